import type { DateRange, Loadable, MemberTransactionsValue } from '@tessera/shared';

export interface BonusDetailsState {
  range: DateRange;
  pageNo: number;
  page: Loadable<MemberTransactionsValue>;
}
