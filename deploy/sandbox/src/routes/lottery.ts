/**
 * Lottery calls (docs/gateway.md#lottery-calls): the /lgw and /lotto/lgw answers are bare, not wrapped in
 * the envelope (docs/gateway.md#bare-lottery-answers). Menus per prize mode, the popular list, opened draw
 * numbers with each game's next draw and the member's recent lottery games. The lottery launch is a games
 * call (routes/games.ts hands it to domain/lottery-launch.ts).
 */
import type { LotteryGame, LotteryGameDraws, LotteryMenu } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { requiredMode } from '../domain/lottery-launch.js';
import type { Member, Repo } from '../repo/index.js';
import { GROUP_OF, LOTTERY_GAMES, LOTTERY_GROUPS, groupsOfMode, type LotteryGameDef, type LotteryGroupDef } from '../seed/lottery.js';

/** The popular list's length when the call names none (docs/product.md#constants). */
export const POPULAR_COUNT = 20;
/** Opened draws per game at most (docs/product.md#constants: the VN numbers, 100). */
export const NUMEROS_MAX = 100;

const imageUrl = (gameCode: string) => `/cdn/TCG_LOTTERY/${gameCode}.png`;

export function gameOut(game: LotteryGameDef, groupCode = GROUP_OF.get(game.gameCode)): LotteryGame & { accountTypeName: string } {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameGroupCode: groupCode,
    drawInterval: game.drawInterval,
    imageUrl: imageUrl(game.gameCode),
    // The platform's client tags each VN menu game with its vendor.
    accountTypeName: 'TCG_LOTTO_VN',
  };
}

const menuOf = (groups: LotteryGroupDef[]): LotteryMenu =>
  // `gameGroupCode` on each group is what the real client reads (it tags the group with it).
  Object.fromEntries(groups.map((g) => [g.groupCode, { gameGroupCode: g.groupCode, groupName: g.groupName, gameMenus: g.games.map((x) => gameOut(x, g.groupCode)) }]));

/** A positive whole number no larger than `max`, else `fallback`. */
function countOf(value: unknown, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

function gamesOfMode(value: unknown): LotteryGameDef[] {
  if (value === undefined || value === '') return [...LOTTERY_GAMES.values()];
  const seen = new Set<string>();
  return groupsOfMode(requiredMode(value))
    .flatMap((g) => g.games)
    .filter((g) => !seen.has(g.gameCode) && seen.add(g.gameCode));
}

function drawsOf(repo: Repo, game: LotteryGameDef, count: number): LotteryGameDraws {
  const next = repo.lottery.nextDraw(game);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    drawInterval: game.drawInterval,
    numeros: repo.lottery.openedDraws(game, count).map(({ numero, openTime, result }) => ({ numero, openTime, result })),
    next: { numero: next.numero, openTime: next.openTime },
    serverTime: repo.lottery.now(),
  };
}

const vnGameMenu = defineRoute('vnGameMenu', {
  auth: 'none',
  handler: ({ input }) => menuOf(groupsOfMode(requiredMode(input.prizeMode))),
});

const lotteryGameMenus = defineRoute('lotteryGameMenus', {
  auth: 'none',
  handler: ({ input }) => menuOf(groupsOfMode(requiredMode(input.prizeMode))),
});

const lotteryPopular = defineRoute('lotteryPopular', {
  auth: 'none',
  handler: ({ input }) =>
    gamesOfMode(input.prizeMode)
      .sort((a, b) => a.popularity - b.popularity)
      .slice(0, countOf(input.count, POPULAR_COUNT, 50))
      .map((g) => gameOut(g)),
});

const vnOpenedNumeros = defineRoute('vnOpenedNumeros', {
  auth: 'none',
  handler: ({ input, repo }) => {
    const count = countOf(input.count, NUMEROS_MAX, NUMEROS_MAX);
    const code = typeof input.gameCode === 'string' && input.gameCode ? input.gameCode : null;
    const games = code ? [LOTTERY_GAMES.get(code)].filter((g): g is LotteryGameDef => !!g) : gamesOfMode(input.prizeMode);
    return Object.fromEntries(games.map((g) => [g.gameCode, drawsOf(repo, g, count)]));
  },
});

const openedNumero = defineRoute('openedNumero', {
  auth: 'member',
  handler: ({ input, repo }) => {
    const game = typeof input.gameCode === 'string' ? LOTTERY_GAMES.get(input.gameCode) : undefined;
    if (!game) throw new GatewayError(400, 'request_param_err', 'unknown gameCode');
    return drawsOf(repo, game, 1);
  },
});

const recentOf = (repo: Repo, member: Member) =>
  repo.lottery
    .recent(member.id)
    .map((code) => LOTTERY_GAMES.get(code))
    .filter((g): g is LotteryGameDef => !!g)
    .map((g) => gameOut(g));

const vnGameMenuRecent = defineRoute('vnGameMenuRecent', {
  auth: 'member',
  handler: ({ member, repo }) => recentOf(repo, member),
});

// The newer table's lottery calls (docs/gateway.md#lottery-calls): the same games and draws by other paths.
const lotteryMenusRecent = defineRoute('lotteryMenusRecent', {
  auth: 'member',
  handler: ({ member, repo }) => recentOf(repo, member),
});

const lotteryGames = defineRoute('lotteryGames', {
  auth: 'none',
  handler: ({ input }) => gamesOfMode(input.prizeMode).map((g) => gameOut(g)),
});

function gameByCode(value: unknown): LotteryGameDef {
  const game = typeof value === 'string' ? LOTTERY_GAMES.get(value) : undefined;
  if (!game) throw new GatewayError(400, 'request_param_err', 'unknown gameCode');
  return game;
}

const lotteryOpenedNumero = defineRoute('lotteryOpenedNumero', {
  auth: 'member',
  handler: ({ input, repo }) => drawsOf(repo, gameByCode(input.gameCode), 1),
});

const lotteryDrawByCode = defineRoute('lotteryDrawByCode', {
  auth: 'none',
  // The path ends in a slash: older clients append the code, newer ones send it as `gameCode`.
  also: [{ path: '/lgw/draw/code/:gameCode' }],
  handler: ({ input, req, repo }) => drawsOf(repo, gameByCode(input.gameCode ?? (req.params as { gameCode?: string }).gameCode), 10),
});

const lotteryDraws = defineRoute('lotteryDraws', {
  auth: 'none',
  handler: ({ input, repo }) =>
    gamesOfMode(input.prizeMode).flatMap((g) => {
      const last = repo.lottery.openedDraws(g, 1)[0];
      return last ? [{ gameId: g.gameId, gameCode: g.gameCode, gameName: g.gameName, numero: last.numero, result: last.result, openTime: last.openTime }] : [];
    }),
});

const lotteryNear = defineRoute('lotteryNear', {
  auth: 'none',
  handler: ({ input, repo }) => {
    const id = Number(input.gameId);
    const game = [...LOTTERY_GAMES.values()].find((g) => g.gameId === id);
    if (!game) throw new GatewayError(400, 'request_param_err', 'unknown gameId');
    const next = repo.lottery.nextDraw(game);
    const last = repo.lottery.openedDraws(game, 1)[0];
    return {
      currentNumero: { numero: next.numero, gameId: game.gameId, openTime: next.openTime },
      lastNumero: last ? { numero: last.numero, result: last.result, openTime: last.openTime } : null,
    };
  },
});

export { LOTTERY_GROUPS };
export const lotteryRoutes = [vnGameMenu, lotteryGameMenus, lotteryPopular, vnOpenedNumeros, openedNumero, vnGameMenuRecent, lotteryMenusRecent, lotteryGames, lotteryOpenedNumero, lotteryDrawByCode, lotteryDraws, lotteryNear];
