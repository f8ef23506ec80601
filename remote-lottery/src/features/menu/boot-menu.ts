/**
 * The lottery menu the server wrote into the page (`lottery` of `#tessera-boot`, deploy/server/src/assets/boot-data.ts
 * BootLottery): a page opened at /lottery (or a sibling) renders its cards from it at once, then asks the gateway
 * itself as it always does (menu-saga.ts).
 */
import { currentLanguage, type LotteryGame, type LotteryMenu } from '@tessera/shared';
import { isSeaPath, type PrizeMode } from '../../common/prize-modes';
import { groupsOf } from './menu-groups';
import type { LotteryGroup } from './types';

export interface BootMenu {
  /** The page path it is for (`lotteryOpened` of the same path keeps it on screen while the gateway answers). */
  path: string;
  prizeMode: PrizeMode;
  groups: LotteryGroup[];
}

const PRIZE_MODES: readonly string[] = ['ELOTT', 'LOTT', 'ZY', 'SEA'] satisfies PrizeMode[];

const isGame = (g: unknown): g is LotteryGame => {
  const x = g as Partial<Record<keyof LotteryGame, unknown>> | null;
  return !!x && typeof x.gameId === 'number' && typeof x.gameCode === 'string' && typeof x.gameName === 'string';
};

/**
 * The page's menu for `path`: undefined when the page has none, it is of the other menu (VN or SEA), in another
 * language than the app's, the site is closed, or it is not shaped like a menu (never throws).
 */
export function readBootMenu(path: string, doc: Document = document): BootMenu | undefined {
  try {
    const data = JSON.parse(doc.getElementById('tessera-boot')?.textContent ?? 'null') as {
      v?: unknown;
      lang?: unknown;
      status?: { maintenance?: unknown; regionRestriction?: unknown } | null;
      lottery?: { menu?: unknown; prizeMode?: unknown; groups?: unknown } | null;
    } | null;
    const lottery = data?.lottery;
    if (!data || data.v !== 1 || !lottery || !data.status || data.status.maintenance || data.status.regionRestriction) return undefined;
    if (data.lang !== currentLanguage() || lottery.menu !== (isSeaPath(path) ? 'sea' : 'vn')) return undefined;
    if (typeof lottery.prizeMode !== 'string' || !PRIZE_MODES.includes(lottery.prizeMode)) return undefined;
    const groups = groupsOf(lottery.groups as LotteryMenu).map((g) => ({ ...g, games: g.games.filter(isGame) }));
    if (groups.every((g) => g.games.length === 0)) return undefined;
    return { path, prizeMode: lottery.prizeMode as PrizeMode, groups };
  } catch {
    return undefined;
  }
}

/** Set once the gateway's own menu came: a later visit to the page would show an old menu. */
let spent = false;

/** readBootMenu until the gateway has answered the page once (a remount before that, StrictMode's too, gets it again). */
export function takeBootMenu(path: string): BootMenu | undefined {
  return spent ? undefined : readBootMenu(path);
}

/** The gateway's menu is in: the page's is not used again. */
export function spendBootMenu(): void {
  spent = true;
}
