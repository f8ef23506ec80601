import type { Loadable, MemberTransactionsValue } from '@tessera/shared';
import type { DateRange } from '@tessera/shared/report';

export interface BonusDetailsState {
  range: DateRange;
  pageNo: number;
  page: Loadable<MemberTransactionsValue>;
}
