/**
 * Request and response shapes of the gateway calls, as docs/gateway.md#calls records them. Fields the
 * contract marks unknown are typed loosely (`unknown` / index signatures) rather than guessed.
 */
import type { EndpointName } from './endpoints';
import type {
  AgentAnnouncement,
  AgentContract,
  ContractRequest,
  ContractsValue,
  AgentPeriodQuery,
  AgentRegisterRequest,
  AgentRegisterValue,
  AgentTransferRequest,
  AgentTransferValue,
  TeamBetsValue,
  TeamLedgerRequest,
  TeamLedgerValue,
  TeamMembersRequest,
  TeamMembersValue,
  TeamProfitValue,
  TeamSummary,
} from './agent-types';

export type { EndpointName } from './endpoints';
export type * from './account-types';
import type {
  AnnouncementsRequest,
  AnnouncementsValue,
  CountryEntry,
  DomainRouteValue,
  FeedbackRequest,
  FreePlayRequest,
  HelpItem,
  RegisterRequest,
  SetPasswordByPhoneRequest,
  SmsCodeValue,
  WinnerEntry,
} from './account-types';
export type * from './agent-types';
export type * from './widget-types';
export type * from './real-call-types';
import type { GeetestV4Result, RealCallTypes } from './real-call-types';
import type { ChatMessage, ChatMessagesRequest, ChatMessagesValue, ChatSendRequest, OpenRedEnvelopeRequest, OpenRedEnvelopeValue, RedEnvelopeValue } from './widget-types';

/** The WPS envelope (docs/gateway.md#envelope). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message?: string;
  errorCode?: string;
}

export type LoginType = 'username' | 'sms' | 'firebase';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  geetestValidateV4?: GeetestV4Result;
}
export interface LoginValue {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  id?: number;
  userName?: string;
  customerId?: number;
  /** Present on a failed login when the image captcha must be shown. */
  captcha?: boolean;
  [extra: string]: unknown;
}

/**
 * A login from an address the member never used (module LOGINIPVERF3): the gateway refuses it with
 * errorCode `login.ip.unverified` and this `value`, then `loginVerification` finishes it. The shape is
 * Tessera's design (the call is in the gateway's tables, its payload unknown).
 */
export interface LoginIpChallenge {
  verification: true;
  /** Opaque; names the pending login for the follow-up calls. */
  ticket: string;
  /** The member's mobile with all but its last digits hidden, e.g. `*******4567`. */
  mobile: string;
}
/** Without `verificationCode` the gateway sends the code by SMS; with it, it finishes the login. */
export interface LoginVerificationRequest {
  ticket: string;
  verificationCode?: string;
}
export type LoginVerificationValue = LoginValue | { expiredMinutes: number };

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
}
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Account type: 1, 2, 41, 42 agent; 4 trial; 0 plain member. */
  type: number;
  toUpline?: boolean;
  clubLabel?: ClubLabel;
  memberLabel?: { labelName: string; color?: string }[];
  regDate?: number;
  mobile?: string;
}

export interface WalletBalance {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
  balance: { accountTypeId: number; availBalance: number }[];
}

/** One white-label module switch; `enabled` is the string "1" or "0". */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}

/** Per-field registration rule (Login.validate, docs/product.md#field-rules). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: string;
  /** A regular expression; "*" means any. */
  acceptedPattern: string;
}
export type RegisterRules = Record<string, FieldRule>;

export interface CustomerServiceLink {
  csType: string;
  /** DES ciphertext followed by its 8-character key (docs/gateway.md#customer-service-links). */
  path: string;
}
export interface ResourceLink {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
  labelNameEn?: string;
}

export interface SystemStatus {
  maintenance: false | { title?: string; endTime?: string; message?: string };
  regionRestriction: boolean;
  location: { ip: string; country?: string };
  info: {
    /** One root node in the real answer; a list of nodes from older gateways (the schema reads both as a list). */
    whitelabel: WhitelabelNode | WhitelabelNode[];
    register: RegisterRules;
    customerService: CustomerServiceLink[];
    resources: ResourceLink[];
    imageCDNs: string[];
    launchGameCDNs: string[];
    analytics?: { gtagId?: string };
    mainDomain?: string;
    /** The site's domains (the real client keeps them as its domain list). */
    domainRoute?: { domain: string; speed?: number }[];
  };
}

export interface VendorCard {
  vassalage: string;
  displayName: string;
  gameType: string;
  isHot: 0 | 1;
  accountTypeId?: number;
  accountTypeName?: string;
  smallIcon?: string;
  lagerIcon?: string;
}
export interface GameClassify {
  key: string;
  displayName: string;
  gameCount: number;
  vendors?: string[];
}
export interface VendorLane {
  title: string;
  cards: VendorCard[];
  gameClassify: GameClassify[];
}
export interface VendorLanesValue {
  data: { lanes: VendorLane[] };
}

export interface GameListRequest {
  clientType: 3;
  platform: string;
  merchant: string;
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: string;
  pageNo: number;
  pageSize: number;
  language?: string;
}
export interface GameItem {
  nodeId: string;
  gameId: string;
  gameName: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  iconUrl: string;
  minBet?: number;
  gameClassify?: string;
  /** `VASSALAGE`: the tile stands for a whole vendor (opens its list); the real client's reads (contract notes). */
  isGame?: string;
  /** The vendor's label the real tile shows (evidenced field). */
  displayName?: string;
  /** The tile picture the real client prefers over `iconUrl`, and the fallback it shows when that fails. */
  showIcon?: string;
  defaultIcon?: string;
  /** The game's name in the lobby tree. */
  nodeName?: string;
}
export interface GameListValue {
  games: GameItem[];
  totalPages: number;
  totalCount: number;
}

/** Hot list query (docs/gateway.md#game-calls): isPlatform 2; an empty vassalage asks for every vendor. */
export interface HotGamesRequest {
  merchantCode?: string;
  isPlatform: 2;
  vassalage?: string;
  platform?: string;
  language?: string;
}
/** Favourite add/remove (V2): the game's nodeId, its vassalage as `vendor`, and its game type. */
export interface FavoriteToggleRequest {
  nodeId: string;
  vendor: string;
  gameType: string;
}
export interface FavoriteListRequest {
  clientType: 3;
  platform: string;
  language?: string;
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface FavoriteListValue {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
}
export interface RecentGamesRequest {
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface RecentGamesValue {
  list: GameItem[];
  totalPages: number;
}
/** Third-party launch: `launchMode` is required (the gateway answers #727 without it); accountType 1 real, 0 free. */
export interface LaunchGameRequest {
  gameId?: string;
  nodeId?: string;
  vassalage: string;
  gameType: string;
  platform: string;
  clientType: number;
  launchMode: 'GLS';
  accountType?: 0 | 1;
  language?: string;
  roomId?: string;
  backUrl?: string;
}
export interface LaunchGameValue {
  content: { game_url: string };
  /** Older and PVP answers. */
  gameUrl?: string;
}
/** One PVP room (the gateway's shape is unrecorded; these are the fields the room list shows). */
export interface PvpRoom {
  roomId: string;
  roomName: string;
  gameCode: string;
  vassalage: string;
  minBet: number;
  players: number;
  maxPlayers: number;
}

/** One lottery game of a bare `/lgw/.../game_menu` answer. */
export interface LotteryGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  gameGroupCode?: string;
  drawInterval?: number;
  /** The game's artwork (sandbox: `/cdn/TCG_LOTTERY/<gameCode>.png`). */
  imageUrl?: string;
}
/** Bare lottery game-menu answer: groups keyed by group code. */
/**
 * A lottery menu: group key → group. The real client reads each group's `gameGroupCode` (main chunk); `groupName`
 * is the sandbox's (assumed). A gateway that leaves either out is read by the key.
 */
export type LotteryMenu = Record<string, { gameGroupCode?: string; groupName?: string; gameMenus: LotteryGame[] }>;
/** The lottery launch: the launchGame call with `lottoArea` (docs/gateway.md#lottery-calls). */
export interface LotteryLaunchRequest {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: string;
  lottoGameCode?: string;
  /** `betting` with a game code, else `lobby`. */
  lottoView: 'betting' | 'lobby';
  device: 'WEB';
  backUrl: string;
  language: string;
}
/** One opened draw of a lottery game. */
export interface LotteryDraw {
  numero: string;
  /** When the draw opened, ms since the epoch. */
  openTime: number;
  /** Digits (`48213`) or picked numbers, comma separated. */
  result: string;
}
/** A game's latest opened draws (newest first) and its next draw. */
export interface LotteryGameDraws {
  gameId: number;
  gameCode: string;
  gameName: string;
  drawInterval: number;
  numeros: LotteryDraw[];
  next: { numero: string; openTime: number };
  /** The gateway's clock when it answered, so a countdown does not depend on the browser's clock. */
  serverTime: number;
}
/** Bare opened-numbers answer: one entry per game, keyed by game code. */
export type LotteryNumeros = Record<string, LotteryGameDraws>;

/**
 * `/wps/member/info/funds/consolidated`: the contract and salary flags that switch agent pages on
 * (docs/gateway.md#member-calls; the gateway types them loosely: booleans, '1'/'0', codes, lists) and the currency.
 */
export interface ConsolidatedFunds {
  divtypereq?: unknown;
  divtypeinfo?: unknown;
  dailysalreqtype?: unknown;
  dailysalinfotype?: unknown;
  contractmrdailysalinfotype?: unknown;
  contracthoursalreq?: unknown;
  contracthoursalinfo?: unknown;
  realtimesalreqtype?: unknown;
  currency?: string;
  currencySymbol?: string;
  [field: string]: unknown;
}

/** `GCS_merchantWallet`: whether the merchant runs one wallet, and the wallets a member can hold (main first). */
export interface MerchantWallet {
  isSingle: boolean;
  wallets: { accountTypeId: number; name: string; gameType?: string; icon?: string }[];
}

/**
 * `GCS_walletTransfer` (shape designed by the sandbox, docs/gateway.md#wallet-calls): one move between two
 * wallets, or every vendor wallet back to main with `returnAll`. `requestId` is the idempotency key: the
 * same id twice moves money once and answers the first result again. `amount` in currency units, 2 decimals.
 */
export type WalletTransferRequest =
  | { requestId: string; fromAccountTypeId: number; toAccountTypeId: number; amount: number }
  | { requestId: string; returnAll: true };
export interface WalletTransferValue {
  requestId: string;
  /** Total moved, in currency units. */
  moved: number;
  balance: WalletBalance;
}

/** A deposit channel and its amount limits, in currency units. */
export interface DepositChannel {
  id: string;
  name: string;
  /** A short kind the page picks an icon by: bank, ewallet, qr. */
  kind: string;
  minAmount: number;
  maxAmount: number;
}
export interface DepositSettings {
  allowDeposit: 'Y' | 'N';
  channels: DepositChannel[];
}
export type DepositStatus = 'pending' | 'credited' | 'failed';
export interface DepositRecord {
  id: number;
  channelId: string;
  amount: number;
  status: DepositStatus;
  createdAt: number;
  updatedAt: number;
}
export interface DepositRequest {
  requestId: string;
  channelId: string;
  amount: number;
}

/** The profile fields of "my account" (docs/product.md#member-centre); empty string = not set. */
export interface MemberProfileFields {
  nickname: string;
  telegram: string;
  zalo: string;
  /** YYYY-MM-DD. */
  birthday: string;
  address: string;
  nationality: string;
  occupation: string;
  sourceOfIncome: string;
}
export interface MemberProfile extends MemberProfileFields {
  security: { passwordSet: boolean; mobileBound: boolean; profileComplete: boolean; lastLogin: number | null };
}
export interface WithdrawSettings {
  minimumAmount: number;
  maximumAmount: number;
  /** A disbursed withdrawal not confirmed within this many minutes counts as received. */
  autoConfirmMinutes: number;
  /** Where the money goes, masked. */
  payee: { bankName: string; accountMasked: string };
}
/** docs/product.md#member-centre: pending → rejected | disbursed → received | disputed. */
export type WithdrawStatus = 'pending' | 'rejected' | 'disbursed' | 'received' | 'disputed';
export interface WithdrawRecord {
  id: number;
  amount: number;
  status: WithdrawStatus;
  createdAt: number;
  updatedAt: number;
  disbursedAt: number | null;
  /** When a disbursed one will count as received. */
  autoConfirmAt: number | null;
  autoConfirmed: boolean;
  hasProof: boolean;
}
export interface WithdrawRequest {
  requestId: string;
  amount: number;
  paymentPassword: string;
}
/** Confirm one (received, or not received with a png/jpg proof of at most 5 MB as a data URL), or all. */
export type WithdrawConfirmRequest = { id: number; received: true } | { id: number; received: false; proof: string } | { confirmAll: true };

/** Account-record types of `ODSFE2_MemTransDet` (sandbox design, docs/gateway.md#points-calls). */
/** `points`: the points ledger (the points mall's details; `amount` is then signed points, not money). */
export type MemberTransactionType = 'all' | 'deposit' | 'withdraw' | 'transfer' | 'bet' | 'win' | 'bonus' | 'points';
export interface MemberTransactionsRequest {
  /** Epoch ms, inclusive / exclusive. */
  startTime: number;
  endTime: number;
  type: MemberTransactionType;
  pageNo: number;
  pageSize: number;
}
export interface MemberTransaction {
  id: number;
  time: number;
  /** Ledger kind: deposit, withdraw, withdraw-refund, transfer-in, transfer-out, game-bet, game-win, lottery-bet … */
  kind: string;
  accountTypeId: number;
  /** Signed: money in is positive. */
  amount: number;
  ref: string;
  /** A bonus row's origin (sandbox design): the promotion it was claimed from or applied for, by its title. */
  source?: { type: 'claim' | 'application'; title: string };
}
export interface MemberTransactionsValue {
  list: MemberTransaction[];
  pageNo: number;
  totalCount: number;
  totalPages: number;
  /** Of the whole range and type, not just this page. */
  totals: { credit: number; debit: number };
}

/**
 * Betting records (personalHistoryCopy) and personal profit and loss (personalProfit): the gateway's calls
 * are not recorded, these are the sandbox's design (docs/gateway.md#member-report-calls). Times are epoch
 * ms, the end exclusive; amounts are currency units.
 */
export interface BetRecordsRequest {
  startTime: number;
  endTime: number;
  /** A game type (RNG, LIVE, ELOTT …) or '' for all. */
  gameType?: string;
  /** A vendor code or '' for all. */
  vendor?: string;
  pageNo: number;
  pageSize: number;
}
export interface BetRecord {
  id: string;
  time: number;
  gameName: string;
  gameType: string;
  vendor: string;
  /** The vendor's display name. */
  vendorName: string;
  bet: number;
  /** 0 until the bet is settled. */
  validBet: number;
  payout: number;
  /** Payout less bet; 0 until settled. */
  winLoss: number;
  settled: boolean;
}
export interface BetTotals {
  bet: number;
  validBet: number;
  payout: number;
  winLoss: number;
}
export interface BetRecordsValue {
  list: BetRecord[];
  pageNo: number;
  totalCount: number;
  totalPages: number;
  /** Of the whole filtered range, not just this page. */
  totals: BetTotals;
  /** What the filters offer: the game types and vendors of the member's bets in the range. */
  gameTypes: string[];
  vendors: { code: string; name: string }[];
}
export interface ProfitLossDay {
  /** Start of the day: startTime plus whole days (the client's local midnights). */
  time: number;
  bet: number;
  validBet: number;
  winLoss: number;
  bonus: number;
  /** winLoss + bonus. */
  profit: number;
}
export interface ProfitLossValue {
  /** Every day of the range, oldest first, days without bets included. */
  days: ProfitLossDay[];
  totals: { bet: number; validBet: number; winLoss: number; bonus: number; profit: number; deposit: number; withdraw: number };
}

/** Missions (missionLeaderboard; answer shapes unknown, the sandbox's design: docs/gateway.md#member-report-calls). */
export type MissionKind = 'rounds' | 'validBet' | 'deposit';
export interface Mission {
  id: number;
  kind: MissionKind;
  period: 'daily' | 'weekly';
  /** A number of bets for `rounds`, a currency amount otherwise; progress likewise, capped at the target. */
  target: number;
  progress: number;
  reward: number;
  completed: boolean;
  endsAt: number;
}
export interface MissionSummary {
  missions: Mission[];
  /** Missions not yet completed in their period: the menu's count badge. */
  open: number;
  completed: number;
}
export interface MissionLeader {
  rank: number;
  /** Masked username, e.g. `ag***5`. */
  player: string;
  validBet: number;
  me: boolean;
}
export interface MissionLeaderboardValue {
  startsAt: number;
  endsAt: number;
  list: MissionLeader[];
  /** The member's own place; rank null without a bet this week. */
  mine: { rank: number | null; validBet: number };
}

/** One inbox message (messageV2); `html` is unsanitised back-office HTML. */
export interface InboxMessage {
  id: number;
  kind: 'system' | 'internal';
  title: string;
  html: string;
  sentAt: number;
  read: boolean;
}
export interface InboxValue {
  list: InboxMessage[];
  pageNo: number;
  totalCount: number;
  totalPages: number;
  unread: number;
}

/** What a promotion of the reward centre asks: claim a bonus, join, or apply (remark and images). */
export type RewardAction = 'claim' | 'join' | 'apply';
/** The spec's activity statuses as the reward centre labels them (docs/product.md#member-centre). */
export type RewardStatusLabel = 'join' | 'claim' | 'applying' | 'closed' | 'rejected' | 'issued' | 'claimed' | 'processing' | 'signed' | 'joined' | 'coming soon';
export interface RewardPromotion {
  id: number;
  title: string;
  /** Back-office HTML, sanitised before display. */
  content: string;
  promotionType: string;
  badge: string | null;
  imageUrl: string;
  action: RewardAction;
  /** Bonus paid on claim or when an application is issued, in currency units (0: none). */
  bonus: number;
  status: RewardStatusLabel;
  remark: string;
  imageCount: number;
  updatedAt: number | null;
}
export interface RewardPromotionsValue {
  list: RewardPromotion[];
  /** Promotions the member can still claim or join (the menu badge). */
  available: number;
}
export interface ApplyActivityRequest {
  promotionId: number;
  /** At most 140 characters. */
  remark: string;
  /** Up to 3 png/jpg data URLs of at most 5 MB each. */
  images: string[];
}

export interface ReferralDetails {
  referralCode: string;
  /** The site's address with `?referralCode=`, which the register form reads. */
  link: string;
  totalInvitations: number;
}

/** Transfer to the upline: the spec's transfer message (sender, recipient, amount, note). */
export interface UplineTransferInfo {
  sender: { account: string; nickname: string };
  /** null: this account has no upline. */
  recipient: { account: string; nickname: string } | null;
  /** The main wallet, in currency units. */
  available: number;
  minimumAmount: number;
  maximumAmount: number;
  transfers: { id: number; recipient: string; amount: number; note: string; time: number }[];
}
export interface TransferUplineRequest {
  requestId: string;
  amount: number;
  /** 1 to 100 characters. */
  note: string;
  paymentPassword: string;
}

/**
 * The points mall (docs/gateway.md#points-calls; the gateway's answer shapes are unknown, these are the
 * sandbox's design). Points are whole numbers and never expire. `ratio`: points that convert to 1 unit of
 * the merchant's currency, by VIP level.
 */
export interface PointBalance {
  points: number;
  ratio: number;
  /** Points earned and spent since the account opened. */
  earnedTotal: number;
  spentTotal: number;
  /** Points earned per day over the last 30 days (YYYY-MM-DD, oldest first), for the chart. */
  earnedByDay: { date: string; points: number }[];
}
export interface PointReward {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  /** Points needed for one redeem (the requirement). */
  points: number;
  /** Left in stock; null: unlimited. */
  stock: number | null;
}
export interface PointConfig {
  /** This member's ratio (points per currency unit). */
  ratio: number;
  /** Smallest conversion, in points. */
  minConvert: number;
  /** Valid bet (currency units) that earns one point. */
  betPerPoint: number;
  /** The exchange-rate table: the ratio of each VIP level from `fromLevel` up. */
  exchangeRates: { fromLevel: number; labelName: string; ratio: number }[];
}
/** docs/product.md#points-mall: in process → approved, or rejected (points returned). */
export type RedeemStatus = 'process' | 'rejected' | 'approved';
export interface RedeemRecord {
  id: number;
  rewardId: number;
  rewardName: string;
  points: number;
  status: RedeemStatus;
  createdAt: number;
  updatedAt: number;
  /** Why it was rejected; empty otherwise. */
  remark: string;
}
export interface RedeemPointRequest {
  requestId: string;
  rewardId: number;
  /** The login password (checked by the gateway's passwordCheck relay). */
  password: string;
}
export interface ConvertPointRequest {
  requestId: string;
  points: number;
  password: string;
}
export interface ConvertPointValue {
  /** Points converted and the currency amount credited to the main wallet. */
  points: number;
  amount: number;
  balance: PointBalance;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Request and response (the unwrapped `value`, or the bare body on /lgw) of the endpoints the product
 * calls. An endpoint not listed here is typed `unknown` both ways until a caller needs it: add its entry
 * here when you first call it. `void` means no payload.
 */
export interface EndpointTypes extends RealCallTypes {
  login: { req: LoginRequest; res: LoginValue };
  loginVerification: { req: LoginVerificationRequest; res: LoginVerificationValue };
  logout: { req: void; res: unknown };
  memberInfo: { req: void; res: MemberInfo };
  /** The captcha image: base64 PNG. */
  captcha: { req: { t?: number } | void; res: string };
  systemStatus: { req: void; res: SystemStatus };
  registerSettings: { req: void; res: RegisterRules };
  /** The gateway's answer is not recorded (docs/gateway.md#member-calls); the product ignores it. */
  updateLanguage: { req: { language: string }; res: unknown };
  register: { req: RegisterRequest; res: LoginValue };
  registerMobile: { req: RegisterRequest; res: LoginValue };
  smsNoLogin: { req: { mobileNum: string; countryDialingCode: string; geetestValidateV4?: GeetestV4Result }; res: SmsCodeValue };
  smsRegister: { req: { mobileNo: string; countryDialingCode: string; geetestValidateV4?: GeetestV4Result }; res: SmsCodeValue };
  forgotByEmail: { req: { username: string; email: string }; res: unknown };
  setPasswordByPhone: { req: SetPasswordByPhoneRequest; res: unknown };
  freePlay: { req: FreePlayRequest; res: LoginValue };
  /** Whether an affiliate code is valid for the domain (the answer's `value` is the verdict). */
  affiliate: { req: { code: string; domain: string }; res: boolean };
  country: { req: void; res: CountryEntry[] };
  announcements: { req: AnnouncementsRequest; res: AnnouncementsValue };
  helpCenter: { req: { lang: string; device: 'WEB' }; res: HelpItem[] };
  winnerBoard: { req: void; res: { list: WinnerEntry[] } };
  domainRoute: { req: { device: 'WEB' }; res: DomainRouteValue };
  feedback: { req: FeedbackRequest; res: unknown };
  redEnvelope: { req: void; res: RedEnvelopeValue };
  openRedEnvelope: { req: OpenRedEnvelopeRequest; res: OpenRedEnvelopeValue };
  chatMessages: { req: ChatMessagesRequest; res: ChatMessagesValue };
  chatSend: { req: ChatSendRequest; res: ChatMessage };
  /** A route's ping: the answer itself does not matter, its round trip does. */
  domainPing: { req: { line?: string }; res: null };
  balance: { req: { typeId?: number } | void; res: WalletBalance };
  consolidatedFunds: { req: void; res: ConsolidatedFunds };
  merchantWallet: { req: void; res: MerchantWallet };
  walletTransfer: { req: WalletTransferRequest; res: WalletTransferValue };
  depositSettings: { req: void; res: DepositSettings };
  deposit: { req: DepositRequest; res: DepositRecord };
  depositRecords: { req: void; res: { list: DepositRecord[] } };
  memberProfile: { req: void; res: MemberProfile };
  updateMemberProfile: { req: Partial<MemberProfileFields>; res: MemberProfile };
  changePassword: { req: ChangePasswordRequest; res: unknown };
  uplineTransferInfo: { req: void; res: UplineTransferInfo };
  transferUpline: { req: TransferUplineRequest; res: UplineTransferInfo };
  referralDetails: { req: { autoGenerate?: boolean } | void; res: ReferralDetails };
  withdrawSettings: { req: void; res: WithdrawSettings };
  withdraw: { req: WithdrawRequest; res: WithdrawRecord };
  withdrawRecords: { req: void; res: { list: WithdrawRecord[] } };
  withdrawConfirm: { req: WithdrawConfirmRequest; res: { list: WithdrawRecord[] } };
  memberTransactions: { req: MemberTransactionsRequest; res: MemberTransactionsValue };
  betRecords: { req: BetRecordsRequest; res: BetRecordsValue };
  profitLoss: { req: { startTime: number; endTime: number }; res: ProfitLossValue };
  missionSummary: { req: void; res: MissionSummary };
  missionLeaderboard: { req: void; res: MissionLeaderboardValue };
  pointBalance: { req: void; res: PointBalance };
  pointReward: { req: void; res: { list: PointReward[] } };
  pointConfig: { req: void; res: PointConfig };
  redeemPointReward: { req: RedeemPointRequest; res: { record: RedeemRecord; balance: PointBalance } };
  redeemPointList: { req: { pageNo?: number; pageSize?: number } | void; res: { list: RedeemRecord[]; pageNo: number; totalCount: number; totalPages: number } };
  convertPoint: { req: ConvertPointRequest; res: ConvertPointValue };
  /** The number of unread messages. */
  unreadCount: { req: void; res: number };
  inbox: { req: { kind?: 'all' | 'system' | 'internal'; pageNo?: number; pageSize?: number }; res: InboxValue };
  readMessages: { req: { ids: number[] | 'all' }; res: { unread: number } };
  availablePromotions: { req: void; res: RewardPromotionsValue };
  claimRaffle: { req: { promotionId: number }; res: RewardPromotionsValue };
  applyActivity: { req: ApplyActivityRequest; res: RewardPromotionsValue };
  gameVendors: { req: { platform?: string; merchantCode?: string; flush?: boolean }; res: VendorLanesValue };
  gameList: { req: GameListRequest; res: GameListValue };
  hotGames: { req: HotGamesRequest; res: { list: GameItem[] } };
  /** The member's favourite nodeIds. */
  favoriteIds: { req: void; res: string[] };
  favoriteList: { req: FavoriteListRequest; res: FavoriteListValue };
  addFavorite: { req: FavoriteToggleRequest; res: unknown };
  removeFavorite: { req: FavoriteToggleRequest; res: unknown };
  recentGames: { req: RecentGamesRequest; res: RecentGamesValue };
  launchGame: { req: LaunchGameRequest | LotteryLaunchRequest; res: LaunchGameValue };
  pvpRooms: { req: { vassalage?: string; gameCode?: string }; res: { list: PvpRoom[] } };
  vnGameMenu: { req: { prizeMode: string; device: 'WEB' }; res: LotteryMenu };
  lotteryGameMenus: { req: { prizeMode: string }; res: LotteryMenu };
  lotteryPopular: { req: { count: number; prizeMode: string; device: 'WEB'; language: string }; res: LotteryGame[] };
  vnOpenedNumeros: { req: { count: number; prizeMode?: string; gameCode?: string }; res: LotteryNumeros };
  vnGameMenuRecent: { req: { prizeMode?: string }; res: LotteryGame[] };
  openedNumero: { req: { gameCode: string }; res: LotteryGameDraws };
  agentTeamSummary: { req: { from: string; to: string; utcOffset?: number }; res: TeamSummary };
  agentTeamMembers: { req: TeamMembersRequest; res: TeamMembersValue };
  agentTeamBets: { req: AgentPeriodQuery; res: TeamBetsValue };
  agentTeamProfit: { req: AgentPeriodQuery; res: TeamProfitValue };
  agentTeamLedger: { req: TeamLedgerRequest; res: TeamLedgerValue };
  agentTransfer: { req: AgentTransferRequest; res: AgentTransferValue };
  agentRegister: { req: AgentRegisterRequest; res: AgentRegisterValue };
  agentAnnouncements: { req: void; res: AgentAnnouncement[] };
  /** The four contract calls take an action; `list` answers ContractsValue, the others the contract. */
  dividend: { req: ContractRequest; res: ContractsValue | AgentContract };
  dailySalary: { req: ContractRequest; res: ContractsValue | AgentContract };
  hourSalary: { req: ContractRequest; res: ContractsValue | AgentContract };
  realTimeSalary: { req: ContractRequest; res: ContractsValue | AgentContract };
}

// Every key of EndpointTypes names an endpoint of the table (a renamed endpoint fails to compile here).
type _ListedAreEndpoints<K extends EndpointName> = K;
type _EndpointTypesChecked = _ListedAreEndpoints<keyof EndpointTypes>;

/** What `api.call(name, payload)` sends for an endpoint (the sandbox types its routes with it too). */
export type EndpointRequest<K extends EndpointName> = K extends keyof EndpointTypes ? EndpointTypes[K]['req'] : unknown;
/** What `api.call(name)` resolves to for an endpoint: the envelope's `value`, or the bare /lgw body. */
export type EndpointResponse<K extends EndpointName> = K extends keyof EndpointTypes ? EndpointTypes[K]['res'] : unknown;
