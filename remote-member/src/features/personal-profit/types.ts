import type { Loadable, ProfitLossValue } from '@tessera/shared';
import type { DateRange } from '@tessera/shared/report';

export interface PersonalProfitState {
  range: DateRange;
  report: Loadable<ProfitLossValue>;
}
