import type { ErrorInfo, LoadState, RewardPromotionsValue } from '@tessera/shared';

export interface RewardCenterState {
  promotions: RewardPromotionsValue | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
  /** The promotion whose claim, join or application is being sent. */
  busyId: number | null;
  /** The last action's result, for the promotion it concerned. */
  result: { id: number; ok: boolean; error?: ErrorInfo } | null;
}
