/** The lottery menu's gateway calls, typed by the shared endpoint table (docs/gateway.md#lottery-calls). */
import { api, fetchVendorLanes as fetchSharedVendorLanes, type LotteryMenu, type VendorLane } from '@tessera/shared';
import { DEVICE, type PrizeMode } from './types';

/** Shared and session-cached, so the header, lobby and lottery ask the gateway once. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return fetchSharedVendorLanes({ signal });
}

/** The VN menu (`/lgw/vn/games/game_menu`): a bare answer, groups keyed by group code. */
export function fetchLotteryMenu(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryMenu> {
  return api.call('vnGameMenu', { prizeMode, device: DEVICE }, { signal });
}

/** The brand lottery-type menu (`/lgw/games/game_menus`), what `/seaLottery` lists. */
export function fetchSeaMenu(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryMenu> {
  return api.call('lotteryGameMenus', { prizeMode }, { signal });
}
