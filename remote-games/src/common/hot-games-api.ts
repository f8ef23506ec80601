/** The hot list (docs/gateway.md#game-calls), cached for the session under HOT_GAMES: the lobby's hot tab and the home widget share it. */
import { api, type GameItem, type HotGamesRequest } from '@tessera/shared';

export const HOT_GAMES_KEY = 'HOT_GAMES';

export async function fetchHotGames(query: HotGamesRequest): Promise<GameItem[]> {
  try {
    const cached = JSON.parse(sessionStorage.getItem(HOT_GAMES_KEY) ?? 'null') as unknown;
    if (Array.isArray(cached)) return cached as GameItem[];
  } catch {
    // A damaged cache is fetched again.
  }
  const value = await api.call('hotGames', query);
  const list = value?.list ?? [];
  sessionStorage.setItem(HOT_GAMES_KEY, JSON.stringify(list));
  return list;
}
