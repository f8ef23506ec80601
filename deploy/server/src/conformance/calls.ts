/**
 * The read-only calls the conformance check runs, each with the request the real web client sends where it is
 * evidenced (its store code in the compiled main chunk, docs/gateway.md#calls) and Tessera's own otherwise. The
 * replay test runs the same list against the sandbox. Launches, trial accounts and anything that writes are not
 * here; neither are the agent centre's calls (they need an agent's login).
 */
import type { EndpointName } from '#shared/api/endpoints';

export interface CallContext {
  merchant: string;
  /** Upper-case language code, as the `language` header. */
  language: string;
  now: number;
  /** The answers of earlier calls (a draw call needs a game the game list named). */
  answers: Partial<Record<EndpointName, unknown>>;
}

export interface ReadCall {
  name: EndpointName;
  /** The query the call sends (every call here is a GET). */
  request?: (ctx: CallContext) => Record<string, string | number | boolean>;
  /** `member`: needs a login; its token goes along. */
  needs?: 'member';
  /** Where the request's shape comes from. */
  shape: 'real client' | 'own design';
}

const DAY = 86_400_000;
const lastWeek = (ctx: CallContext) => ({ startTime: ctx.now - 7 * DAY, endTime: ctx.now });
/** A lottery game the gateway named in the newer table's game list. */
function firstLotteryGame(ctx: CallContext): { gameId: number; gameCode: string } {
  const games = ctx.answers.lotteryGames;
  const g = Array.isArray(games) ? (games[0] as { gameId?: unknown; gameCode?: unknown } | undefined) : undefined;
  return { gameId: Number(g?.gameId ?? 0), gameCode: String(g?.gameCode ?? '') };
}

export const READ_CALLS: readonly ReadCall[] = [
  // Boot (the real client's order): status, menu tree, registration rules, countries, hot games, winners, lanes.
  { name: 'systemStatus', shape: 'real client' },
  { name: 'whitelabel', shape: 'real client' },
  { name: 'registerSettings', shape: 'real client' },
  { name: 'country', shape: 'real client' },
  { name: 'hotGames', shape: 'real client', request: (c) => ({ merchantCode: c.merchant, isPlatform: 2, vassalage: '', platform: 'html5-desktop', language: c.language }) },
  { name: 'winnerBoard', shape: 'real client', request: (c) => ({ gameCategory: 'ALL', language: c.language, limitNum: 20 }) },
  { name: 'gameVendors', shape: 'real client', request: () => ({ platform: 'html5-desktop', flush: true }) },
  { name: 'announcements', shape: 'real client', request: () => ({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }) },
  { name: 'captcha', shape: 'real client', request: (c) => ({ t: c.now }) },
  { name: 'helpCenter', shape: 'real client', request: (c) => ({ lang: c.language, device: 'WEB' }) },
  { name: 'domainRoute', shape: 'own design', request: () => ({ device: 'WEB' }) },
  {
    name: 'gameList',
    shape: 'real client',
    request: (c) => ({ clientType: 3, platform: 'flash,html5-desktop', merchant: c.merchant, gameType: 'RNG', pageNo: 1, pageSize: 24, vassalage: '', gameClassify: '', language: c.language }),
  },
  { name: 'lotteryGameMenus', shape: 'real client', request: () => ({ prizeMode: 'Lott' }) },
  { name: 'vnGameMenu', shape: 'real client', request: () => ({ prizeMode: 'LOTT', device: 'WEB' }) },
  { name: 'lotteryPopular', shape: 'own design', request: (c) => ({ count: 20, prizeMode: 'LOTT', device: 'WEB', language: c.language }) },
  { name: 'vnOpenedNumeros', shape: 'own design', request: () => ({ count: 10, prizeMode: 'LOTT' }) },
  { name: 'lotteryGames', shape: 'own design', request: () => ({ prizeMode: 'LOTT' }) },
  { name: 'lotteryDraws', shape: 'own design', request: () => ({ prizeMode: 'LOTT' }) },
  { name: 'lotteryDrawByCode', shape: 'own design', request: (c) => ({ gameCode: firstLotteryGame(c).gameCode }) },
  { name: 'lotteryNear', shape: 'real client', request: (c) => ({ gameId: firstLotteryGame(c).gameId }) },
  { name: 'vendorList', shape: 'own design' },
  { name: 'gameMatches', shape: 'own design' },
  { name: 'geetest', shape: 'real client', request: () => ({ product: 'login' }) },
  { name: 'promotionCategories', shape: 'own design' },
  { name: 'merchantPromotions', shape: 'own design' },
  { name: 'jackpot', shape: 'own design' },
  { name: 'customerServiceScript', shape: 'own design' },
  { name: 'systemSettings', shape: 'own design' },
  { name: 'location', shape: 'own design' },
  { name: 'templates', shape: 'own design' },
  { name: 'liveModels', shape: 'real client' },
  { name: 'liveChat', shape: 'real client' },

  // After login (the real client's order): member, favourites, consolidated funds, balance, unread count, …
  { name: 'memberInfo', needs: 'member', shape: 'real client' },
  { name: 'favoriteIds', needs: 'member', shape: 'real client' },
  { name: 'consolidatedFunds', needs: 'member', shape: 'real client' },
  { name: 'balance', needs: 'member', shape: 'own design', request: () => ({ typeId: 0 }) },
  { name: 'unreadCount', needs: 'member', shape: 'real client' },
  { name: 'merchantWallet', needs: 'member', shape: 'real client' },
  { name: 'memberIcon', needs: 'member', shape: 'real client' },
  { name: 'vassGameType', needs: 'member', shape: 'real client' },
  {
    name: 'favoriteList',
    needs: 'member',
    shape: 'real client',
    request: (c) => ({ clientType: 3, platform: 'flash', language: c.language, pageNo: 1, pageSize: 999, gameType: 'RNG' }),
  },
  { name: 'recentGames', needs: 'member', shape: 'own design', request: () => ({ pageNo: 1, pageSize: 24 }) },
  { name: 'pvpRooms', needs: 'member', shape: 'own design' },
  { name: 'vnGameMenuRecent', needs: 'member', shape: 'own design', request: () => ({ prizeMode: 'LOTT' }) },
  { name: 'lotteryMenusRecent', needs: 'member', shape: 'own design' },
  { name: 'openedNumero', needs: 'member', shape: 'own design', request: (c) => ({ gameCode: firstLotteryGame(c).gameCode }) },
  { name: 'lotteryOpenedNumero', needs: 'member', shape: 'own design', request: (c) => ({ gameCode: firstLotteryGame(c).gameCode }) },
  { name: 'missionSummary', needs: 'member', shape: 'real client' },
  { name: 'missionLeaderboard', needs: 'member', shape: 'real client' },
  { name: 'avatar', needs: 'member', shape: 'own design' },
  { name: 'playerRankProgress', needs: 'member', shape: 'own design' },
  { name: 'securityConfig', needs: 'member', shape: 'own design' },
  { name: 'memberProfile', needs: 'member', shape: 'own design' },
  { name: 'referralDetails', needs: 'member', shape: 'own design' },
  { name: 'depositSettings', needs: 'member', shape: 'own design' },
  { name: 'depositRecords', needs: 'member', shape: 'own design' },
  { name: 'withdrawSettings', needs: 'member', shape: 'own design', request: () => ({ groupId: 0 }) },
  { name: 'withdrawRecords', needs: 'member', shape: 'own design' },
  { name: 'paymentConfirmations', needs: 'member', shape: 'own design' },
  { name: 'uplineTransferInfo', needs: 'member', shape: 'own design' },
  { name: 'memberTransactions', needs: 'member', shape: 'own design', request: (c) => ({ ...lastWeek(c), type: 'all', pageNo: 1, pageSize: 20 }) },
  { name: 'betRecords', needs: 'member', shape: 'own design', request: (c) => ({ ...lastWeek(c), gameType: '', vendor: '', pageNo: 1, pageSize: 20 }) },
  { name: 'profitLoss', needs: 'member', shape: 'own design', request: lastWeek },
  { name: 'inbox', needs: 'member', shape: 'own design', request: () => ({ kind: 'all', pageNo: 1, pageSize: 10 }) },
  { name: 'availablePromotions', needs: 'member', shape: 'own design' },
  { name: 'raffleStatus', needs: 'member', shape: 'own design' },
  { name: 'promotionClaims', needs: 'member', shape: 'own design' },
  { name: 'rebateSettings', needs: 'member', shape: 'own design' },
  { name: 'pointBalance', needs: 'member', shape: 'own design' },
  { name: 'pointReward', needs: 'member', shape: 'own design' },
  { name: 'pointConfig', needs: 'member', shape: 'own design' },
  { name: 'redeemPointList', needs: 'member', shape: 'own design', request: () => ({ pageNo: 1, pageSize: 10 }) },
  { name: 'pointConversionTypes', needs: 'member', shape: 'own design' },
  { name: 'liveUnread', needs: 'member', shape: 'own design' },
  { name: 'livePermission', needs: 'member', shape: 'own design' },
];
