/**
 * Validation rules of docs/product.md#validation, one set for every form that needs them (host login,
 * register, passwords; the member centre's passwords): `@tessera/shared/validation`, a singleton of its own beside the
 * main entry (docs/architecture.md#shared-singletons), which a page loads with its first form. Each check answers an `Issue`: a key of the
 * `validation` namespace and its parameters, so messages follow the current language.
 * Registration fields follow the server's rules (docs/product.md#field-rules); the sandbox enforces the
 * same rules on its side.
 */
import type { FieldRule, RegisterRules } from '../api/types';

export interface Issue {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

/** Pattern message kinds (docs/product.md#validation), keyed by the server's patternId. */
export const PATTERN_IDS = [
  'any',
  'letterFirstAlnum',
  'chineseDigits',
  'email',
  'alnum',
  'lettersDigitsMixed',
  'digits',
  'alnumUpper',
  'lettersSpaces',
  'noSpaces',
  'chinesePunct',
  'date',
  'letterSpace',
  'korean',
  'thai',
  'thaiEnglish',
  'upperSpaces',
  'lettersDigitsSymbols',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export type ValidationKey =
  | 'required'
  | 'starRequired'
  | `hint.${PatternId}`
  | 'passwordLength'
  | 'mismatch'
  | 'mobile'
  | 'email'
  | 'smsCode'
  | 'captcha'
  | 'age'
  | 'terms'
  | 'invitationCode'
  | 'length';

/** Fields of the register form, in the order they show (docs/product.md#register). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Mobile numbers: digits with an optional leading +, 7 to 15 digits (E.164 bounds). */
export const MOBILE_PATTERN = /^\+?\d{7,15}$/;
/** One @, something either side, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Verification-code field bounds (docs/product.md#validation). */
export const CODE_MAX_LENGTH = 255;

const present = (v: string | undefined): v is string => !!v && v.trim() !== '';

/** The rule's pattern as a RegExp; "*" means any (docs/product.md#field-rules). A broken pattern accepts all. */
export function patternOf(rule: FieldRule): RegExp {
  const src = rule.acceptedPattern === '*' || !rule.acceptedPattern ? '.*' : rule.acceptedPattern;
  try {
    return new RegExp(src.startsWith('^') ? src : `^(?:${src})$`, 'u');
  } catch {
    return /.*/u;
  }
}

/** The hint of a field: its pattern message with min and max, or one number when they are equal. */
export function hintOf(rule: FieldRule): Issue {
  const id = (PATTERN_IDS as readonly string[]).includes(rule.patternId) ? (rule.patternId as PatternId) : 'any';
  const range = rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
  return { key: `hint.${id}`, params: { range, min: rule.minLength, max: rule.maxLength } };
}

/** Checks a value against a server rule; `required` overrides the rule's own flag when given. */
export function checkRule(value: string | undefined, rule: FieldRule, required = rule.required): Issue | null {
  const v = value?.trim() ?? '';
  if (!v) return required ? { key: 'required' } : null;
  // A value that breaks the rule gets the rule's own hint as its message.
  if (v.length < rule.minLength || v.length > rule.maxLength || !patternOf(rule).test(v)) return hintOf(rule);
  return null;
}

/** Spaces, dashes, dots and brackets people type between the digits of a phone number. */
const PHONE_SEPARATORS = /[\s().\-\u00a0]/g;

/** The format check without a dial code: digits (separators allowed). The host's forms add the dial code's own check. */
export function checkMobile(value: string | undefined, required = true): Issue | null {
  if (!present(value)) return required ? { key: 'required' } : null;
  return MOBILE_PATTERN.test(value.trim().replace(PHONE_SEPARATORS, '')) ? null : { key: 'mobile' };
}

export function checkEmail(value: string | undefined, required = true): Issue | null {
  if (!present(value)) return required ? { key: 'required' } : null;
  return EMAIL_PATTERN.test(value.trim()) ? null : { key: 'email' };
}

export function checkCode(value: string | undefined): Issue | null {
  if (!present(value)) return { key: 'required' };
  return value.length > CODE_MAX_LENGTH ? { key: 'smsCode' } : null;
}

/** Password of the password/forgot/change forms: the server's password rule, else 6-20 characters. */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: 'lettersDigitsSymbols',
  acceptedPattern: '*',
};

export function checkPassword(value: string | undefined, rule: FieldRule = DEFAULT_PASSWORD_RULE): Issue | null {
  const v = value ?? '';
  if (!v.trim()) return { key: 'required' };
  if (v.length < rule.minLength || v.length > rule.maxLength) return { key: 'passwordLength', params: { min: rule.minLength, max: rule.maxLength } };
  return patternOf(rule).test(v) ? null : hintOf(rule);
}

export type Errors<F extends string> = Partial<Record<F, Issue>>;
const put = <F extends string>(errors: Errors<F>, field: F, issue: Issue | null) => {
  if (issue) errors[field] = issue;
};

export interface LoginValues {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  code?: string;
  captcha?: string;
}

/** Login: inputs trimmed; username tab username + password; SMS tab mobile + code; captcha once shown. */
export function loginErrors(v: LoginValues, captchaShown: boolean): Errors<'username' | 'password' | 'mobileNum' | 'code' | 'captcha'> {
  const errors: Errors<'username' | 'password' | 'mobileNum' | 'code' | 'captcha'> = {};
  if (v.type === 'sms') {
    put(errors, 'mobileNum', checkMobile(v.mobileNum));
    put(errors, 'code', checkCode(v.code));
  } else {
    if (!present(v.username)) errors.username = { key: 'required' };
    if (!present(v.password)) errors.password = { key: 'required' };
  }
  if (captchaShown && !present(v.captcha)) errors.captcha = { key: 'required' };
  return errors;
}

export type RegisterValues = Partial<Record<RegisterField, string>> & { age?: boolean; terms?: boolean };

export interface RegisterContext {
  mode: 'username' | 'mobile';
  rules: RegisterRules;
  /** SMS verification on (always on the mobile tab). */
  smsEnabled: boolean;
  /** The affiliate field is hidden when the URL carried a valid code. */
  affiliateShown: boolean;
  /** The gateway asked for the image captcha after a refused attempt (`value.captcha`), whatever the rules say. */
  captchaAsked?: boolean;
}

/** Which register fields show: those the server enables, plus what the mode needs. */
export function visibleRegisterFields(ctx: RegisterContext): RegisterField[] {
  return REGISTER_FIELDS.filter((f) => {
    if (f === 'username') return ctx.mode === 'username';
    if (f === 'password' || f === 'confirmPassword') return true;
    if (f === 'mobileNum') return ctx.mode === 'mobile' || !!ctx.rules.mobileNum?.enabled;
    if (f === 'verificationCode') return ctx.mode === 'mobile' || ctx.smsEnabled;
    if (f === 'affiliateCode') return ctx.affiliateShown && !!ctx.rules.affiliateCode?.enabled;
    // The image captcha: whenever the server's rules enable it, and once the gateway asked for it after a refusal.
    if (f === 'captcha') return !!ctx.rules.captcha?.enabled || !!ctx.captchaAsked;
    return !!ctx.rules[f]?.enabled;
  });
}

export function registerErrors(v: RegisterValues, ctx: RegisterContext): Errors<RegisterField | 'age' | 'terms'> {
  const errors: Errors<RegisterField | 'age' | 'terms'> = {};
  const shown = new Set(visibleRegisterFields(ctx));
  const rule = (f: RegisterField): FieldRule | undefined => ctx.rules[f];
  if (shown.has('username')) {
    const r = rule('username');
    put(errors, 'username', r ? checkRule(v.username, r, true) : present(v.username) ? null : { key: 'required' });
  }
  put(errors, 'password', checkPassword(v.password, rule('password')));
  if (!present(v.confirmPassword)) errors.confirmPassword = { key: 'required' };
  else if (v.confirmPassword !== v.password) errors.confirmPassword = { key: 'mismatch' };
  if (shown.has('mobileNum')) {
    const required = ctx.mode === 'mobile' || !!rule('mobileNum')?.required;
    put(errors, 'mobileNum', checkMobile(v.mobileNum, required));
  }
  if (shown.has('verificationCode')) put(errors, 'verificationCode', checkCode(v.verificationCode));
  for (const f of ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'affiliateCode'] as const) {
    const r = rule(f);
    if (!shown.has(f) || !r) continue;
    put(errors, f, f === 'email' && !present(v.email) ? (r.required ? { key: 'required' } : null) : checkRule(v[f], r));
  }
  if (shown.has('paymentPassword')) {
    const r = rule('paymentPassword');
    if (r) put(errors, 'paymentPassword', checkRule(v.paymentPassword, r, true));
  }
  if (shown.has('captcha')) {
    const r = rule('captcha');
    const required = !!ctx.captchaAsked || !!r?.required;
    put(errors, 'captcha', r ? checkRule(v.captcha, r, required) : present(v.captcha) || !required ? null : { key: 'required' });
  }
  if (!v.age) errors.age = { key: 'age' };
  if (!v.terms) errors.terms = { key: 'terms' };
  return errors;
}

export function forgotEmailErrors(v: { username?: string; email?: string }, usernameRule?: FieldRule): Errors<'username' | 'email'> {
  const errors: Errors<'username' | 'email'> = {};
  put(errors, 'username', usernameRule ? checkRule(v.username, usernameRule, true) : present(v.username) ? null : { key: 'required' });
  put(errors, 'email', checkEmail(v.email));
  return errors;
}

export function forgotPhoneErrors(
  v: { mobileNum?: string; verificationCode?: string; newPassword?: string },
  passwordRule?: FieldRule,
): Errors<'mobileNum' | 'verificationCode' | 'newPassword'> {
  const errors: Errors<'mobileNum' | 'verificationCode' | 'newPassword'> = {};
  put(errors, 'mobileNum', checkMobile(v.mobileNum));
  put(errors, 'verificationCode', checkCode(v.verificationCode));
  put(errors, 'newPassword', checkPassword(v.newPassword, passwordRule));
  return errors;
}

export function changePasswordErrors(
  v: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
  needsOld: boolean,
  passwordRule?: FieldRule,
): Errors<'oldPassword' | 'newPassword' | 'confirmNewPassword'> {
  const errors: Errors<'oldPassword' | 'newPassword' | 'confirmNewPassword'> = {};
  if (needsOld && !present(v.oldPassword)) errors.oldPassword = { key: 'required' };
  put(errors, 'newPassword', checkPassword(v.newPassword, passwordRule));
  if (!present(v.confirmNewPassword)) errors.confirmNewPassword = { key: 'required' };
  else if (v.confirmNewPassword !== v.newPassword) errors.confirmNewPassword = { key: 'mismatch' };
  return errors;
}

export function feedbackErrors(v: { questionType?: string; content?: string }, bounds: { min: number; max: number }): Errors<'questionType' | 'content'> {
  const errors: Errors<'questionType' | 'content'> = {};
  if (!present(v.questionType)) errors.questionType = { key: 'required' };
  const len = v.content?.trim().length ?? 0;
  if (!len) errors.content = { key: 'required' };
  else if (len < bounds.min || len > bounds.max) errors.content = { key: 'length', params: { min: bounds.min, max: bounds.max } };
  return errors;
}
