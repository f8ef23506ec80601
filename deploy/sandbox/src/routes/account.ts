/**
 * Account calls of the host's flows (docs/product.md#register, #passwords, #free-play, #login): country
 * codes, SMS codes (readable through the test controls, never sent), registration by username or mobile
 * with the same field rules the client checks (docs/product.md#field-rules), affiliate check, forgot by
 * e-mail, set password by phone, free play. Every rule the form enforces is enforced here too.
 */
import { randomBytes } from 'node:crypto';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { clientOf } from '../gateway/throttles.js';
import { canonicalMobile, dialCodeOf } from '../gateway/phone.js';
import { sendCode, spendCode, type CodeContext } from '../domain/codes.js';
import { checkDomain, checkField, checkMobile } from '../domain/field-checks.js';
import { openGuest } from '../domain/guests.js';
import { captchaSolved } from '../domain/captchas.js';
import { captchaIdOf, geetestOn, isProduct, requireGeetest } from '../domain/geetest.js';
import { merchantModules, requireModule } from '../domain/merchant-modules.js';
import { registerRules } from '../seed/merchant-settings.js';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const raw = (v: unknown): string => (typeof v === 'string' ? v : '');
/**
 * The mobile of a call (`field`, for the call's dial code) in its canonical form (docs/product.md#phone-numbers);
 * a text that is no number there stays as sent, for checkMobile to refuse.
 */
const mobileOf = (input: Record<string, unknown>, field = 'mobileNum'): string => {
  const typed = text(input[field]);
  return (typed && canonicalMobile(typed, dialCodeOf(input))) || typed;
};

export const COUNTRIES = [
  { countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', countryName: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', countryName: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', countryName: 'Singapore' },
  { countryCode: 'BN', countryDialingCode: '673', countryName: 'Brunei' },
  { countryCode: 'KH', countryDialingCode: '855', countryName: 'Cambodia' },
  { countryCode: 'LA', countryDialingCode: '856', countryName: 'Laos' },
  { countryCode: 'MM', countryDialingCode: '95', countryName: 'Myanmar' },
  { countryCode: 'CN', countryDialingCode: '86', countryName: 'China' },
  { countryCode: 'HK', countryDialingCode: '852', countryName: 'Hong Kong' },
  { countryCode: 'MO', countryDialingCode: '853', countryName: 'Macau' },
  { countryCode: 'TW', countryDialingCode: '886', countryName: 'Taiwan' },
  { countryCode: 'JP', countryDialingCode: '81', countryName: 'Japan' },
  { countryCode: 'KR', countryDialingCode: '82', countryName: 'South Korea' },
  { countryCode: 'IN', countryDialingCode: '91', countryName: 'India' },
  { countryCode: 'AE', countryDialingCode: '971', countryName: 'United Arab Emirates' },
  { countryCode: 'AU', countryDialingCode: '61', countryName: 'Australia' },
  { countryCode: 'GB', countryDialingCode: '44', countryName: 'United Kingdom' },
  { countryCode: 'US', countryDialingCode: '1', countryName: 'United States' },
];

const country = defineRoute('country', {
  auth: 'none',
  handler: () => COUNTRIES,
});

/*
 * The two SMS sends answer alike whether or not the number is registered (the gateway contract has no
 * "exists" answer, /wps/verification/sms/* in the API contract): the code goes to the number, and only its holder learns, by using it,
 * that there is (login, reset) or already is (register) an account behind it.
 */
const smsNoLogin = defineRoute('smsNoLogin', {
  auth: 'none',
  handler: ({ input, merchant, repo, throttles, req }) => {
    // The code of an SMS login and of the real client's reset by phone: offered while either is switched on.
    const mods = merchantModules(repo, merchant);
    if (!mods.MOBILEVERCODELOGIN3 && !mods.CHNGPASSVERIF3) throw new GatewayError(200, 'function.not.available', 'This function is not available');
    requireGeetest(repo, merchant, 'sms', input.geetestValidateV4);
    return sendCode({ repo, throttles, req }, merchant, mobileOf(input), 'login', undefined, dialCodeOf(input));
  },
});

const smsRegister = defineRoute('smsRegister', {
  auth: 'none',
  handler: ({ input, merchant, repo, throttles, req }) => {
    requireGeetest(repo, merchant, 'sms', input.geetestValidateV4);
    return sendCode({ repo, throttles, req }, merchant, mobileOf(input, 'mobileNo'), 'register', undefined, dialCodeOf(input));
  },
});

async function register(mode: 'username' | 'mobile', ctx: CodeContext & { input: Record<string, unknown>; merchant: string }) {
  const { input, merchant, repo, throttles } = ctx;
  const client = clientOf(ctx.req, throttles);
  if (throttles.registrations.limited(client)) {
    throw new GatewayError(200, 'too_many_requests', 'Too many accounts registered from this network, please retry later');
  }
  // The slider first (docs/product.md#register step 3): no field rule is disclosed to a script without it.
  requireGeetest(repo, merchant, 'register', input.geetestValidateV4);
  const mods = merchantModules(repo, merchant);
  const rules = registerRules(mods);
  checkDomain(text(input.domain));
  const mobile = mobileOf(input);
  const dial = dialCodeOf(input);
  const password = raw(input.password);
  let username = text(input.username);
  if (mode === 'mobile') {
    checkField('mobileNum', mobile, undefined, true);
    checkMobile(mobile, dial);
    // A mobile account logs in by its number; its username is derived from it.
    username = `m${mobile.replace(/\D/g, '')}`;
  } else {
    checkField('username', username, rules.username, true);
  }
  // A mobile account needs no password while MOBILENUMPASSREG3 is off (the form then shows none): it logs in by SMS,
  // with a password nobody knows until it is set by phone.
  const smsOnly = mode === 'mobile' && !mods.MOBILENUMPASSREG3 && !password;
  if (!smsOnly) checkField('password', password, rules.password, true);
  if (!smsOnly && raw(input.confirmPassword) !== password) throw new GatewayError(200, 'password.confirm.mismatch', 'Confirmation password not correct');
  for (const f of ['payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const) {
    const rule = rules[f];
    if (rule?.enabled) checkField(f, text(input[f]), rule, rule.required);
  }
  if (rules.paymentPassword?.enabled) checkField('paymentPassword', raw(input.paymentPassword), rules.paymentPassword, true);
  // The image captcha while the merchant's rules ask for it (system/setting/register): bound to the browser's
  // tcg-sid, used up by this attempt whatever its outcome, so one answer cannot be tried twice.
  if (rules.captcha?.enabled && !captchaSolved(ctx.req, input.captcha, repo, Date.now())) {
    throw new GatewayError(200, 'captcha.invalid', 'Please enter the correct verification code', { captcha: true });
  }
  if (mode === 'username' && mobile) {
    checkMobile(mobile, dial);
  } else if (mode === 'username' && rules.mobileNum?.required) {
    throw new GatewayError(200, 'phone.missing', 'Missing phone number');
  }
  // The code first: only the number's holder learns that it is taken.
  if (mode === 'mobile' || (mods.REGMOBVERF3 && mobile)) spendCode(ctx, merchant, mobile, 'register', text(input.verificationCode));
  if (mobile && repo.accounts.memberByMobile(merchant, mobile)) throw new GatewayError(200, 'phone.exist', 'This mobile number is already registered');
  let parentId: number | null = null;
  const affiliate = text(input.affiliateCode);
  if (affiliate) {
    parentId = repo.accounts.affiliateAgent(merchant, affiliate) ?? null;
    if (parentId === null) throw new GatewayError(200, 'invitation_code_error', 'Invalid invitation code');
  }
  if (repo.accounts.memberByUsername(merchant, username)) throw new GatewayError(200, 'username.exist', 'This username is already taken');
  // Counted before the (asynchronous) hashing, so that parallel registrations cannot all pass the check.
  if (!throttles.registrations.hit(client)) {
    throw new GatewayError(200, 'too_many_requests', 'Too many accounts registered from this network, please retry later');
  }
  const now = Date.now();
  const member = await repo.accounts.create({
    merchant,
    username,
    password: smsOnly ? randomBytes(24).toString('base64url') : password,
    mobile: mobile || null,
    email: text(input.email) || null,
    payeeName: text(input.payeeName) || null,
    parentId,
    referralCode: text(input.referralCode) || null,
    type: 0,
    at: now,
  });
  const token = repo.sessions.open(member.id, merchant);
  repo.members.markLogin(member.id, now);
  return { token, firstTimeLogin: true, passwordExpired: false, id: member.id, userName: member.username, customerId: member.customerId };
}

const registerByUsername = defineRoute('register', {
  auth: 'none',
  also: [{ path: '/wps/member/register/unsecure', encrypt: false }],
  handler: ({ input, merchant, repo, throttles, req }) => {
    if (merchantModules(repo, merchant).USERNAMEREG3 === false) throw new GatewayError(200, 'function.not.available', 'Registration by username is not available');
    return register('username', { input, merchant, repo, throttles, req });
  },
});

const registerMobile = defineRoute('registerMobile', {
  auth: 'none',
  also: [{ path: '/wps/member/register/mobile/unsecure', encrypt: false }],
  handler: ({ input, merchant, repo, throttles, req }) => {
    requireModule(repo, merchant, 'MOBILENUMREG3');
    return register('mobile', { input, merchant, repo, throttles, req });
  },
});

const affiliate = defineRoute('affiliate', {
  auth: 'none',
  handler: ({ input, merchant, repo }) => {
    const code = text(input.code);
    checkDomain(text(input.domain));
    return !!code && repo.accounts.affiliateAgent(merchant, code) !== undefined;
  },
});

const forgotByEmail = defineRoute('forgotByEmail', {
  auth: 'none',
  handler: ({ input, merchant, repo }) => {
    const username = text(input.username);
    const email = text(input.email).toLowerCase();
    if (!username || !email) throw new GatewayError(200, 'request_param_err', 'Username and e-mail are required');
    const member = repo.accounts.memberByUsername(merchant, username);
    const stored = member ? repo.accounts.emailOf(member.id)?.toLowerCase() : undefined;
    if (!member || stored !== email) throw new GatewayError(200, 'USER_NOT_EXIST', 'Username or e-mail does not exist');
    repo.accounts.recordResetMail(merchant, member.id, email, Date.now());
    return null;
  },
});

const setPasswordByPhone = defineRoute('setPasswordByPhone', {
  auth: 'none',
  also: [{ path: '/wps/member/password/verification/unsecure', encrypt: false }],
  handler: async ({ input, merchant, repo, throttles, req }) => {
    requireModule(repo, merchant, 'CHNGPASSVERIF3');
    const mobile = mobileOf(input);
    if (!mobile) throw new GatewayError(200, 'phone.missing', 'Missing phone number');
    checkMobile(mobile, dialCodeOf(input));
    const password = raw(input.newPassword);
    checkField('newPassword', password, registerRules().password, true);
    // The code first (counted and burnt, spendCode): only the number's holder learns whether it has an account.
    spendCode({ repo, throttles, req }, merchant, mobile, 'login', text(input.verificationCode));
    const member = repo.accounts.memberByMobile(merchant, mobile);
    if (!member) throw new GatewayError(200, 'phone.not.exist', 'This mobile number is not registered');
    await repo.profiles.setPassword(member.id, password);
    // A reset means the old password may be known to someone else: every session opened with it ends.
    repo.sessions.closeAllOf(member.id);
    return { username: member.username };
  },
});

const freePlay = defineRoute('freePlay', {
  auth: 'none',
  handler: async ({ input, merchant, repo, throttles, req }) => {
    requireModule(repo, merchant, 'FREEPLAY3');
    // The real web client puts `X-Gateway-Version: 3` and its sealed random string (`Encryption`) in the body;
    // Tessera sends the version as a header and the string as `random`. Either is accepted.
    const body = input as Record<string, unknown>;
    if (req.headers['x-gateway-version'] !== '3' && String(body['X-Gateway-Version'] ?? '') !== '3') throw new GatewayError(400, 'request_param_err', 'Free play needs gateway version 3');
    if (text(input.platform) !== 'W' || !(text(input.random) || text(body.Encryption))) throw new GatewayError(400, 'request_param_err', 'platform W and a random string are required');
    const { guest, token } = await openGuest({ repo, throttles, req }, merchant);
    return { token, firstTimeLogin: false, passwordExpired: false, id: guest.id, userName: guest.username, customerId: guest.customerId };
  },
});

// The newer table's account calls (docs/gateway.md#session-calls); payloads and answers are Tessera's design.

/** Reset by phone, first step: the code `setPasswordByPhone` spends, sent to a registered number. */
const resetPasswordSms = defineRoute('resetPasswordSms', {
  auth: 'none',
  // As smsNoLogin: the slider first while it is on, the same throttles, and no answer that tells a registered
  // number from another.
  handler: ({ input, merchant, repo, throttles, req }) => {
    requireModule(repo, merchant, 'CHNGPASSVERIF3');
    requireGeetest(repo, merchant, 'sms', input.geetestValidateV4);
    return sendCode({ repo, throttles, req }, merchant, mobileOf(input), 'login', undefined, dialCodeOf(input));
  },
});

/**
 * GeeTest (docs/gateway.md#geetest): the merchant's captcha id for the product while GEETEST3 is on, for the
 * sandbox's own GeeTest (domain/geetest.ts); `gt: ''` and `enabled: false` while it is off.
 */
const geetest = defineRoute('geetest', {
  auth: 'none',
  handler: ({ input, merchant, repo }) => {
    const product = text(input.product);
    if (!product) throw new GatewayError(400, 'request_param_err', 'product is required');
    if (!isProduct(product)) throw new GatewayError(400, 'request_param_err', 'product must be login, register or sms');
    if (!geetestOn(repo, merchant)) return { gt: '', enabled: false };
    return { gt: captchaIdOf(repo, merchant, product), enabled: true };
  },
});

/** A free username that passes the registration rules, for the "pick one for me" button. */
const autoUsername = defineRoute('autoUsername', {
  auth: 'none',
  handler: ({ merchant, repo }) => {
    for (let i = 0; i < 20; i++) {
      const username = `user${randomBytes(4).readUInt32BE(0) % 100_000_000}`.slice(0, 12);
      if (!repo.accounts.memberByUsername(merchant, username)) return { username };
    }
    throw new GatewayError(500, 'system.error', 'No free username found');
  },
});

export const accountRoutes = [country, smsNoLogin, smsRegister, registerByUsername, registerMobile, affiliate, forgotByEmail, setPasswordByPhone, freePlay, resetPasswordSms, geetest, autoUsername];
