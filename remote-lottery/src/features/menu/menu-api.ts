/** The lottery menu's gateway calls, typed by the shared endpoint table. */
import { api, fetchVendorLanes as fetchSharedVendorLanes, type LotteryMenu, type VendorLane } from '@tessera/shared';
import { DEVICE, type PrizeMode } from './types';

/** Shared and session-cached, so the header, lobby and lottery ask the gateway once. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return fetchSharedVendorLanes({ signal });
}

/** A bare `/lgw` answer: groups keyed by group code, no envelope. */
export function fetchLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryMenu> {
  return api.call('vnGameMenu', { prizeMode, device: DEVICE }, { signal });
}
