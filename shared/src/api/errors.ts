/**
 * One error type for every failed call, and one plain shape (`ErrorInfo`) for what a store keeps of any
 * failure. `i18nKey` is always a key of the `common` namespace under `errors.`; the server's own
 * `message` is kept for display when no specific key exists.
 */
import type { CommonResources } from '../i18n/i18n';

/** `invalid`: the gateway answered, but not in the shape the call expects (schemas.ts). */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'timeout' | 'http' | 'encryption' | 'invalid';

/** A key of the `common` namespace under `errors.`, e.g. `errors.network`. */
export type ErrorKey = `errors.${keyof CommonResources['errors'] & string}`;

const KEY_BY_CODE: Record<string, ErrorKey> = {
  'login.not.session': 'errors.notLoggedIn',
  'user.or.token.invalid': 'errors.notLoggedIn',
  CUSTOMER_NOT_LOGIN: 'errors.notLoggedIn',
  USER_NOT_EXIST: 'errors.userNotExist',
  'login.fail': 'errors.wrongCredentials',
  us_forbidden_login_error: 'errors.loginForbidden',
  'function.not.available': 'errors.notAvailable',
  request_param_err: 'errors.badRequest',
  request_body_required: 'errors.badRequest',
  'captcha.error': 'errors.captcha',
  'captcha.invalid': 'errors.captcha',
  too_many_requests: 'errors.tooManyRequests',
  '#727': 'errors.systemBusy',
  maintenance: 'errors.maintenance',
  ip_blocked: 'errors.ipBlocked',
  'balance.insufficient': 'errors.insufficientBalance',
  // Phone verification and the other failures of docs/product.md#errors (codes the sandbox answers with).
  'phone.format.invalid': 'errors.phoneFormat',
  'phone.missing': 'errors.phoneMissing',
  'verification.code.invalid': 'errors.codeInvalid',
  'verification.code.missing': 'errors.codeMissing',
  'verification.code.expired': 'errors.codeExpired',
  geetest_captcha_err: 'errors.captchaCheck',
  // The client's own codes of the slider captcha (host/src/app/slider-captcha), never the gateway's.
  'slider.closed': 'errors.sliderClosed',
  'slider.unavailable': 'errors.sliderUnavailable',
  'sms.quota.exceeded': 'errors.quotaExceeded',
  'operation.not.allowed': 'errors.notAllowed',
  'popup.closed': 'errors.popupClosed',
  'domain.invalid': 'errors.invalidDomain',
  'member.only': 'errors.nonMember',
  'agent.only': 'errors.nonAgent',
  // A login from an unregistered IP whose SMS step expired or took too many wrong codes.
  'login.verification.expired': 'errors.verificationExpired',
  // The gateway's refusals of guessing and flooding: a code burnt by wrong tries, too many wrong
  // codes or passwords from a network or on a number, and "slow down".
  'verification.code.burnt': 'errors.codeBurnt',
  'verification.attempts.exceeded': 'errors.tooManyAttempts',
  'password.attempts.exceeded': 'errors.tooManyAttempts',
  'chat.too_fast': 'errors.slowDown',
  'red_envelope.not_eligible': 'errors.redEnvelopeNotEligible',
  // The rest of the codes the sandbox answers with (completeness.test.ts finds any without a text here or in an app).
  'username.exist': 'errors.usernameTaken',
  'phone.exist': 'errors.phoneTaken',
  'phone.not.exist': 'errors.phoneNotRegistered',
  'system.error': 'errors.systemBusy',
  'live.model.unknown': 'errors.liveHostOffline',
  'red_envelope.no_event': 'errors.redEnvelopeEnded',
  in_need_true_account: 'errors.trialAccount',
};

const KEY_BY_KIND: Record<ApiErrorKind, ErrorKey> = {
  business: 'errors.unknown',
  unauthorized: 'errors.notLoggedIn',
  network: 'errors.network',
  timeout: 'errors.timeout',
  http: 'errors.unknown',
  encryption: 'errors.timeout',
  invalid: 'errors.invalidAnswer',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: string;
  readonly status?: number;
  readonly i18nKey: ErrorKey;
  /** The envelope's `value` on failure (a failed login may carry `{ captcha: true }`). */
  readonly value?: unknown;
  /** The gateway's own message, if it sent one. */
  readonly serverMessage?: string;

  constructor(o: { kind: ApiErrorKind; code?: string; status?: number; message?: string; value?: unknown }) {
    super(o.message || o.code || o.kind);
    this.name = 'ApiError';
    this.kind = o.kind;
    this.code = o.code;
    this.status = o.status;
    this.value = o.value;
    this.serverMessage = o.message;
    // A 404 without a code of ours: the gateway does not have this call (an upstream that does not offer it).
    this.i18nKey = (o.code && KEY_BY_CODE[o.code]) || (o.status === 404 ? 'errors.notAvailable' : KEY_BY_KIND[o.kind]);
  }

  /** True when the gateway asks for the image captcha on the next attempt. */
  get needsCaptcha(): boolean {
    return typeof this.value === 'object' && this.value !== null && Boolean((this.value as { captcha?: unknown }).captcha);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof Error && e.name === 'ApiError';
}

/**
 * What a store keeps of any failure: serialisable (no Error instance in redux state), enough to show the
 * localised message, and to know whether logging in would help (`kind === 'unauthorized'`). Every slice
 * of every app stores failures in this shape; `toErrorInfo` makes one from anything thrown.
 */
export interface ErrorInfo {
  kind: ApiErrorKind | 'unknown';
  /** The i18n key of the message to show, in the `common` namespace. */
  i18nKey: ErrorKey;
  /** The gateway's error code (`errorCode`), when it sent one. */
  code?: string;
  /** HTTP status, when the failure came with one. */
  status?: number;
  /** The gateway's own message, when it sent one; shown where no specific key fits. */
  message?: string;
}

/**
 * The gateway does not offer this call on this site (404, or `function.not.available`): the one feature that
 * needs it shows that it is not available here, without a retry (asking again changes nothing) and never as an
 * error dialog (docs/architecture.md#client-errors).
 */
export function isNotOffered(e: Pick<ErrorInfo, 'code' | 'status' | 'i18nKey'> | null | undefined): boolean {
  return !!e && (e.code === 'function.not.available' || e.i18nKey === 'errors.notAvailable' || e.status === 404);
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (!isApiError(e)) return { kind: 'unknown', i18nKey: 'errors.unknown' };
  const info: ErrorInfo = { kind: e.kind, i18nKey: e.i18nKey };
  if (e.code !== undefined) info.code = e.code;
  if (e.status !== undefined) info.status = e.status;
  if (e.serverMessage) info.message = e.serverMessage;
  return info;
}
