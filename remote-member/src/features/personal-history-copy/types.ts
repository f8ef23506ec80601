import type { BetRecordsValue, Loadable } from '@tessera/shared';
import type { DateRange } from '@tessera/shared/report';

export interface BetQuery {
  range: DateRange;
  /** '' for every game type / vendor. */
  gameType: string;
  vendor: string;
  pageNo: number;
}

export interface BettingRecordsState {
  query: BetQuery;
  page: Loadable<BetRecordsValue>;
}
