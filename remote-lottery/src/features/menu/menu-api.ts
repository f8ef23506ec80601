/** The lottery menu's gateway calls, typed by the shared endpoint table. */
import { api, type LotteryMenu, type VendorLane } from '@tessera/shared';
import { DEVICE, VENDOR_PLATFORM, type PrizeMode } from './types';

export async function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  const value = await api.call('gameVendors', { platform: VENDOR_PLATFORM }, { signal });
  return value?.data?.lanes ?? [];
}

/** A bare `/lgw` answer: groups keyed by group code, no envelope. */
export function fetchLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryMenu> {
  return api.call('vnGameMenu', { prizeMode, device: DEVICE }, { signal });
}
