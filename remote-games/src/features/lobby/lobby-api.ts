/** The lobby's gateway calls (spec §7 Games), typed by the shared endpoint table. */
import { api, fetchVendorLanes as fetchSharedVendorLanes, type GameListRequest, type GameListValue, type VendorLane } from '@tessera/shared';

/** Shared and session-cached, so the header, lobby and lottery ask the gateway once. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return fetchSharedVendorLanes({ signal });
}

export function fetchGameList(query: GameListRequest, signal?: AbortSignal): Promise<GameListValue> {
  return api.call('gameList', query, { signal });
}
