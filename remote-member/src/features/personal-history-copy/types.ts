import type { BetRecordsValue, ErrorInfo, LoadStatus } from '@tessera/shared';
import type { DateRange } from '../../app/date-range';

export interface BetQuery {
  range: DateRange;
  /** '' for every game type / vendor. */
  gameType: string;
  vendor: string;
  pageNo: number;
}

export interface BettingRecordsState {
  query: BetQuery;
  page: BetRecordsValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
}
