import type { ErrorInfo, LoadStatus, MemberTransactionsValue } from '@tessera/shared';
import type { DateRange } from '../../app/date-range';

export interface BonusDetailsState {
  range: DateRange;
  pageNo: number;
  page: MemberTransactionsValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
}
