/** One vendor's games for the `VASSALAGE` popup (docs/gateway.md#game-calls): the lobby's game-list call. */
import { api, gatewayLanguage, type GameItem } from '@tessera/shared';

/** The popup lists up to this many games (one page: a vendor of a lane has a few dozen at most). */
export const VENDOR_GAMES_PAGE_SIZE = 60;

export async function fetchVendorGames(vassalage: string, gameType: string, signal?: AbortSignal): Promise<GameItem[]> {
  const value = await api.call(
    'gameList',
    {
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: api.merchant(),
      gameType: gameType.toUpperCase(),
      vassalage,
      pageNo: 1,
      pageSize: VENDOR_GAMES_PAGE_SIZE,
      language: gatewayLanguage(),
    },
    { signal },
  );
  // The vendor's own entry is in its list too; picking it again would only reopen this popup.
  return (value?.games ?? []).filter((g) => g.isGame !== 'VASSALAGE');
}
