/**
 * Valibot schemas of the gateway's answers, keyed by endpoint name (docs/architecture.md#client-errors).
 * `api.call` checks every answer against its schema before any app sees it: a malformed answer becomes an
 * `ApiError` of kind `invalid`, which the calling area shows as its error state, instead of a crash deep
 * inside a component. Each schema's output is typed by `EndpointResponse<K>`, so a schema cannot drift
 * from the type the apps read.
 *
 * Objects are loose (fields the product does not read pass through) and check what the product reads.
 * Adding a call to `EndpointTypes` (types.ts)? Add its schema here too (one entry).
 */
import * as v from 'valibot';
import type { EndpointName } from './endpoints';
// With its extension: the server runs this module in Node (tsc rewrites it to start-schemas.js there).
import {
  PROMOTION_BADGES,
  PROMOTION_TYPES,
  START_SCHEMAS,
  bool,
  checkAnswerWith,
  gameItem,
  num,
  opt,
  registerRules,
  str,
  whitelabelTree,
  type AnswerProblem,
  type ResponseSchemas,
} from './start-schemas.ts';
import type { EndpointResponse, HelpItem, LotteryGame } from './types';

export { SCHEMA_PROMOTION_BADGES, SCHEMA_PROMOTION_TYPES, type AnswerProblem, type ResponseSchemas } from './start-schemas.ts';

const walletBalance = v.looseObject({
  sumBalance: num,
  currency: str,
  currencySymbol: str,
  balance: v.array(v.looseObject({ accountTypeId: num, availBalance: num })),
});

const lotteryGame: v.GenericSchema<unknown, LotteryGame> = v.looseObject({
  gameId: num,
  gameCode: str,
  gameName: str,
  gameGroupCode: opt(str),
  drawInterval: opt(num),
});
const helpItem: v.GenericSchema<unknown, HelpItem> = v.looseObject({
  title: str,
  content: str,
  tag: v.nullish(str),
  display: opt(bool),
  bgColor: v.nullish(str),
  lang: opt(str),
  children: opt(v.array(v.lazy(() => helpItem))),
});

const loginValue = v.looseObject({
  token: v.pipe(str, v.minLength(1)),
  firstTimeLogin: opt(bool),
  passwordExpired: opt(bool),
  id: opt(num),
  userName: opt(str),
  customerId: opt(num),
  captcha: opt(bool),
});

const depositRecord = v.looseObject({
  id: num,
  channelId: str,
  amount: num,
  status: v.picklist(['pending', 'credited', 'failed']),
  createdAt: num,
  updatedAt: num,
});
const withdrawRecord = v.looseObject({
  id: num,
  amount: num,
  status: v.picklist(['pending', 'rejected', 'disbursed', 'received', 'disputed']),
  createdAt: num,
  updatedAt: num,
  disbursedAt: v.nullable(num),
  autoConfirmAt: v.nullable(num),
  autoConfirmed: bool,
  hasProof: bool,
});
const memberProfile = v.looseObject({
  nickname: str,
  telegram: str,
  zalo: str,
  birthday: str,
  address: str,
  nationality: str,
  occupation: str,
  sourceOfIncome: str,
  security: v.looseObject({ passwordSet: bool, mobileBound: bool, profileComplete: bool, lastLogin: v.nullable(num) }),
});
const rewardPromotions = v.looseObject({
  list: v.array(
    v.looseObject({
      id: num,
      title: str,
      content: str,
      promotionType: str,
      badge: v.nullable(str),
      imageUrl: str,
      action: v.picklist(['claim', 'join', 'apply']),
      bonus: num,
      status: v.picklist(['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'processing', 'signed', 'joined', 'coming soon']),
      remark: str,
      imageCount: num,
      updatedAt: v.nullable(num),
    }),
  ),
  available: num,
});
const lotteryDraws = v.looseObject({
  gameId: num,
  gameCode: str,
  gameName: str,
  drawInterval: num,
  numeros: v.array(v.looseObject({ numero: str, openTime: num, result: str })),
  next: v.looseObject({ numero: str, openTime: num }),
  serverTime: num,
});
const launchValue = v.looseObject({ content: v.looseObject({ game_url: v.pipe(str, v.minLength(1)) }), gameUrl: opt(str) });
const paged = <T extends v.GenericSchema>(item: T) => ({ list: v.array(item), total: num, page: num, size: num });

const pointBalance = v.looseObject({
  points: num,
  ratio: num,
  earnedTotal: num,
  spentTotal: num,
  earnedByDay: v.array(v.looseObject({ date: str, points: num })),
});
const redeemRecord = v.looseObject({
  id: num,
  rewardId: num,
  rewardName: str,
  points: num,
  status: v.picklist(['process', 'rejected', 'approved']),
  createdAt: num,
  updatedAt: num,
  remark: str,
});

const lotteryMenu = v.record(str, v.looseObject({ gameGroupCode: opt(str), groupName: opt(str), gameMenus: v.array(lotteryGame) }));

const uplineTransferInfo = v.looseObject({
  sender: v.looseObject({ account: str, nickname: str }),
  recipient: v.nullable(v.looseObject({ account: str, nickname: str })),
  available: num,
  minimumAmount: num,
  maximumAmount: num,
  transfers: v.array(v.looseObject({ id: num, recipient: str, amount: num, note: str, time: num })),
});
const agentContract = v.looseObject({
  id: num,
  kind: v.picklist(['dividend', 'daily', 'hourly', 'realtime']),
  upline: str,
  member: str,
  memberId: num,
  rate: num,
  activeMembers: num,
  validBet: num,
  period: v.picklist(['D', 'W', 'H', 'M']),
  status: v.picklist(['offered', 'active', 'rejected', 'terminated']),
  createdAt: num,
  decidedAt: v.nullable(num),
  current: v.looseObject({ from: num, to: num, activeMembers: num, validBet: num, profit: num }),
});
/** A contract call answers the lists for `list` and the one contract acted on for the other actions. */
const contractAnswer = v.union([
  v.looseObject({
    mine: v.array(agentContract),
    offered: v.array(agentContract),
    downline: v.array(v.looseObject({ id: num, username: str })),
    payouts: v.array(v.looseObject({ id: num, from: num, to: num, validBet: num, amount: num, at: num })),
  }),
  agentContract,
]);

/** Every answer's schema: the start calls' (start-schemas.ts) and the rest. */
export const RESPONSE_SCHEMAS = {
  ...START_SCHEMAS,
  login: loginValue,
  logout: v.unknown(),
  memberInfo: v.looseObject({
    id: num,
    account: str,
    nickname: str,
    type: num,
    toUpline: opt(bool),
    clubLabel: opt(v.looseObject({ labelName: str, rankLevel: num })),
    memberLabel: opt(v.array(v.looseObject({ labelName: str, color: opt(str) }))),
    regDate: opt(num),
    mobile: opt(str),
  }),
  captcha: str,
  registerSettings: registerRules,
  updateLanguage: v.unknown(),
  balance: walletBalance,
  consolidatedFunds: v.looseObject({ currency: opt(str), currencySymbol: opt(str) }),
  vnGameMenu: lotteryMenu,
  lotteryGameMenus: lotteryMenu,

  // Accounts and content (docs/gateway.md#session-calls, docs/gateway.md#content-calls)
  register: loginValue,
  registerMobile: loginValue,
  freePlay: loginValue,
  smsNoLogin: v.looseObject({ expiredMinutes: opt(num) }),
  smsRegister: v.looseObject({ expiredMinutes: opt(num) }),
  forgotByEmail: v.unknown(),
  setPasswordByPhone: v.unknown(),
  affiliate: bool,
  helpCenter: v.array(helpItem),
  domainRoute: v.looseObject({ domainList: v.array(v.looseObject({ domain: str, speed: opt(num) })), resources: opt(v.array(v.unknown())) }),
  feedback: v.unknown(),

  // Wallet and member centre (docs/gateway.md#wallet-calls, docs/gateway.md#member-calls)
  merchantWallet: v.looseObject({
    isSingle: bool,
    wallets: v.array(v.looseObject({ accountTypeId: num, name: str, gameType: opt(str), icon: opt(str) })),
  }),
  walletTransfer: v.looseObject({ requestId: str, moved: num, balance: walletBalance }),
  depositSettings: v.looseObject({
    allowDeposit: v.picklist(['Y', 'N']),
    channels: v.array(v.looseObject({ id: str, name: str, kind: str, minAmount: num, maxAmount: num })),
  }),
  deposit: depositRecord,
  depositRecords: v.looseObject({ list: v.array(depositRecord) }),
  memberProfile,
  updateMemberProfile: memberProfile,
  changePassword: v.unknown(),
  withdrawSettings: v.looseObject({
    minimumAmount: num,
    maximumAmount: num,
    autoConfirmMinutes: num,
    payee: v.looseObject({ bankName: str, accountMasked: str }),
  }),
  withdraw: withdrawRecord,
  withdrawRecords: v.looseObject({ list: v.array(withdrawRecord) }),
  withdrawConfirm: v.looseObject({ list: v.array(withdrawRecord) }),
  memberTransactions: v.looseObject({
    list: v.array(
      v.looseObject({
        id: num,
        time: num,
        kind: str,
        accountTypeId: num,
        amount: num,
        ref: str,
        source: opt(v.looseObject({ type: v.picklist(['claim', 'application']), title: str })),
      }),
    ),
    pageNo: num,
    totalCount: num,
    totalPages: num,
    totals: v.looseObject({ credit: num, debit: num }),
  }),
  betRecords: v.looseObject({
    list: v.array(
      v.looseObject({
        id: str,
        time: num,
        gameName: str,
        gameType: str,
        vendor: str,
        vendorName: str,
        bet: num,
        validBet: num,
        payout: num,
        winLoss: num,
        settled: bool,
      }),
    ),
    pageNo: num,
    totalCount: num,
    totalPages: num,
    totals: v.looseObject({ bet: num, validBet: num, payout: num, winLoss: num }),
    gameTypes: v.array(str),
    vendors: v.array(v.looseObject({ code: str, name: str })),
  }),
  profitLoss: v.looseObject({
    days: v.array(v.looseObject({ time: num, bet: num, validBet: num, winLoss: num, bonus: num, profit: num })),
    totals: v.looseObject({ bet: num, validBet: num, winLoss: num, bonus: num, profit: num, deposit: num, withdraw: num }),
  }),
  missionSummary: v.looseObject({
    missions: v.array(
      v.looseObject({
        id: num,
        kind: v.picklist(['rounds', 'validBet', 'deposit']),
        period: v.picklist(['daily', 'weekly']),
        target: num,
        progress: num,
        reward: num,
        completed: bool,
        endsAt: num,
      }),
    ),
    open: num,
    completed: num,
  }),
  missionLeaderboard: v.looseObject({
    startsAt: num,
    endsAt: num,
    list: v.array(v.looseObject({ rank: num, player: str, validBet: num, me: bool })),
    mine: v.looseObject({ rank: v.nullable(num), validBet: num }),
  }),
  unreadCount: num,
  inbox: v.looseObject({
    list: v.array(v.looseObject({ id: num, kind: v.picklist(['system', 'internal']), title: str, html: str, sentAt: num, read: bool })),
    pageNo: num,
    totalCount: num,
    totalPages: num,
    unread: num,
  }),
  readMessages: v.looseObject({ unread: num }),
  availablePromotions: rewardPromotions,
  claimRaffle: rewardPromotions,
  applyActivity: rewardPromotions,

  // Points mall (docs/gateway.md#points-calls)
  pointBalance: pointBalance,
  pointReward: v.looseObject({
    list: v.array(v.looseObject({ id: num, name: str, description: str, imageUrl: str, points: num, stock: v.nullable(num) })),
  }),
  pointConfig: v.looseObject({
    ratio: num,
    minConvert: num,
    betPerPoint: num,
    exchangeRates: v.array(v.looseObject({ fromLevel: num, labelName: str, ratio: num })),
  }),
  redeemPointReward: v.looseObject({ record: redeemRecord, balance: pointBalance }),
  redeemPointList: v.looseObject({ list: v.array(redeemRecord), pageNo: num, totalCount: num, totalPages: num }),
  convertPoint: v.looseObject({ points: num, amount: num, balance: pointBalance }),

  // Games (docs/gateway.md#game-calls)
  hotGames: v.looseObject({ list: v.array(gameItem) }),
  favoriteIds: v.array(str),
  favoriteList: v.looseObject({ content: v.array(gameItem), pageNum: num, totalPages: num }),
  addFavorite: v.unknown(),
  removeFavorite: v.unknown(),
  recentGames: v.looseObject({ list: v.array(gameItem), totalPages: num }),
  launchGame: v.looseObject({ content: v.looseObject({ game_url: v.pipe(str, v.minLength(1)) }), gameUrl: opt(str) }),
  pvpRooms: v.looseObject({
    list: v.array(v.looseObject({ roomId: str, roomName: str, gameCode: str, vassalage: str, minBet: num, players: num, maxPlayers: num })),
  }),

  // Lottery (docs/gateway.md#lottery-calls)
  lotteryPopular: v.array(lotteryGame),
  vnOpenedNumeros: v.record(str, lotteryDraws),
  vnGameMenuRecent: v.array(lotteryGame),
  openedNumero: lotteryDraws,

  // Agent centre (docs/product.md#agent-centre)
  agentTeamSummary: v.looseObject({
    members: num,
    newMembers: num,
    activeMembers: num,
    deposits: num,
    bets: num,
    validBets: num,
    profit: num,
    days: v.array(v.looseObject({ day: str, deposits: num, bets: num, profit: num })),
  }),
  agentTeamMembers: v.looseObject({
    ...paged(
      v.looseObject({ id: num, username: str, nickname: str, type: num, regDate: num, lastLogin: v.nullable(num), balance: num, teamSize: num }),
    ),
    path: v.array(v.looseObject({ id: num, username: str })),
  }),
  agentTeamBets: v.looseObject({
    ...paged(
      v.looseObject({ id: num, username: str, gameName: str, gameType: str, vendor: str, bet: num, validBet: num, payout: num, profit: num, at: num }),
    ),
    totals: v.looseObject({ bet: num, validBet: num, payout: num, profit: num }),
  }),
  agentTeamProfit: v.looseObject(paged(v.looseObject({ id: num, username: str, deposits: num, bets: num, validBets: num, profit: num }))),
  agentTeamLedger: v.looseObject(paged(v.looseObject({ id: num, username: str, kind: str, amount: num, ref: opt(str), at: num }))),
  agentTransfer: v.looseObject({ balance: num, receiverBalance: num, ref: opt(str), at: opt(num) }),
  agentRegister: v.looseObject({ id: num, username: str }),
  agentAnnouncements: v.array(v.looseObject({ id: num, title: str, content: str, at: num })),
  dividend: contractAnswer,
  dailySalary: contractAnswer,
  hourSalary: contractAnswer,
  realTimeSalary: contractAnswer,

  // Member centre: referral and transfer to the upline (docs/gateway.md#member-calls)
  referralDetails: v.looseObject({ referralCode: str, link: str, totalInvitations: num }),
  uplineTransferInfo,
  transferUpline: uplineTransferInfo,
  whitelabel: whitelabelTree,

  // The real tables' other calls (real-call-types.ts, docs/gateway.md#calls)
  vassGameType: v.looseObject({ content: v.record(str, v.record(str, v.array(str))) }),
  memberIcon: v.looseObject({ icon: str }),
  avatar: v.looseObject({ avatar: str, avatarType: str }),
  playerRankProgress: v.looseObject({
    playerRankName: str,
    monthlyTurnover: v.looseObject({ actual: num, expected: num }),
    totalTurnover: v.looseObject({ actual: num, expected: num }),
  }),
  gameLaunchFB: launchValue,
  trialLaunch: launchValue,
  liveModels: v.looseObject({ list: v.array(v.looseObject({ modelId: str, nickname: str, avatar: str, online: bool, viewers: num })) }),
  liveChat: v.looseObject({ chatUrl: str }),
  liveUnread: num,
  livePermission: v.looseObject({ canView: bool, canChat: bool }),
  resetPasswordSms: v.looseObject({ expiredMinutes: num }),
  securityConfig: v.looseObject({ passwordSet: bool, mobileBound: bool, emailBound: bool, paymentPasswordSet: bool }),
  geetest: v.looseObject({ gt: str, enabled: opt(bool) }),
  autoUsername: v.looseObject({ username: str }),
  vendorList: v.looseObject({ list: v.array(v.looseObject({ vassalage: str, displayName: str, gameType: str })) }),
  gameMatches: v.looseObject({ list: v.array(v.looseObject({ matchId: str, vassalage: str, league: str, home: str, away: str, startTime: num })) }),
  lotteryGames: v.array(lotteryGame),
  lotteryOpenedNumero: lotteryDraws,
  lotteryDraws: v.array(v.looseObject({ gameId: num, gameCode: str, gameName: str, numero: str, result: str, openTime: num })),
  lotteryDrawByCode: lotteryDraws,
  lotteryNear: v.looseObject({
    currentNumero: v.looseObject({ numero: str, gameId: num, openTime: num }),
    lastNumero: v.nullable(v.looseObject({ numero: str, result: str, openTime: num })),
  }),
  lotteryMenusRecent: v.array(lotteryGame),
  raffleStatus: v.looseObject({ list: v.array(v.looseObject({ promotionId: num, status: str })) }),
  promotionCategories: v.looseObject({ list: v.array(v.looseObject({ key: str, name: str })) }),
  merchantPromotions: v.looseObject({
    list: v.array(v.looseObject({ id: num, title: str, content: str, promotionType: v.fallback(v.picklist(PROMOTION_TYPES), 'others'), badge: v.fallback(v.nullish(v.picklist(PROMOTION_BADGES)), null), announcementImages: v.array(v.looseObject({ imageUrl: str })) })),
  }),
  promotionClaims: v.looseObject({ list: v.array(v.looseObject({ id: num, title: str, bonus: num, status: str, updatedAt: v.nullable(num) })) }),
  rebateSettings: v.looseObject({ list: v.array(v.looseObject({ productType: str, rate: num })) }),
  jackpot: v.looseObject({ amount: num, currency: str }),
  customerServiceScript: v.looseObject({ scriptUrl: str }),
  systemSettings: v.looseObject({ currency: str, currencySymbol: str, languages: v.array(str), timezone: str }),
  location: v.looseObject({ ip: str, country: opt(str) }),
  templates: v.looseObject({ web: str, mobile: str }),
  paymentConfirmations: v.looseObject({ list: v.array(withdrawRecord) }),
  pointConversionTypes: v.looseObject({ list: v.array(v.looseObject({ type: str, ratio: num })) }),
} satisfies ResponseSchemas;

const schemas: ResponseSchemas = RESPONSE_SCHEMAS;

/**
 * Checks an answer of `name` against its schema: the (loose) parsed value, or the first problem found.
 * An endpoint without a schema passes unchanged.
 */
export function checkAnswer<N extends EndpointName>(name: N, value: unknown): { ok: true; value: EndpointResponse<N> } | { ok: false; problem: AnswerProblem } {
  return checkAnswerWith(schemas, name, value);
}

/**
 * Every place an answer of `name` differs from what the apps read (all issues, not the first), each as
 * `path: message`; an empty list when it fits. For the conformance check of deploy/ (docs/gateway.md#conformance).
 */
export function answerProblems(name: EndpointName, value: unknown): AnswerProblem[] {
  const schema = schemas[name] as v.GenericSchema | undefined;
  if (!schema) return [];
  const result = v.safeParse(schema, value, { abortEarly: false, abortPipeEarly: true });
  if (result.success) return [];
  return result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.expected ? `expected ${issue.expected}, got ${issue.received}` : issue.message }));
}

/** Whether the apps check answers of `name` (an endpoint without a schema passes any answer). */
export const hasSchema = (name: EndpointName): boolean => name in schemas;
