import type { LoadState, ReferralDetails } from '@tessera/shared';

export interface ReferralState {
  details: ReferralDetails | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  copied: boolean | null;
}
