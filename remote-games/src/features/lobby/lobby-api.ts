/** The lobby's gateway calls (spec §7 Games), typed by the shared endpoint table. */
import { api, type GameListRequest, type GameListValue, type VendorLane } from '@tessera/shared';
import { VENDOR_PLATFORM } from './types';

export async function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  const value = await api.call('gameVendors', { platform: VENDOR_PLATFORM }, { signal });
  return value?.data?.lanes ?? [];
}

export function fetchGameList(query: GameListRequest, signal?: AbortSignal): Promise<GameListValue> {
  return api.call('gameList', query, { signal });
}
