/** Reward-centre calls (docs/product.md#member-centre): promotions and the member's part in them. */
import { api, type ApplyActivityRequest, type RewardPromotionsValue } from '@tessera/shared';

export { balanceChanged } from '@tessera/shared';

export function fetchPromotions(): Promise<RewardPromotionsValue> {
  return api.call('availablePromotions');
}

/** Claim (a bonus credited at once) or join. */
export function takePart(promotionId: number): Promise<RewardPromotionsValue> {
  return api.call('claimRaffle', { promotionId });
}

export function applyForActivity(req: ApplyActivityRequest): Promise<RewardPromotionsValue> {
  return api.call('applyActivity', req);
}
