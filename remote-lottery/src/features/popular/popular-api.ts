/** The popular lottery list (docs/gateway.md#lottery-calls): a bare list of games. */
import { api, fetchVendorLanes as fetchSharedVendorLanes, gatewayLanguage, type LotteryGame, type VendorLane } from '@tessera/shared';
import { DEVICE, type PrizeMode } from '../../common/prize-modes';

/** Games on the popular list (docs/product.md#constants). */
export const POPULAR_COUNT = 20;

export function fetchPopular(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryGame[]> {
  return api.call('lotteryPopular', { count: POPULAR_COUNT, prizeMode, device: DEVICE, language: gatewayLanguage() }, { signal });
}

/** Shared and session-cached vendor lanes: the home widget derives the prize mode from them, as the page does. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return fetchSharedVendorLanes({ signal });
}
