/** Points-mall calls (docs/product.md#points-mall, docs/gateway.md#points-calls); the seam the saga tests mock. */
import {
  api,
  type ConvertPointRequest,
  type ConvertPointValue,
  type EndpointResponse,
  type MemberTransactionsValue,
  type PointBalance,
  type PointConfig,
  type PointReward,
  type RedeemPointRequest,
} from '@tessera/shared';

export { newRequestId } from '../../common/money';
export { balanceChanged } from '@tessera/shared';

export const PAGE_SIZE = 10;
/** Points details cover this many days back (the gateway allows a range of at most 93). */
export const DETAILS_DAYS = 90;
const DAY = 86_400_000;

export function fetchPointBalance(): Promise<PointBalance> {
  return api.call('pointBalance');
}

export async function fetchRewards(): Promise<PointReward[]> {
  return (await api.call('pointReward')).list;
}

export function fetchPointConfig(): Promise<PointConfig> {
  return api.call('pointConfig');
}

export function fetchRedeems(pageNo: number): Promise<EndpointResponse<'redeemPointList'>> {
  return api.call('redeemPointList', { pageNo, pageSize: PAGE_SIZE });
}

export function fetchPointDetails(pageNo: number, now = Date.now()): Promise<MemberTransactionsValue> {
  return api.call('memberTransactions', { type: 'points', startTime: now - DETAILS_DAYS * DAY, endTime: now + 60_000, pageNo, pageSize: PAGE_SIZE });
}

/** Encrypted: the password travels sealed (passwordCheck/ relay). */
export function redeemReward(req: RedeemPointRequest): Promise<EndpointResponse<'redeemPointReward'>> {
  return api.call('redeemPointReward', req);
}

/** Encrypted, like redeeming. */
export function convertPoints(req: ConvertPointRequest): Promise<ConvertPointValue> {
  return api.call('convertPoint', req);
}
