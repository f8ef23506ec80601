import type { ErrorInfo, LoadStatus, ProfitLossValue } from '@tessera/shared';
import type { DateRange } from '../../app/date-range';

export interface PersonalProfitState {
  range: DateRange;
  report: ProfitLossValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
}
