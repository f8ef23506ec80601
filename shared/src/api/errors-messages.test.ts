import en from '../i18n/locales/en.json';
import ty from '../i18n/locales/ty.json';
import { ApiError } from './errors';

// The failures of docs/product.md#errors, each reachable from the code the gateway (or sandbox) answers with.
const CODES: [code: string, key: string][] = [
  ['phone.format.invalid', 'errors.phoneFormat'],
  ['phone.missing', 'errors.phoneMissing'],
  ['too_many_requests', 'errors.tooManyRequests'],
  ['verification.code.invalid', 'errors.codeInvalid'],
  ['verification.code.missing', 'errors.codeMissing'],
  ['verification.code.expired', 'errors.codeExpired'],
  ['geetest_captcha_err', 'errors.captchaCheck'],
  ['sms.quota.exceeded', 'errors.quotaExceeded'],
  ['operation.not.allowed', 'errors.notAllowed'],
  ['popup.closed', 'errors.popupClosed'],
  ['domain.invalid', 'errors.invalidDomain'],
  ['USER_NOT_EXIST', 'errors.userNotExist'],
  ['login.not.session', 'errors.notLoggedIn'],
  ['ip_blocked', 'errors.ipBlocked'],
  ['maintenance', 'errors.maintenance'],
  ['member.only', 'errors.nonMember'],
  ['agent.only', 'errors.nonAgent'],
  ['login.verification.expired', 'errors.verificationExpired'],
];

const text = (locale: typeof en, key: string) => (locale.errors as Record<string, string>)[key.replace('errors.', '')];

describe('error messages', () => {
  it.each(CODES)('%s has its own message in EN and TY', (code, key) => {
    const error = new ApiError({ kind: 'business', code });
    expect(error.i18nKey).toBe(key);
    expect(text(en, key)).toBeTruthy();
    expect(text(ty, key)).toBeTruthy();
    expect(text(ty, key)).not.toBe(text(en, key));
  });

  it('a network failure, a timeout and an unreadable answer each have a clear message', () => {
    expect(new ApiError({ kind: 'network' }).i18nKey).toBe('errors.network');
    expect(new ApiError({ kind: 'timeout' }).i18nKey).toBe('errors.timeout');
    expect(new ApiError({ kind: 'invalid' }).i18nKey).toBe('errors.invalidAnswer');
  });
});
