import type { ErrorInfo, LoadStatus, ReferralDetails } from '@tessera/shared';

export interface ReferralState {
  details: ReferralDetails | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  copied: boolean | null;
}
