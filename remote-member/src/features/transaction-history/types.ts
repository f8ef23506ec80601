import type { Loadable, MemberTransactionsValue, MemberTransactionType } from '@tessera/shared';
import type { DateRange } from '@tessera/shared/report';

export interface TransactionQuery {
  range: DateRange;
  type: MemberTransactionType;
  pageNo: number;
}

export interface TransactionHistoryState {
  query: TransactionQuery;
  page: Loadable<MemberTransactionsValue>;
  /** Wallet names by account type id. */
  walletNames: Record<number, string>;
  /** The record whose receipt shows, if any. */
  receiptId: number | null;
}
