/**
 * Request and response shapes of the gateway calls, as api-contract.md records them. Fields the
 * contract marks unknown are typed loosely (`unknown` / index signatures) rather than guessed.
 */
import type { EndpointName } from './endpoints';

/** The WPS envelope (api-contract.md §1.3). */
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

/** Per-field registration rule (spec §3 Login.validate). */
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
  /** DES ciphertext followed by its 8-character key (api-contract.md §2.8). */
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
    whitelabel: WhitelabelNode[];
    register: RegisterRules;
    customerService: CustomerServiceLink[];
    resources: ResourceLink[];
    imageCDNs: string[];
    launchGameCDNs: string[];
    analytics?: { gtagId?: string };
    mainDomain?: string;
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
  isGame?: string;
}
export interface GameListValue {
  games: GameItem[];
  totalPages: number;
  totalCount: number;
}

/** One lottery game of a bare `/lgw/.../game_menu` answer. */
export interface LotteryGame {
  gameId: number;
  gameCode: string;
  gameName: string;
  gameGroupCode?: string;
  drawInterval?: number;
}
/** Bare lottery game-menu answer: groups keyed by group code. */
export type LotteryMenu = Record<string, { groupCode: string; groupName: string; gameMenus: LotteryGame[] }>;

/** Typed request and response (the unwrapped `value`, or the bare body) per endpoint. */
export interface EndpointTypes {
  login: { req: LoginRequest; res: LoginValue };
  logout: { req: void; res: unknown };
  memberInfo: { req: void; res: MemberInfo };
  balance: { req: { typeId?: number } | void; res: WalletBalance };
  systemStatus: { req: void; res: SystemStatus };
  registerSettings: { req: void; res: RegisterRules };
  captcha: { req: { t?: number } | void; res: string };
  gameVendors: { req: { platform?: string; merchantCode?: string; flush?: boolean }; res: VendorLanesValue };
  gameList: { req: GameListRequest; res: GameListValue };
  vnGameMenu: { req: { prizeMode: string; device: 'WEB' }; res: LotteryMenu };
  lotteryGameMenus: { req: { prizeMode: string }; res: LotteryMenu };
}

export type ReqOf<N extends EndpointName> = N extends keyof EndpointTypes ? EndpointTypes[N]['req'] : Record<string, unknown> | void;
export type ResOf<N extends EndpointName> = N extends keyof EndpointTypes ? EndpointTypes[N]['res'] : unknown;
