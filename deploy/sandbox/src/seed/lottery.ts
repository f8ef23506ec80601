/**
 * The sandbox's lottery catalogue (docs/gateway.md#lottery-calls): games, the groups the /lgw menus return
 * per prize mode, and how each game draws. Nothing here is stored: draws are computed from the clock
 * (repo/lottery.ts), so the catalogue is the whole seed.
 */

/**
 * Merchants that do not offer the VN e-lottery: their vendor lanes have no ELOTT lane, so their lottery
 * pages use prize mode LOTT (docs/product.md#lottery), while demo's ELOTT lane (TCG_LOTTO_VN) gives ELOTT.
 */
export const MERCHANTS_WITHOUT_ELOTT: ReadonlySet<string> = new Set(['demo2']);

/** Prize modes the gateway knows (docs/product.md#lottery); matched case-insensitively (`Lott` = `LOTT`). */
export const PRIZE_MODES = ['LOTT', 'ELOTT', 'ZY', 'SEA'] as const;
export type PrizeModeCode = (typeof PRIZE_MODES)[number];

/** How a draw's result looks: digits of a fixed length, or distinct numbers picked from a range. */
export type ResultKind = { kind: 'digits'; length: number } | { kind: 'pick'; count: number; max: number };

export interface LotteryGameDef {
  gameId: number;
  gameCode: string;
  gameName: string;
  /** Seconds between two draws. */
  drawInterval: number;
  /** Seconds after midnight UTC at which the daily (or longer) schedule is anchored, e.g. 11:15 UTC = 18:15 in Vietnam. */
  drawOffset: number;
  result: ResultKind;
  /** Rank on the popular list (1 = most popular). */
  popularity: number;
  /** Artwork: an icon of the @iconify-json sets (cdn/lottery.ts). */
  icon: string;
}

export interface LotteryGroupDef {
  groupCode: string;
  groupName: string;
  /** The prize modes whose menus list this group. */
  modes: readonly PrizeModeCode[];
  games: LotteryGameDef[];
}

const D5 = { kind: 'digits', length: 5 } as const;
const D4 = { kind: 'digits', length: 4 } as const;
const D6 = { kind: 'digits', length: 6 } as const;
const D3 = { kind: 'digits', length: 3 } as const;
const DAY = 86_400;
const VN_EVENING = 11 * 3600 + 15 * 60;

export const LOTTERY_GROUPS: LotteryGroupDef[] = [
  {
    groupCode: 'VN',
    groupName: 'Vietnam Lottery',
    modes: ['LOTT', 'ELOTT'],
    games: [
      { gameId: 1001, gameCode: 'VNNORTH', gameName: 'Northern Lottery (Mien Bac)', drawInterval: DAY, drawOffset: VN_EVENING, result: D5, popularity: 1, icon: 'noto:red-paper-lantern' },
      { gameId: 1002, gameCode: 'VNCENTRAL', gameName: 'Central Lottery (Mien Trung)', drawInterval: DAY, drawOffset: VN_EVENING - 3600, result: D5, popularity: 6, icon: 'noto:lotus' },
      { gameId: 1003, gameCode: 'VNSOUTH', gameName: 'Southern Lottery (Mien Nam)', drawInterval: DAY, drawOffset: VN_EVENING - 7200, result: D5, popularity: 4, icon: 'noto:palm-tree' },
      { gameId: 1004, gameCode: 'HANOI', gameName: 'Hanoi Lottery', drawInterval: DAY, drawOffset: VN_EVENING, result: D5, popularity: 8, icon: 'noto:classical-building' },
      { gameId: 1005, gameCode: 'HCM', gameName: 'Ho Chi Minh City Lottery', drawInterval: DAY, drawOffset: VN_EVENING - 7200, result: D5, popularity: 9, icon: 'noto:cityscape' },
      { gameId: 1006, gameCode: 'DANANG', gameName: 'Da Nang Lottery', drawInterval: DAY, drawOffset: VN_EVENING - 3600, result: D5, popularity: 14, icon: 'noto:bridge-at-night' },
    ],
  },
  {
    groupCode: 'SEA',
    groupName: 'Southeast Asia Lottery',
    modes: ['SEA', 'LOTT'],
    games: [
      { gameId: 2001, gameCode: 'THAIGOV', gameName: 'Thai Government Lottery', drawInterval: 15 * DAY, drawOffset: 8 * 3600, result: D6, popularity: 5, icon: 'noto:elephant' },
      { gameId: 2002, gameCode: 'LAO', gameName: 'Lao Lottery', drawInterval: DAY, drawOffset: 13 * 3600, result: D4, popularity: 12, icon: 'noto:water-buffalo' },
      { gameId: 2003, gameCode: 'MY4D', gameName: 'Malaysia 4D', drawInterval: 3 * DAY, drawOffset: 11 * 3600, result: D4, popularity: 7, icon: 'noto:tiger-face' },
      { gameId: 2004, gameCode: 'SG4D', gameName: 'Singapore 4D', drawInterval: 3 * DAY, drawOffset: 10 * 3600, result: D4, popularity: 10, icon: 'noto:lion' },
      { gameId: 2005, gameCode: 'PH6_45', gameName: 'Philippines Mega 6/45', drawInterval: 2 * DAY, drawOffset: 13 * 3600, result: { kind: 'pick', count: 6, max: 45 }, popularity: 3, icon: 'noto:sun-with-face' },
      { gameId: 2006, gameCode: 'PH6_58', gameName: 'Philippines Ultra 6/58', drawInterval: 2 * DAY, drawOffset: 13 * 3600, result: { kind: 'pick', count: 6, max: 58 }, popularity: 11, icon: 'noto:crown' },
      { gameId: 2007, gameCode: 'PH3D', gameName: 'Philippines Swertres 3D', drawInterval: DAY / 3, drawOffset: 6 * 3600, result: D3, popularity: 13, icon: 'noto:four-leaf-clover' },
    ],
  },
  {
    groupCode: 'FAST',
    groupName: 'Fast Lottery',
    modes: ['LOTT', 'ELOTT', 'ZY'],
    games: [
      { gameId: 3001, gameCode: 'LOTTO1M', gameName: '1-Minute Lotto', drawInterval: 60, drawOffset: 0, result: D5, popularity: 2, icon: 'noto:high-voltage' },
      { gameId: 3002, gameCode: 'LOTTO3M', gameName: '3-Minute Lotto', drawInterval: 180, drawOffset: 0, result: D5, popularity: 15, icon: 'noto:stopwatch' },
      { gameId: 3003, gameCode: 'LOTTO5M', gameName: '5-Minute Lotto', drawInterval: 300, drawOffset: 0, result: D5, popularity: 16, icon: 'noto:alarm-clock' },
      { gameId: 3006, gameCode: 'LOTTO10M', gameName: '10-Minute Lotto', drawInterval: 600, drawOffset: 0, result: D5, popularity: 19, icon: 'noto:hourglass-not-done' },
    ],
  },
  {
    groupCode: 'KENO',
    groupName: 'Keno',
    modes: ['ZY', 'LOTT'],
    games: [
      { gameId: 3004, gameCode: 'KENO1M', gameName: '1-Minute Keno', drawInterval: 60, drawOffset: 0, result: { kind: 'pick', count: 20, max: 80 }, popularity: 17, icon: 'noto:pool-8-ball' },
      { gameId: 3005, gameCode: 'KENO5M', gameName: '5-Minute Keno', drawInterval: 300, drawOffset: 0, result: { kind: 'pick', count: 20, max: 80 }, popularity: 18, icon: 'noto:bullseye' },
      { gameId: 4001, gameCode: 'PK10', gameName: 'Speed Racing 10', drawInterval: 120, drawOffset: 0, result: { kind: 'pick', count: 10, max: 10 }, popularity: 20, icon: 'noto:racing-car' },
      { gameId: 4002, gameCode: 'DICE3', gameName: 'Fast Dice 3', drawInterval: 90, drawOffset: 0, result: { kind: 'digits', length: 3 }, popularity: 21, icon: 'noto:game-die' },
    ],
  },
];

/** Every lottery game once, by code. */
export const LOTTERY_GAMES: ReadonlyMap<string, LotteryGameDef> = new Map(LOTTERY_GROUPS.flatMap((g) => g.games.map((x) => [x.gameCode, x] as const)));

/** The group a game belongs to. */
export const GROUP_OF: ReadonlyMap<string, string> = new Map(LOTTERY_GROUPS.flatMap((g) => g.games.map((x) => [x.gameCode, g.groupCode] as const)));

/** The prize mode a request names, or null when the gateway does not know it. */
export function prizeModeOf(value: unknown): PrizeModeCode | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (PRIZE_MODES as readonly string[]).includes(upper) ? (upper as PrizeModeCode) : null;
}

/** The groups one prize mode's menu lists, in menu order. */
export function groupsOfMode(mode: PrizeModeCode): LotteryGroupDef[] {
  return LOTTERY_GROUPS.filter((g) => g.modes.includes(mode));
}
