import type { ErrorInfo, LoadStatus, RewardPromotionsValue } from '@tessera/shared';

export interface RewardCenterState {
  promotions: RewardPromotionsValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  /** The promotion whose claim, join or application is being sent. */
  busyId: number | null;
  /** The last action's result, for the promotion it concerned. */
  result: { id: number; ok: boolean; error?: ErrorInfo } | null;
}
