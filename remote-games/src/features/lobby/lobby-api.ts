/** The lobby's gateway calls (docs/gateway.md#game-calls), typed by the shared endpoint table. */
import {
  api,
  bus,
  fetchVendorLanes as fetchSharedVendorLanes,
  type FavoriteListRequest,
  type FavoriteListValue,
  type FavoriteToggleRequest,
  type GameListRequest,
  type GameListValue,
  type PvpRoom,
  type RecentGamesValue,
  type VendorLane,
} from '@tessera/shared';

/** The hot list is the one the home widget caches (docs/product.md#hot-games). */
export { fetchHotGames } from '../../common/hot-games-api';


/** Shared and session-cached, so the header, lobby and lottery ask the gateway once. */
export function fetchVendorLanes(signal?: AbortSignal): Promise<VendorLane[]> {
  return fetchSharedVendorLanes({ signal });
}

export function fetchGameList(query: GameListRequest, signal?: AbortSignal): Promise<GameListValue> {
  return api.call('gameList', query, { signal });
}

export function fetchFavouriteIds(): Promise<string[]> {
  return api.call('favoriteIds');
}

export function fetchFavouriteList(query: FavoriteListRequest, signal?: AbortSignal): Promise<FavoriteListValue> {
  return api.call('favoriteList', query, { signal });
}

export function fetchRecentGames(gameType: string, signal?: AbortSignal): Promise<RecentGamesValue> {
  return api.call('recentGames', { gameType, pageNo: 1, pageSize: 999 }, { signal });
}

export async function fetchPvpRooms(vassalage: string, gameCode: string): Promise<PvpRoom[]> {
  const value = await api.call('pvpRooms', { vassalage, gameCode });
  return value?.list ?? [];
}

export function addFavourite(body: FavoriteToggleRequest): Promise<unknown> {
  return api.call('addFavorite', body);
}

export function removeFavourite(body: FavoriteToggleRequest): Promise<unknown> {
  return api.call('removeFavorite', body);
}

/** Favourites and recent games need a session: the host's login popup opens instead. */
export function askForLogin(reason: string): void {
  bus.emit('ui:open-login', { reason });
}
