import type { ErrorInfo, LoadStatus, MemberTransactionType, MemberTransactionsValue } from '@tessera/shared';
import type { DateRange } from '../../app/date-range';

export interface TransactionQuery {
  range: DateRange;
  type: MemberTransactionType;
  pageNo: number;
}

export interface TransactionHistoryState {
  query: TransactionQuery;
  page: MemberTransactionsValue | null;
  /** Wallet names by account type id. */
  walletNames: Record<number, string>;
  status: LoadStatus;
  error: ErrorInfo | null;
}
