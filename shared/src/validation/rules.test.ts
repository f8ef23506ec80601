import type { FieldRule, RegisterRules } from '../api/types';
import {
  changePasswordErrors,
  checkRule,
  feedbackErrors,
  forgotEmailErrors,
  forgotPhoneErrors,
  hintOf,
  loginErrors,
  patternOf,
  registerErrors,
  visibleRegisterFields,
  type RegisterContext,
} from './rules';

const rule = (over: Partial<FieldRule>): FieldRule => ({ enabled: true, required: false, minLength: 1, maxLength: 50, patternId: 'any', acceptedPattern: '*', ...over });
const rules: RegisterRules = {
  username: rule({ required: true, minLength: 6, maxLength: 16, patternId: 'letterFirstAlnum', acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$' }),
  password: rule({ required: true, minLength: 6, maxLength: 20, patternId: 'alnum', acceptedPattern: '^[a-zA-Z0-9]{6,20}$' }),
  payeeName: rule({ required: true, minLength: 2, maxLength: 50 }),
  email: rule({ minLength: 5, maxLength: 100, patternId: 'email', acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  mobileNum: rule({ minLength: 7, maxLength: 15, patternId: 'digits', acceptedPattern: '^[0-9]{7,15}$' }),
  qqNum: rule({ enabled: false }),
  paymentPassword: rule({ enabled: true, minLength: 6, maxLength: 6, patternId: 'digits', acceptedPattern: '^[0-9]{6}$' }),
  affiliateCode: rule({ patternId: 'alnum', acceptedPattern: '^[a-zA-Z0-9]{1,30}$' }),
};
const ctx = (over: Partial<RegisterContext> = {}): RegisterContext => ({ mode: 'username', rules, smsEnabled: false, affiliateShown: true, ...over });
const good = { username: 'newplayer1', password: 'Secret12', confirmPassword: 'Secret12', payeeName: 'Juan Cruz', paymentPassword: '123456', age: true, terms: true };

describe('field rules', () => {
  it('treats "*" as any and anchors a bare pattern', () => {
    expect(patternOf(rule({ acceptedPattern: '*' })).test('anything at all')).toBe(true);
    expect(patternOf(rule({ acceptedPattern: '[0-9]+' })).test('12a')).toBe(false);
  });

  it('builds the hint from the pattern id with min and max, one number when equal', () => {
    expect(hintOf(rules.username!)).toEqual({ key: 'hint.letterFirstAlnum', params: { range: '6-16', min: 6, max: 16 } });
    expect(hintOf(rules.paymentPassword!).params?.range).toBe('6');
    expect(hintOf(rule({ patternId: 'unknown-id' })).key).toBe('hint.any');
  });

  it('answers the hint when a value breaks its rule, nothing when it keeps it', () => {
    expect(checkRule('1abcdef', rules.username!)?.key).toBe('hint.letterFirstAlnum');
    expect(checkRule('abc', rules.username!)?.key).toBe('hint.letterFirstAlnum');
    expect(checkRule('abcdef1', rules.username!)).toBeNull();
    expect(checkRule('', rules.email!)).toBeNull();
    expect(checkRule('', rules.payeeName!)?.key).toBe('required');
  });
});

describe('login', () => {
  it('needs username and password, or mobile and code on the SMS tab, and the captcha once shown', () => {
    expect(Object.keys(loginErrors({ type: 'username', username: '  ', password: '' }, false))).toEqual(['username', 'password']);
    expect(loginErrors({ type: 'username', username: 'a', password: 'b' }, true).captcha?.key).toBe('required');
    expect(loginErrors({ type: 'sms', mobileNum: '12ab', code: '' }, false)).toEqual({ mobileNum: { key: 'mobile' }, code: { key: 'required' } });
    expect(loginErrors({ type: 'sms', mobileNum: '+639171234567', code: '123456' }, false)).toEqual({});
  });
});

describe('register', () => {
  it('shows the fields the server enables plus what the mode needs', () => {
    expect(visibleRegisterFields(ctx())).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'payeeName', 'email', 'paymentPassword', 'affiliateCode']);
    const mobile = visibleRegisterFields(ctx({ mode: 'mobile', affiliateShown: false }));
    expect(mobile).toContain('verificationCode');
    expect(mobile).not.toContain('username');
    expect(mobile).not.toContain('affiliateCode');
  });

  it('passes a complete form', () => {
    expect(registerErrors(good, ctx())).toEqual({});
  });

  it("shows the image captcha whenever the server's rules enable it, and once the gateway asked for it", () => {
    expect(visibleRegisterFields(ctx())).not.toContain('captcha');
    const withCaptcha = { ...rules, captcha: rule({ enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 'alnum', acceptedPattern: '^[a-zA-Z0-9]{4}$' }) };
    expect(visibleRegisterFields(ctx({ rules: withCaptcha }))).toContain('captcha');
    expect(registerErrors(good, ctx({ rules: withCaptcha })).captcha?.key).toBe('required');
    expect(registerErrors({ ...good, captcha: 'ab' }, ctx({ rules: withCaptcha })).captcha?.key).toBe('hint.alnum');
    expect(registerErrors({ ...good, captcha: 'ab12' }, ctx({ rules: withCaptcha }))).toEqual({});
    // Off in the rules, but asked for after a refusal: shown and required all the same.
    expect(visibleRegisterFields(ctx({ captchaAsked: true }))).toContain('captcha');
    expect(registerErrors(good, ctx({ captchaAsked: true })).captcha?.key).toBe('required');
  });

  it('checks each field by its rule, the confirmation, age and terms', () => {
    const e = registerErrors({ username: '9lives', password: 'short', confirmPassword: 'other', payeeName: '', paymentPassword: '12', email: 'nope', age: false }, ctx());
    expect(e.username?.key).toBe('hint.letterFirstAlnum');
    expect(e.password).toEqual({ key: 'passwordLength', params: { min: 6, max: 20 } });
    expect(e.confirmPassword?.key).toBe('mismatch');
    expect(e.payeeName?.key).toBe('required');
    expect(e.paymentPassword?.key).toBe('hint.digits');
    expect(e.email?.key).toBe('hint.email');
    expect(e.age?.key).toBe('age');
    expect(e.terms?.key).toBe('terms');
  });

  it('requires the mobile number and SMS code on the mobile tab only', () => {
    expect(registerErrors(good, ctx()).mobileNum).toBeUndefined();
    const e = registerErrors({ ...good, username: undefined }, ctx({ mode: 'mobile' }));
    expect(e.mobileNum?.key).toBe('required');
    expect(e.verificationCode?.key).toBe('required');
    expect(e.username).toBeUndefined();
  });
});

describe('passwords and feedback', () => {
  it('forgot by e-mail and by phone', () => {
    expect(forgotEmailErrors({ username: '', email: 'x@' })).toEqual({ username: { key: 'required' }, email: { key: 'email' } });
    expect(forgotPhoneErrors({ mobileNum: '09171234567', verificationCode: '1234', newPassword: 'abc' }).newPassword?.key).toBe('passwordLength');
  });

  it('change password asks for the old one only when needed, and a matching confirmation', () => {
    expect(changePasswordErrors({ newPassword: 'Secret12', confirmNewPassword: 'Secret12' }, false)).toEqual({});
    const e = changePasswordErrors({ newPassword: 'Secret12', confirmNewPassword: 'Secret13' }, true);
    expect(e).toEqual({ oldPassword: { key: 'required' }, confirmNewPassword: { key: 'mismatch' } });
  });

  it('feedback content within its bounds', () => {
    expect(feedbackErrors({ questionType: 'game', content: 'short' }, { min: 10, max: 500 }).content?.key).toBe('length');
    expect(feedbackErrors({ questionType: 'game', content: 'a long enough complaint' }, { min: 10, max: 500 })).toEqual({});
  });
});
