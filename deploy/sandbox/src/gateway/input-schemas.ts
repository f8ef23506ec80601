/**
 * The input of every sandbox gateway call, one TypeBox schema per endpoint of the client's table
 * (shared/src/api/endpoints.ts). `mountRoutes` (define-route.ts) checks a call's input against its schema
 * before the handler runs, and `defineRoute` types `ctx.input` as the schema's static type: one schema gives
 * both the check and the type.
 *
 * The input is what the client meant to send: the decrypted payload of an `encrypt` call, the query of a
 * GET or DELETE, else the body. A query arrives as text, so query schemas are checked with type coercion
 * (`'10'` becomes 10, as Fastify does for its own querystrings); a JSON body or payload is checked as sent.
 *
 * The schemas check shape and size only: which fields, of which JSON type, how long. The rules of the
 * simulation (a positive amount with 2 decimals, a registration field's pattern, a period of at most 93 days)
 * stay in the handlers, which answer them with the gateway's own codes. Unknown extra fields are tolerated,
 * as the gateway does (the client sends its platform/device flags everywhere).
 *
 * A refusal answers 400 `request_param_err` in the WPS envelope with `value: { fields: [name] }`, unless
 * the refused field names the code the gateway uses for it (`errorCode`, answered with 200 as the handler's
 * own check would be): e.g. a password that is not a string is still `password.format`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { EndpointName } from '#shared/api/endpoints';

/** Longest username and password a login takes (routes/session.ts answers longer ones the same way). */
const USERNAME_MAX = 64;
const PASSWORD_MAX = 128;

/** Longest text of an ordinary field: codes, names, filters. */
const SHORT = 200;
/** Longest free text: notes, feedback, chat lines, remarks (the handlers cap them far lower). */
const LONG = 4_000;

const opt = Type.Optional;
/** Text up to `max` characters. */
const text = (max = SHORT, extra: Record<string, unknown> = {}) => Type.String({ maxLength: max, ...extra });
/** A field that carries the gateway's own refusal code when it is not the right JSON type. */
const coded = (errorCode: string, max = SHORT) => text(max, { errorCode });
/**
 * A number the client may also send as text (an amount typed into a field, an id read from a URL): either
 * JSON type, never coerced, so the handler's strict reading decides (`'0x10'`, `'1e3'` are refused there).
 */
const numeric = () => Type.Unsafe<number | string>({ type: ['number', 'string'], maxLength: 64 });
/** A whole number in a query string; '' (the client's "not set") is tolerated as the handlers do. */
const queryInt = () => Type.Union([Type.Integer(), Type.Literal('')]);
/** The client's idempotency key of a money move (its pattern is the handler's, answered with its message). */
const requestId = () => text(128);
/** Paging of a list read from the query. */
const paging = { pageNo: opt(queryInt()), pageSize: opt(queryInt()) };
/** A member's report range in epoch milliseconds, from the query. */
const range = { startTime: opt(queryInt()), endTime: opt(queryInt()) };
/** An agent report's period: local days and the reader's offset from UTC, with paging and a name filter. */
const agentPeriod = { from: opt(text(40)), to: opt(text(40)), utcOffset: opt(queryInt()), keyword: opt(text()), page: opt(queryInt()), size: opt(queryInt()) };
/**
 * A field the real web client may send as `null` as well as leave out: its forms start some fields at null
 * (the login's `captcha` while no captcha is shown, the registration's `referralCode`) and reset every field of a
 * form to null (docs/gateway.md#sandbox-fidelity). Handlers read null as not given.
 */
const nullable = <T extends TSchema>(schema: T) => opt(Type.Union([schema, Type.Null()]));
/** No fields read (extra fields tolerated). */
const none = () => Type.Object({});
const obj = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => Type.Object(properties);

/**
 * GeeTest v4's result (docs/gateway.md#geetest): the object getValidate() answers, or the same as JSON text.
 * Whether it is good is domain/geetest.ts's check, answered with `geetest_captcha_err`.
 */
const geetestV4 = () => {
  const part = (max: number) => opt(coded('geetest_captcha_err', max));
  const result = Type.Object({ captcha_id: part(64), lot_number: part(64), pass_token: part(128), gen_time: part(16), captcha_output: part(512) }, { errorCode: 'geetest_captcha_err' });
  return opt(Type.Union([result, coded('geetest_captcha_err', 1_000)], { errorCode: 'geetest_captcha_err' }));
};

/**
 * Fields of the registration forms (docs/product.md#field-rules); the rules themselves are the handler's. Every
 * text field may be null: the real client's form starts `referralCode` at null and its reset sets them all to null.
 */
const registerFields = {
  username: nullable(text(64)),
  password: nullable(text(128)),
  confirmPassword: nullable(text(128)),
  payeeName: nullable(text()),
  email: nullable(text()),
  qqNum: nullable(text()),
  mobileNum: nullable(text(40)),
  recommenderId: nullable(text()),
  captcha: nullable(text(40)),
  verificationCode: nullable(text(40)),
  affiliateCode: nullable(text(64)),
  paymentPassword: nullable(text(128)),
  line: nullable(text()),
  whatsapp: nullable(text()),
  facebook: nullable(text()),
  wechat: nullable(text()),
  idNumber: nullable(text()),
  referralCode: nullable(text(64)),
  domain: nullable(text(300)),
  countryDialingCode: nullable(text(8)),
  registerUrl: nullable(text(2_000)),
  registerMethod: nullable(text(16)),
  login: opt(Type.Boolean()),
  geetestValidateV4: geetestV4(),
};

/** A contract call's action and its terms (routes/contracts.ts): a query on two of the calls, a body on two. */
const contract = () =>
  obj({
    action: opt(text(16)),
    id: opt(numeric()),
    memberId: opt(numeric()),
    rate: opt(numeric()),
    activeMembers: opt(numeric()),
    validBet: opt(numeric()),
    period: opt(text(4)),
    confirmLower: opt(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  });

/**
 * Every endpoint the sandbox answers → the schema of its input. `satisfies` keeps each entry's own type
 * (so `ctx.input` is exact) while checking every key is an endpoint of the client's table.
 */
export const INPUT_SCHEMAS = {
  // -- calls of the real client's tables that take nothing (or only what the envelope carries)
  autoUsername: none(),
  avatar: none(),
  customerServiceScript: none(),
  gameLaunchFB: none(),
  jackpot: none(),
  liveModels: none(),
  livePermission: none(),
  liveUnread: none(),
  location: none(),
  lotteryMenusRecent: none(),
  memberIcon: none(),
  merchantPromotions: none(),
  paymentConfirmations: none(),
  playerRankProgress: none(),
  pointConversionTypes: none(),
  promotionCategories: none(),
  promotionClaims: none(),
  raffleStatus: none(),
  securityConfig: none(),
  systemSettings: none(),
  templates: none(),
  vassGameType: none(),
  vendorList: none(),
  whitelabel: none(),
  // -- calls of the real client's tables with fields
  gameMatches: obj({ vassalage: opt(text(64)) }),
  geetest: obj({ product: opt(text(40)) }),
  liveChat: obj({ modelId: opt(numeric()) }),
  lotteryDrawByCode: obj({ gameCode: opt(text(64)) }),
  lotteryDraws: obj({ prizeMode: opt(text(40)) }),
  lotteryGames: obj({ prizeMode: opt(text(40)) }),
  lotteryOpenedNumero: obj({ gameCode: opt(text(64)) }),
  lotteryNear: obj({
    gameId: opt(numeric()),
    backUrl: opt(text(2_000)),
    language: opt(text(16)),
    launchMode: opt(text(40)),
    lottoArea: opt(text(40)),
    lottoGameCode: opt(text(64)),
    lottoPrizeMode: opt(text(40)),
    lottoView: opt(text(40)),
  }),
  rebateSettings: obj({ productType: opt(numeric()) }),
  resetPasswordSms: obj({ mobileNum: opt(text(40)), countryDialingCode: nullable(text(8)), geetestValidateV4: geetestV4() }),
  trialLaunch: obj({ gameId: opt(numeric()), nodeId: opt(numeric()) }),
  // -- session
  rsaKey: none(),
  // The real client sends `captcha: null` while no captcha is shown, and no captcha at all (with `type: ''`) in the
  // login that follows a reset by phone.
  login: obj({
    username: opt(text(USERNAME_MAX)),
    password: opt(text(PASSWORD_MAX)),
    captcha: nullable(text(40)),
    type: nullable(text(16)),
    countryDialingCode: nullable(text(8)),
    geetestValidateV4: geetestV4(),
  }),
  loginVerification: obj({ ticket: opt(text(128)), verificationCode: opt(text(40)) }),
  logout: none(),
  captcha: obj({ t: opt(queryInt()) }),
  // -- account
  country: none(),
  smsNoLogin: obj({ mobileNum: opt(text(40)), countryDialingCode: nullable(text(8)), geetestValidateV4: geetestV4() }),
  smsRegister: obj({ mobileNo: nullable(text(40)), countryDialingCode: nullable(text(8)), geetestValidateV4: geetestV4() }),
  register: obj(registerFields),
  registerMobile: obj(registerFields),
  affiliate: obj({ code: opt(text(64)), domain: opt(text(300)) }),
  forgotByEmail: obj({ username: opt(text(64)), email: opt(text()) }),
  setPasswordByPhone: obj({ mobileNum: opt(text(40)), countryDialingCode: nullable(text(8)), newPassword: opt(text(128)), verificationCode: opt(text(40)) }),
  freePlay: obj({ platform: opt(text(64)), os: opt(text(64)), random: opt(text(128)) }),
  // -- member, profile
  memberInfo: none(),
  updateLanguage: obj({ language: opt(text(16)) }),
  memberProfile: none(),
  updateMemberProfile: obj({
    nickname: opt(text()),
    telegram: opt(text()),
    zalo: opt(text()),
    birthday: opt(text(40)),
    address: opt(text(1_000)),
    nationality: opt(text()),
    occupation: opt(text()),
    sourceOfIncome: opt(text()),
  }),
  changePassword: obj({
    oldPassword: opt(coded('password.format', 1_000)),
    newPassword: opt(coded('password.format', 1_000)),
    confirmNewPassword: opt(coded('password.format', 1_000)),
  }),
  referralDetails: obj({ autoGenerate: opt(Type.Boolean()) }),
  // -- system, content, widgets
  systemStatus: none(),
  registerSettings: none(),
  announcements: obj({ types: opt(text(64)), platform: opt(text(64)), execution: opt(text(64)) }),
  helpCenter: obj({ lang: opt(text(16)), device: opt(text(16)) }),
  domainRoute: obj({ device: opt(text(16)) }),
  feedback: obj({ questionType: opt(text(64)), content: opt(text(LONG)) }),
  redEnvelope: none(),
  openRedEnvelope: obj({ eventId: opt(numeric()) }),
  chatMessages: obj({ afterId: opt(queryInt()) }),
  chatSend: obj({ text: opt(text(LONG)) }),
  domainPing: obj({ line: opt(text(300)) }),
  // -- wallet, funds
  balance: obj({ typeId: opt(queryInt()) }),
  consolidatedFunds: none(),
  merchantWallet: none(),
  walletTransfer: obj({
    requestId: opt(requestId()),
    fromAccountTypeId: opt(numeric()),
    toAccountTypeId: opt(numeric()),
    amount: opt(numeric()),
    returnAll: opt(Type.Boolean()),
  }),
  depositSettings: none(),
  deposit: obj({ requestId: opt(requestId()), channelId: opt(text(64)), amount: opt(numeric()) }),
  depositRecords: none(),
  withdrawSettings: none(),
  withdraw: obj({ requestId: opt(requestId()), amount: opt(numeric()), paymentPassword: opt(coded('password.payment.wrong', 1_000)) }),
  withdrawRecords: none(),
  // The proof is a data URL of up to 5 MB (its route's body limit bounds it).
  withdrawConfirm: obj({ id: opt(numeric()), received: opt(Type.Boolean()), proof: opt(Type.String()), confirmAll: opt(Type.Boolean()) }),
  uplineTransferInfo: none(),
  transferUpline: obj({
    requestId: opt(requestId()),
    amount: opt(numeric()),
    note: opt(coded('upline.note', LONG)),
    paymentPassword: opt(coded('password.payment.wrong', 1_000)),
  }),
  // -- records, reports
  memberTransactions: obj({ type: opt(text(32)), ...range, ...paging }),
  betRecords: obj({ gameType: opt(text(64)), vendor: opt(text(64)), ...range, ...paging }),
  profitLoss: obj(range),
  missionSummary: none(),
  missionLeaderboard: none(),
  // -- messages, rewards, points
  unreadCount: none(),
  inbox: obj({ kind: opt(text(16)), ...paging }),
  readMessages: obj({ ids: opt(Type.Union([Type.Literal('all'), Type.Array(Type.Integer(), { maxItems: 1_000 })])) }),
  availablePromotions: none(),
  claimRaffle: obj({ promotionId: opt(numeric()) }),
  // Images are data URLs of up to 5 MB each (the route's body limit bounds them); the count is the handler's rule.
  applyActivity: obj({ promotionId: opt(numeric()), remark: opt(text(LONG)), images: opt(Type.Array(Type.String(), { maxItems: 20 })) }),
  pointBalance: none(),
  pointReward: none(),
  pointConfig: none(),
  redeemPointReward: obj({ requestId: opt(requestId()), rewardId: opt(numeric()), password: opt(coded('password.payment.wrong', 1_000)) }),
  redeemPointList: obj(paging),
  convertPoint: obj({ requestId: opt(requestId()), points: opt(numeric()), password: opt(coded('password.payment.wrong', 1_000)) }),
  // -- games
  gameVendors: obj({ platform: opt(text(64)), merchantCode: opt(text(64)), flush: opt(Type.Boolean()) }),
  gameList: obj({
    clientType: opt(queryInt()),
    platform: opt(text(64)),
    merchant: opt(text(64)),
    gameType: opt(text(64)),
    vassalage: opt(text(64)),
    gameClassify: opt(text(64)),
    gameName: opt(text()),
    minBet: opt(text(32)),
    language: opt(text(16)),
    ...paging,
  }),
  hotGames: obj({ merchantCode: opt(text(64)), vassalage: opt(text(64)), gameType: opt(text(64)), platform: opt(text(64)), language: opt(text(16)) }),
  favoriteIds: none(),
  favoriteList: obj({ gameType: opt(text(64)), platform: opt(text(64)), language: opt(text(16)), ...paging }),
  addFavorite: obj({ nodeId: opt(numeric()), vendor: opt(text(64)), gameType: opt(text(64)) }),
  removeFavorite: obj({ nodeId: opt(numeric()), vendor: opt(text(64)), gameType: opt(text(64)) }),
  recentGames: obj({ gameType: opt(text(64)), ...paging }),
  pvpRooms: obj({ vassalage: opt(text(64)), gameCode: opt(text(64)) }),
  // A game launch and the lottery launch are the same call, told apart by lottoArea (docs/gateway.md#lottery-calls).
  launchGame: obj({
    gameId: opt(text(64)),
    nodeId: opt(text(64)),
    roomId: opt(text(64)),
    vassalage: opt(text(64)),
    gameType: opt(text(64)),
    platform: opt(text(64)),
    clientType: opt(queryInt()),
    launchMode: opt(text(16)),
    accountType: opt(queryInt()),
    language: opt(text(16)),
    backUrl: opt(text(2_000)),
    lottoArea: opt(text(16)),
    lottoPrizeMode: opt(text(32)),
    lottoGameCode: opt(text(64)),
    lottoView: opt(text(16)),
    device: opt(text(16)),
  }),
  winnerBoard: obj({ limitNum: opt(queryInt()) }),
  // -- lottery (/lgw, /lotto)
  vnGameMenu: obj({ prizeMode: opt(text(32)), device: opt(text(16)) }),
  lotteryGameMenus: obj({ prizeMode: opt(text(32)) }),
  lotteryPopular: obj({ count: opt(queryInt()), prizeMode: opt(text(32)), device: opt(text(16)), language: opt(text(16)) }),
  vnOpenedNumeros: obj({ count: opt(queryInt()), prizeMode: opt(text(32)), gameCode: opt(text(64)) }),
  vnGameMenuRecent: obj({ prizeMode: opt(text(32)) }),
  openedNumero: obj({ gameCode: opt(text(64)) }),
  // -- agent centre
  agentTeamSummary: obj({ from: agentPeriod.from, to: agentPeriod.to, utcOffset: agentPeriod.utcOffset }),
  agentTeamMembers: obj({ parentId: opt(queryInt()), keyword: opt(text()), page: opt(queryInt()), size: opt(queryInt()) }),
  agentTeamBets: obj(agentPeriod),
  agentTeamProfit: obj(agentPeriod),
  agentTeamLedger: obj({ ...agentPeriod, kind: opt(text(32)) }),
  agentTransfer: obj({ requestId: opt(requestId()), amount: opt(numeric()), toId: opt(numeric()), toUpline: opt(Type.Boolean()) }),
  agentRegister: obj({ username: opt(text(64)), password: opt(text(128)), confirmPassword: opt(text(128)), type: opt(numeric()) }),
  agentAnnouncements: none(),
  dividend: contract(),
  dailySalary: contract(),
  hourSalary: contract(),
  realTimeSalary: contract(),
} satisfies Partial<Record<EndpointName, TSchema>>;

export type InputSchemas = typeof INPUT_SCHEMAS;

/** The checked input of endpoint K: the static type of its schema. */
export type InputOf<K extends EndpointName> = K extends keyof InputSchemas ? Static<InputSchemas[K]> : never;

/** The schema of an endpoint's input, or undefined when the table lacks one (the listing test fails on it). */
export function inputSchemaOf(name: EndpointName): TSchema | undefined {
  return (INPUT_SCHEMAS as Partial<Record<EndpointName, TSchema>>)[name];
}
