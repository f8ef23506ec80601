import { LANGUAGES } from '../i18n/i18n';
import { ApiError, toErrorInfo } from './errors';

// The gateway's refusals of guessing and flooding, each shown in the player's language.
const REFUSALS: [code: string, key: string][] = [
  ['verification.code.burnt', 'errors.codeBurnt'],
  ['verification.attempts.exceeded', 'errors.tooManyAttempts'],
  ['password.attempts.exceeded', 'errors.tooManyAttempts'],
  ['too_many_requests', 'errors.tooManyRequests'],
  ['chat.too_fast', 'errors.slowDown'],
  ['red_envelope.not_eligible', 'errors.redEnvelopeNotEligible'],
];

// eslint-disable-next-line @typescript-eslint/no-require-imports
const locale = (lng: string) => require(`../i18n/locales/${lng}.json`) as { errors: Record<string, string> };

describe('security: refusals — messages of the account-takeover limits', () => {
  it.each(REFUSALS)('%s is shown with its own message in all 7 languages', (code, key) => {
    const info = toErrorInfo(new ApiError({ kind: 'business', code, message: 'server text' }));
    expect(info.i18nKey).toBe(key);
    const name = key.replace('errors.', '');
    const english = locale('en').errors[name];
    expect(english).toBeTruthy();
    for (const lng of LANGUAGES) {
      const text = locale(lng).errors[name];
      expect(text).toBeTruthy();
      if (lng !== 'en') expect(text).not.toBe(english);
    }
  });
});
