/**
 * The mini-game widget's data: quick rounds (money wheels and dice) from the vendors' game lists
 * (docs/gateway.md#game-calls), and whether the player dismissed the widget in this browser session.
 */
import { api, gatewayLanguage, type GameItem } from '@tessera/shared';

/** Searches that find quick games in the live vendors' lists: the wheel and the dice. */
export const QUICK_GAME_SEARCHES = ['Wheel', 'Sic Bo'] as const;
/** Games the widget rotates through. */
export const QUICK_GAMES_MAX = 6;
const DISMISSED_KEY = 'tessera.miniGame.dismissed';

async function search(gameName: string): Promise<GameItem[]> {
  const value = await api.call('gameList', {
    clientType: 3,
    platform: 'flash,html5-desktop',
    merchant: api.merchant(),
    gameType: 'LIVE',
    gameName,
    pageNo: 1,
    pageSize: QUICK_GAMES_MAX,
    language: gatewayLanguage(),
  });
  return (value?.games ?? []).filter((g) => g.isGame !== 'VASSALAGE');
}

export const miniGameApi = {
  /** Wheels and dice in turn, so "another game" alternates between them. */
  async quickGames(): Promise<GameItem[]> {
    const lists = await Promise.all(QUICK_GAME_SEARCHES.map(search));
    const mixed: GameItem[] = [];
    for (let i = 0; mixed.length < QUICK_GAMES_MAX && lists.some((l) => i < l.length); i += 1) {
      for (const list of lists) if (list[i] && mixed.length < QUICK_GAMES_MAX) mixed.push(list[i]!);
    }
    return mixed;
  },
  dismissed(): boolean {
    try {
      return sessionStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      return false;
    }
  },
  rememberDismissed(): void {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused: the widget comes back on the next page load.
    }
  },
};
