/**
 * Request and answer types of the calls the real client's tables name beyond what the product used before
 * (shared/src/api/evidence/real-client-tables.ts). Where a field is evidenced, its doc comment says so; every
 * other shape is Tessera's own design, marked in docs/gateway.md.
 */
import type { LotteryGame, LotteryGameDraws, WhitelabelNode, WithdrawRecord } from './types';
import type { PromotionItem } from './account-types';


/** `GCSGAME_getVassGameType`: game type → vendor code → the game classes that vendor has (contract notes). */
export interface VassGameTypeValue {
  content: Record<string, Record<string, string[]>>;
}

/** `/wps/member/info/icon`: the member's profile picture (own design). */
export interface MemberIconValue {
  /** Image URL; empty when the member has none. */
  icon: string;
}

/** `GCS_gameLaunchFB`: a launch of the merchant's featured ("FB") game (own design beyond the launch URL). */
export interface GameLaunchFBValue {
  content: { game_url: string };
  gameUrl?: string;
}

/** `CBS_modelList`: live streamers (own design; the real client only logs the answer). */
export interface LiveModel {
  modelId: string;
  nickname: string;
  avatar: string;
  online: boolean;
  viewers: number;
}
export interface LiveModelsValue {
  list: LiveModel[];
}
/** `CBS_launchChat`: `chatUrl` is what the real client reads (main chunk, evidenced). */
export interface LiveChatValue {
  chatUrl: string;
}
export interface LivePermissionValue {
  canView: boolean;
  canChat: boolean;
}

export interface SecurityConfigValue {
  passwordSet: boolean;
  mobileBound: boolean;
  emailBound: boolean;
  paymentPasswordSet: boolean;
}
/**
 * `/wps/captcha/geetest`: `gt` is the GeeTest id (contract notes, weak); empty when off. `enabled` is the
 * sandbox's own addition (the real answer is only known to carry `gt`).
 */
export interface GeetestValue {
  gt: string;
  enabled?: boolean;
}
/** GeeTest v4's result (its widget's getValidate()), sent as `geetestValidateV4` with login, register and SMS sends. */
export interface GeetestV4Result {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}
/** The products `/wps/captcha/geetest` is asked for (docs/gateway.md#geetest). */
export type GeetestProduct = 'login' | 'register' | 'sms';
export interface AutoUsernameValue {
  username: string;
}

export interface VendorListItem {
  vassalage: string;
  displayName: string;
  gameType: string;
}
export interface GameMatch {
  matchId: string;
  vassalage: string;
  league: string;
  home: string;
  away: string;
  startTime: number;
}
export interface TrialLaunchRequest {
  gameId: string;
  nodeId?: string;
  vassalage: string;
  gameType?: string;
  platform?: string;
  language?: string;
}

/** `/lgw/draw`: the latest opened draw of every game (own design). */
export interface LotteryLatestDraw {
  gameId: number;
  gameCode: string;
  gameName: string;
  numero: string;
  result: string;
  openTime: number;
}
/** `/lgw/numeros/near`: `currentNumero.numero` and `gameId` are what a test script reads (seen). */
export interface LotteryNearValue {
  currentNumero: { numero: string; gameId: number; openTime: number };
  lastNumero: { numero: string; result: string; openTime: number } | null;
}

export interface RaffleStatus {
  promotionId: number;
  status: string;
}
export interface PromotionCategory {
  key: string;
  name: string;
}
export interface PromotionClaim {
  id: number;
  title: string;
  bonus: number;
  status: string;
  updatedAt: number | null;
}
export interface RebateSetting {
  productType: string;
  /** Percent of the valid bet. */
  rate: number;
}
export interface JackpotValue {
  amount: number;
  currency: string;
}
export interface CustomerServiceScriptValue {
  /** URL of the chat widget script the merchant configured, empty when none. */
  scriptUrl: string;
}
export interface SystemSettingsValue {
  currency: string;
  currencySymbol: string;
  languages: string[];
  timezone: string;
}
export interface LocationValue {
  ip: string;
  country?: string;
}
export interface TemplatesValue {
  web: string;
  mobile: string;
}
export interface PointConversionType {
  type: string;
  ratio: number;
}

export interface RealCallTypes {
  whitelabel: { req: void; res: WhitelabelNode | WhitelabelNode[] };
  vassGameType: { req: void; res: VassGameTypeValue };
  memberIcon: { req: void; res: MemberIconValue };
  avatar: { req: void; res: { avatar: string; avatarType: string } };
  playerRankProgress: { req: void; res: { playerRankName: string; monthlyTurnover: { actual: number; expected: number }; totalTurnover: { actual: number; expected: number } } };
  gameLaunchFB: { req: { language?: string } | void; res: GameLaunchFBValue };
  liveModels: { req: void; res: LiveModelsValue };
  liveChat: { req: { modelId?: string } | void; res: LiveChatValue };
  liveUnread: { req: void; res: number };
  livePermission: { req: void; res: LivePermissionValue };
  resetPasswordSms: { req: { mobileNum: string; countryDialingCode: string }; res: { expiredMinutes: number } };
  securityConfig: { req: void; res: SecurityConfigValue };
  geetest: { req: { product: GeetestProduct }; res: GeetestValue };
  autoUsername: { req: void; res: AutoUsernameValue };
  vendorList: { req: void; res: { list: VendorListItem[] } };
  gameMatches: { req: { vassalage?: string } | void; res: { list: GameMatch[] } };
  trialLaunch: { req: TrialLaunchRequest; res: GameLaunchFBValue };
  lotteryGames: { req: { prizeMode?: string } | void; res: LotteryGame[] };
  lotteryOpenedNumero: { req: { gameCode: string }; res: LotteryGameDraws };
  lotteryDraws: { req: { prizeMode?: string } | void; res: LotteryLatestDraw[] };
  lotteryDrawByCode: { req: { gameCode: string }; res: LotteryGameDraws };
  lotteryNear: { req: { gameId: number }; res: LotteryNearValue };
  lotteryMenusRecent: { req: void; res: LotteryGame[] };
  raffleStatus: { req: void; res: { list: RaffleStatus[] } };
  promotionCategories: { req: void; res: { list: PromotionCategory[] } };
  merchantPromotions: { req: void; res: { list: PromotionItem[] } };
  promotionClaims: { req: void; res: { list: PromotionClaim[] } };
  rebateSettings: { req: { productType?: string } | void; res: { list: RebateSetting[] } };
  jackpot: { req: void; res: JackpotValue };
  customerServiceScript: { req: void; res: CustomerServiceScriptValue };
  systemSettings: { req: void; res: SystemSettingsValue };
  location: { req: void; res: LocationValue };
  templates: { req: void; res: TemplatesValue };
  paymentConfirmations: { req: void; res: { list: WithdrawRecord[] } };
  pointConversionTypes: { req: void; res: { list: PointConversionType[] } };
}
