import type { BetRecordsValue, DateRange, Loadable } from '@tessera/shared';

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
