import type { DateRange, Loadable, ProfitLossValue } from '@tessera/shared';

export interface PersonalProfitState {
  range: DateRange;
  report: Loadable<ProfitLossValue>;
}
