/**
 * Game calls (docs/gateway.md#game-calls): vendor lanes, game list with every filter and paging, hot
 * list, favourites, recent games, PVP rooms, launch and the winner board.
 */
import { randomBytes } from 'node:crypto';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { tokenOf } from '../gateway/session.js';
import { openGuest } from '../domain/guests.js';
import { lotteryLaunch } from '../domain/lottery-launch.js';
import type { Game, GameFilter, Repo } from '../repo/index.js';
import { toAmount } from '../repo/wallets.js';
import { CLASSIFY, LANES } from '../seed/catalog.js';
import { MERCHANTS_WITHOUT_ELOTT } from '../seed/lottery.js';
import { isVendorEntry } from '../seed/games.js';

const classifyName = new Map(CLASSIFY.map((c) => [c.key, c.displayName]));

function vendorLanes(repo: Repo) {
  return LANES.map((lane) => {
    const byClassify = new Map<string, { n: number; vendors: string[] }>();
    for (const c of repo.games.classifyCounts(lane.title)) {
      const e = byClassify.get(c.classify) ?? { n: 0, vendors: [] };
      e.n += c.n;
      e.vendors.push(c.vendor);
      byClassify.set(c.classify, e);
    }
    return {
      title: lane.title,
      cards: lane.vendors.map((v) => ({
        vassalage: v.code,
        displayName: v.displayName,
        gameType: v.gameType,
        isHot: v.isHot,
        accountTypeId: v.accountTypeId,
        accountTypeName: v.code,
        smallIcon: `/cdn/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${v.code}-DEFAULT.png`,
        lagerIcon: `/cdn/TCG_PROD_IMAGES/${lane.title}_LIST_VENDOR/${v.code}-COLOR.png`,
      })),
      gameClassify: [...byClassify.entries()].map(([key, e]) => ({ key, displayName: classifyName.get(key) ?? key, gameCount: e.n, vendors: e.vendors })),
    };
  });
}

const vendorName = new Map(LANES.flatMap((l) => l.vendors.map((v) => [v.code, v.displayName] as const)));

/** A game item with every field the real client reads (docs/gateway.md#game-calls). */
export const toItem = (g: Game) => {
  const icon = `/cdn/TCG_GAME_ICONS/${g.vendor}/${g.code}.png`;
  return {
    nodeId: String(g.id),
    gameId: String(g.id),
    gameName: g.name,
    nodeName: g.name,
    gameCode: g.code,
    vassalage: g.vendor,
    // The vendor's label, which the real tile shows under the game.
    displayName: vendorName.get(g.vendor) ?? g.vendor,
    gameType: g.gameType,
    iconUrl: icon,
    showIcon: icon,
    defaultIcon: '/cdn/TCG_GAME_ICONS/default.png',
    minBet: toAmount(g.minBetCents),
    gameClassify: g.classify,
    // A vendor entry stands for its vendor: the client opens that vendor's game list (docs/product.md#game-launch).
    // What the real gateway sends on an ordinary game is not recorded, so the sandbox sends nothing there.
    ...(isVendorEntry(g.code) ? { isGame: 'VASSALAGE' } : {}),
  };
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown, fallback: number, min: number, max: number) => Math.min(Math.max(Math.trunc(Number(v)) || fallback, min), max);

/** A page of a list held in full (favourites, recent): the gateway pages these too. */
function pageOf<T>(list: readonly T[], input: { pageNo?: unknown; pageSize?: unknown }) {
  const pageSize = int(input.pageSize, 999, 1, 999);
  const pageNo = int(input.pageNo, 1, 1, 100_000);
  return { items: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, totalPages: Math.ceil(list.length / pageSize) };
}

const gameVendors = defineRoute('gameVendors', {
  auth: 'none',
  // A merchant without the VN e-lottery has no ELOTT lane (its lottery pages then use prize mode LOTT).
  handler: ({ repo, merchant }) => ({ data: { lanes: vendorLanes(repo).filter((l) => l.title !== 'ELOTT' || !MERCHANTS_WITHOUT_ELOTT.has(merchant)) } }),
});

const gameList = defineRoute('gameList', {
  // The client sends the token when it has one; the sandbox serves anonymous lobby browsing as well.
  auth: 'none',
  handler: ({ input, repo }) => {
    const minBet = Number(input.minBet);
    const filter: GameFilter = {
      gameType: str(input.gameType)?.toUpperCase(),
      vendor: str(input.vassalage),
      classify: str(input.gameClassify),
      nameLike: str(input.gameName)?.trim() || undefined,
      minBetCents: input.minBet !== 'all' && Number.isFinite(minBet) && minBet > 0 ? Math.round(minBet * 100) : undefined,
    };
    const pageSize = int(input.pageSize, 15, 1, 200);
    const pageNo = int(input.pageNo, 1, 1, 1_000_000);
    const { games, total } = repo.games.list(filter, pageNo, pageSize);
    return { games: games.map(toItem), totalPages: Math.ceil(total / pageSize), totalCount: total };
  },
});

const hotGames = defineRoute('hotGames', {
  auth: 'none',
  also: [{ method: 'POST' }],
  handler: ({ input, repo, req }) => {
    const q: Record<string, unknown> = { ...(req.query as Record<string, unknown>), ...input };
    const vendor = str(q.vassalage);
    const gameType = str(q.gameType)?.toUpperCase();
    const games = gameType ? repo.games.hotOfType(gameType) : repo.games.hot(vendor);
    return { list: games.map(toItem) };
  },
});

/** Favourites and recent games are per member; a nodeId is the game's id. */
function gameOf(repo: Repo, nodeId: unknown): Game {
  const id = Number(nodeId);
  const game = Number.isSafeInteger(id) ? repo.games.byId(id) : undefined;
  if (!game) throw new GatewayError(400, 'request_param_err', 'unknown game');
  return game;
}

const favoriteIds = defineRoute('favoriteIds', {
  auth: 'member',
  handler: ({ member, repo }) => repo.favourites.ids(member.id).map(String),
});

const favoriteList = defineRoute('favoriteList', {
  auth: 'member',
  handler: ({ member, input, repo }) => {
    const gameType = str(input.gameType)?.toUpperCase();
    const games = repo.games.byIds(repo.favourites.ids(member.id)).filter((g) => !gameType || g.gameType === gameType);
    const { items, pageNo, totalPages } = pageOf(games, input);
    return { content: items.map(toItem), pageNum: pageNo, totalPages };
  },
});

const addFavorite = defineRoute('addFavorite', {
  auth: 'member',
  handler: ({ member, input, repo }) => {
    repo.favourites.add(member.id, gameOf(repo, input.nodeId).id);
    return null;
  },
});

const removeFavorite = defineRoute('removeFavorite', {
  auth: 'member',
  handler: ({ member, input, repo }) => {
    repo.favourites.remove(member.id, gameOf(repo, input.nodeId).id);
    return null;
  },
});

const recentGames = defineRoute('recentGames', {
  auth: 'member',
  handler: ({ member, input, repo }) => {
    const gameType = str(input.gameType)?.toUpperCase();
    const games = repo.games.byIds(repo.gamePlays.recent(member.id)).filter((g) => !gameType || g.gameType === gameType);
    const { items, totalPages } = pageOf(games, input);
    return { list: items.map(toItem), totalPages };
  },
});

/** Rooms of a PVP game: a few tables per game, their seats filled from the time of day so the list lives. */
const pvpRooms = defineRoute('pvpRooms', {
  auth: 'member',
  handler: ({ input, repo }) => {
    const list = repo.games
      .list({ gameType: 'PVP', vendor: str(input.vassalage) }, 1, 12)
      .games.filter((g) => !str(input.gameCode) || g.code === input.gameCode)
      .flatMap((g) =>
        [1, 5, 20].map((stake, i) => ({
          roomId: `${g.code}-R${i + 1}`,
          roomName: `${g.name} · ${['Beginner', 'Regular', 'High roller'][i]}`,
          gameCode: g.code,
          vassalage: g.vendor,
          minBet: toAmount(g.minBetCents * stake),
          players: (g.id * 7 + i * 3 + new Date().getUTCHours()) % 6,
          maxPlayers: 6,
        })),
      );
    return { list };
  },
});

/**
 * Launch (docs/product.md#game-launch): answers the URL of the sandbox's own game page, which carries
 * a one-use ticket for this member and game. Without launchMode the gateway answers 500 #727.
 */
const launchGame = defineRoute('launchGame', {
  auth: 'member',
  handler: ({ member, input, repo, req }) => {
    // The lottery launch is this same call, told apart by lottoArea (docs/gateway.md#lottery-calls).
    if ((input as Record<string, unknown>).lottoArea) return lotteryLaunch({ input: input as Record<string, unknown>, member, repo, sessionToken: tokenOf(req) });
    if (!str(input.launchMode)) throw new GatewayError(500, '#727', 'system busy');
    const vendorOnly = !input.roomId && !input.nodeId && !input.gameId;
    // A vendor launched from a card (a sportsbook, an arena) opens its first game.
    const game = input.roomId
      ? repo.games.byCode(String(input.roomId).replace(/-R\d+$/, ''))
      : vendorOnly
        ? repo.games.list({ vendor: str(input.vassalage), gameType: str(input.gameType)?.toUpperCase() }, 1, 1).games[0]
        : gameOf(repo, input.nodeId ?? input.gameId);
    if (!game) throw new GatewayError(400, 'request_param_err', 'unknown room');
    if (isVendorEntry(game.code)) throw new GatewayError(400, 'request_param_err', 'a vendor entry is not a game');
    // A trial account plays too: its bets and wins move its own trial balance (docs/product.md#roles).
    return launchFor(repo, member.id, game, str(input.language));
  },
});

/** A masked player name, as winner boards show them. */
const mask = (name: string) => (name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`);

/**
 * Biggest wins first: real rounds played in the sandbox game, then a board filled from the hot games.
 * Each row has the gateway's `vo` (docs/gateway.md#game-calls) and the flat fields the host reads.
 */
const winnerBoard = defineRoute('winnerBoard', {
  auth: 'none',
  handler: ({ input, repo }) => {
    const limit = int((input as { limitNum?: unknown }).limitNum, 20, 1, 50);
    const real = repo.gamePlays.winners(limit).flatMap((w) => {
      const g = repo.games.byId(w.gameId);
      return g ? [{ name: mask(w.username), cents: w.winCents, game: g }] : [];
    });
    const hot = repo.games.hot().filter((g) => !isVendorEntry(g.code));
    const filler = hot.slice(0, Math.max(0, limit - real.length)).map((g, i) => ({
      name: mask(`player${String((g.id * 37) % 900 + 100)}`),
      cents: ((g.id * 7919) % 250_000) + 5_000 + i * 13,
      game: g,
    }));
    const list = [...real, ...filler]
      .sort((a, b) => b.cents - a.cents)
      .map(({ name, cents, game }) => ({
        player: name,
        gameName: game.name,
        prize: toAmount(cents),
        vassalage: game.vendor,
        vo: { customerName: name, winAmount: toAmount(cents), gameName: game.name, iconUrl: toItem(game).iconUrl, nodeId: String(game.id), gameType: game.gameType, vendor: game.vendor },
      }));
    return { list };
  },
});

/** Game type → vendor → the game classes that vendor has there (the real `value.content` map). */
const vassGameType = defineRoute('vassGameType', {
  auth: 'member',
  handler: ({ repo }) => {
    const content: Record<string, Record<string, string[]>> = {};
    for (const lane of LANES) {
      const byVendor: Record<string, string[]> = {};
      for (const c of repo.games.classifyCounts(lane.title)) (byVendor[c.vendor] ??= []).push(c.classify);
      content[lane.title] = byVendor;
    }
    return { content };
  },
});

/** The newer table's older vendor list: every vendor of every lane once. */
const vendorList = defineRoute('vendorList', {
  auth: 'none',
  handler: () => {
    const seen = new Set<string>();
    return { list: LANES.flatMap((l) => l.vendors).filter((v) => !seen.has(v.code) && seen.add(v.code)).map((v) => ({ vassalage: v.code, displayName: v.displayName, gameType: v.gameType })) };
  },
});

/** Upcoming matches of the sports vendors, every 3 hours from the next full hour (own design). */
const MATCHES = [
  ['Premier League', 'Arsenal', 'Chelsea'],
  ['PBA Philippine Cup', 'Ginebra', 'San Miguel'],
  ['V.League 1', 'Ha Noi FC', 'Hoang Anh Gia Lai'],
  ['IPL', 'Mumbai', 'Chennai'],
] as const;
const gameMatches = defineRoute('gameMatches', {
  auth: 'none',
  handler: ({ input }) => {
    const sports = LANES.find((l) => l.title === 'SPORTS')?.vendors.map((v) => v.code) ?? [];
    const only = str(input.vassalage);
    const hour = 3_600_000;
    const first = Math.ceil(Date.now() / hour) * hour;
    const list = sports.flatMap((vassalage, vi) =>
      MATCHES.map(([league, home, away], i) => ({ matchId: `${vassalage}-${first / hour + i}`, vassalage, league, home, away, startTime: first + (i * 3 + vi) * hour })),
    );
    return { list: only ? list.filter((m) => m.vassalage === only) : list };
  },
});

/**
 * A launch of `game` for `member` (a ticket for the sandbox game page), as launchGame answers it; the page speaks
 * the launch's language, as a provider's page does.
 */
function launchFor(repo: Repo, memberId: number, game: Game, language?: string) {
  const ticket = randomBytes(18).toString('base64url');
  repo.gamePlays.launch(memberId, game.id, ticket);
  const url = `/sandbox-games/play/${ticket}${language ? `?lang=${encodeURIComponent(language)}` : ''}`;
  return { content: { game_url: url }, gameUrl: url };
}

/**
 * The featured game's launch (`GCS_gameLaunchFB`, token false in the real table): the merchant's first hot game,
 * for the member whose session comes along; without one it asks for a login (own design).
 */
const gameLaunchFB = defineRoute('gameLaunchFB', {
  auth: 'none',
  handler: ({ merchant, repo, req }) => {
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, merchant) : undefined;
    if (!member) throw new GatewayError(401, 'login.not.session', 'Log in to play');
    const game = repo.games.hot().find((g) => !isVendorEntry(g.code));
    if (!game) throw new GatewayError(200, 'function.not.available', 'No featured game');
    return launchFor(repo, member.id, game);
  },
});

/** A visitor's trial launch: a trial account (as free play opens) playing the game for fun. */
const trialLaunch = defineRoute('trialLaunch', {
  auth: 'none',
  handler: async ({ input, merchant, repo, throttles, req }) => {
    const game = gameOf(repo, input.nodeId ?? input.gameId);
    if (isVendorEntry(game.code)) throw new GatewayError(400, 'request_param_err', 'a vendor entry is not a game');
    const token = tokenOf(req);
    const member = (token ? repo.sessions.member(token, merchant) : undefined) ?? (await openGuest({ repo, throttles, req }, merchant)).guest;
    return launchFor(repo, member.id, game);
  },
});

export const gameRoutes = [gameVendors, gameList, hotGames, favoriteIds, favoriteList, addFavorite, removeFavorite, recentGames, pvpRooms, launchGame, winnerBoard, vassGameType, vendorList, gameMatches, gameLaunchFB, trialLaunch];
