/**
 * Shapes of the host's account, content and system calls (docs/gateway.md#session-calls,
 * docs/gateway.md#content-calls). Fields the contract leaves unknown are Tessera's own, marked so.
 */
import type { GeetestV4Result } from './real-call-types';

/** A banner of an announcement answer (docs/product.md#banners). `linkageType` set: clickable. */
export interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  linkageType?: string | null;
  /** Where a linked banner goes (a site path or an absolute URL); Tessera's field. */
  linkage?: string | null;
  title?: string;
}

/** A notice of the ticker and the notice page; `content` is gateway HTML, sanitised before display. */
export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  /** Epoch ms; Tessera's field. */
  createTime?: number;
}

export interface PopupItem {
  id: number;
  title: string;
  content: string;
  /** A: logged in, B: guest, F: first login. */
  execution: 'A' | 'B' | 'F';
}

/** Promotion types of docs/product.md#promotions, as keys. */
export const PROMOTION_TYPES = [
  'others',
  'sports',
  'live',
  'slots',
  'cards',
  'fish',
  'lotto',
  'rebate',
  'pointsMall',
  'ranking',
  'deposit',
  'appDownload',
  'newbie',
  'gamePromotions',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_BADGES = ['NEWBIE', 'LIMITED', 'SPECIAL OFFER', 'DAILY', 'HIGH RABATE', 'VIP'] as const;
export type PromotionBadge = (typeof PROMOTION_BADGES)[number];

export interface PromotionItem {
  id: number;
  title: string;
  /** Gateway HTML, sanitised before display. */
  content: string;
  promotionType: PromotionType;
  badge?: PromotionBadge | null;
  announcementImages: { imageUrl: string }[];
  /** Epoch ms of the period; Tessera's fields. */
  startTime?: number;
  endTime?: number;
}

export interface AnnouncementsRequest {
  types: string;
  platform: 'W' | 'M';
  execution?: string;
}
export interface AnnouncementsValue {
  banners: Banner[];
  player: NoticeItem[];
  popup: PopupItem[];
  promotion: PromotionItem[];
}

/**
 * A help-centre item as the real gateway sends it (a captured `GET /wps/system/helpCenter` answer): top-level
 * items carry a `tag` (`aboutus`, `deposit`, `withdraw`, `game`, `faqs`), their `children` usually `tag: null`.
 */
export interface HelpItem {
  /** Section anchor (the `/help#tag` hash); null on most children. */
  tag?: string | null;
  title: string;
  /** Gateway HTML, sanitised before display. */
  content: string;
  /** false: the back office hid the item. */
  display?: boolean;
  bgColor?: string | null;
  /** The language code the back office wrote it in, e.g. `EN`. */
  lang?: string;
  children?: HelpItem[];
}

export interface WinnerEntry {
  player: string;
  gameName: string;
  prize: number;
  vassalage?: string;
  /** The gateway's own shape of the same row (docs/gateway.md#game-calls). */
  vo?: { customerName: string; winAmount: number; gameName: string; iconUrl?: string; nodeId?: string; gameType?: string; vendor?: string };
}

export interface DomainRouteValue {
  /**
   * `url`: where the route leads; `pingUrl`: a small call timed from the browser to measure the route
   * (both Tessera's additions; without them the client times `https://<domain>/`).
   */
  domainList: { domain: string; speed?: number; url?: string; pingUrl?: string }[];
  resources?: unknown[];
}

export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
  countryName?: string;
}

/** Register payload (docs/product.md#register); every field but the first three optional per the server's rules. */
export interface RegisterRequest {
  username?: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  login: true;
  registerUrl: string;
  registerMethod: 'WEB';
  geetestValidateV4?: GeetestV4Result;
}

/** SMS code answer: the countdown runs `expiredMinutes * 60` s. */
export interface SmsCodeValue {
  expiredMinutes?: number;
}

export interface FreePlayRequest {
  platform: 'W';
  os: string;
  /** A random string, DES-sealed like a customer-service link. */
  random: string;
}

export interface SetPasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

export interface FeedbackRequest {
  questionType: FeedbackType;
  content: string;
}
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Feedback content bounds (Tessera's choice; the product names bounds without values). */
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;
