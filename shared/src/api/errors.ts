/**
 * One error type for every failed call. `i18nKey` is always a key of the `common` namespace under
 * `errors.`; the server's own `message` is kept for display when no specific key exists.
 */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'timeout' | 'http' | 'encryption';

const KEY_BY_CODE: Record<string, string> = {
  'login.not.session': 'errors.notLoggedIn',
  'user.or.token.invalid': 'errors.notLoggedIn',
  CUSTOMER_NOT_LOGIN: 'errors.notLoggedIn',
  USER_NOT_EXIST: 'errors.wrongCredentials',
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
};

const KEY_BY_KIND: Record<ApiErrorKind, string> = {
  business: 'errors.unknown',
  unauthorized: 'errors.notLoggedIn',
  network: 'errors.network',
  timeout: 'errors.timeout',
  http: 'errors.unknown',
  encryption: 'errors.timeout',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: string;
  readonly status?: number;
  readonly i18nKey: string;
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
    this.i18nKey = (o.code && KEY_BY_CODE[o.code]) || KEY_BY_KIND[o.kind];
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
 * What a store keeps of a failed call: serialisable (no Error instance in redux state) and enough to
 * show the localised message and to know whether logging in would help.
 */
export interface ErrorInfo {
  /** A key of the `common` namespace, e.g. `errors.network`. */
  i18nKey: string;
  kind: ApiErrorKind | 'unknown';
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (isApiError(e)) return { i18nKey: e.i18nKey, kind: e.kind };
  return { i18nKey: 'errors.unknown', kind: 'unknown' };
}
