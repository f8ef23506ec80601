/** Session calls: RSA key, login, logout, captcha (docs/gateway.md#session-calls). */
import { Resvg } from '@resvg/resvg-js';
import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { defineRoute } from '../gateway/define-route.js';
import { canonicalMobile, dialCodeOf } from '../gateway/phone.js';
import { GatewayError } from '../gateway/envelope.js';
import { sendCode, spendCode, type CodeContext } from '../domain/codes.js';
import { requireGeetest } from '../domain/geetest.js';
import { requireModule } from '../domain/merchant-modules.js';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_FAIL_WINDOW_MS, CLIENT_HARD_FACTOR, LOGIN_RATE_MAX, LOGIN_RATE_WINDOW_MS } from '../domain/login-rules.js';
import { clientOf, networkOf } from '../gateway/throttles.js';
import { tokenOf } from '../gateway/session.js';
import { ATTEMPT } from '../repo/login-attempts.js';
import { captchaSolved } from '../domain/captchas.js';
import { normaliseIp } from '../repo/login-ips.js';
import type { Member, Repo } from '../repo/index.js';
import type { LoginIpChallenge } from '@tessera/shared/api-types';

/** Longest username and password taken (docs/product.md#validation allows far less). */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;

const rsaKey = defineRoute('rsaKey', {
  auth: 'none',
  openInMaintenance: true,
  // The modulus as plain hex text, not an envelope.
  handler: ({ repo, reply }) => reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(repo.rsa.modulusHex),
});

/**
 * The member whose mobile got this login code (a right code is used up), or undefined: a right code for a number
 * with no account (only its holder learns that). A wrong, expired or missing code is refused as such, as every
 * other code check refuses it (spendCode), never as a wrong password: the player is told to look at the code.
 */
function smsMember(ctx: CodeContext, merchant: string, mobile: string, code: string) {
  spendCode(ctx, merchant, mobile, 'login', code.trim());
  return ctx.repo.accounts.memberByMobile(merchant, mobile);
}

/** Refusals of an SMS login's code that count as a failed login (an expired code is no guess). */
const WRONG_CODE = new Set(['verification.code.invalid', 'verification.code.burnt']);

/**
 * The account a password login names: its username, or else the member whose mobile number it is (the real
 * client logs in with the number and the new password right after a reset by phone, docs/gateway.md#sandbox-fidelity).
 */
function accountName(repo: Repo, merchant: string, username: string, input: Record<string, unknown>): string {
  if (repo.accounts.memberByUsername(merchant, username)) return username;
  const mobile = canonicalMobile(username, dialCodeOf(input));
  return (mobile && repo.accounts.memberByMobile(merchant, mobile)?.username) || username;
}

const login = defineRoute('login', {
  auth: 'none',
  // The sandbox also takes the login unencrypted (tests and tools).
  also: [{ path: '/wps/session/login/unsecure', encrypt: false }],
  handler: async ({ input, merchant, repo, throttles, req }) => {
    const typed = typeof input.username === 'string' ? input.username.trim() : '';
    const password = typeof input.password === 'string' ? input.password : '';
    if (!typed || !password) throw new GatewayError(200, 'login.fail', 'Please enter your username and password', { captcha: false });
    if (typed.length > USERNAME_MAX || password.length > PASSWORD_MAX) {
      throw new GatewayError(400, 'request_param_err', `Username must be at most ${USERNAME_MAX} characters and password at most ${PASSWORD_MAX}`);
    }
    // Counted under the account it names, so its mobile number is no second allowance of guesses.
    const username = input.type === 'sms' ? typed : accountName(repo, merchant, typed, input);
    const client = req.ip;
    // Failures count per network (every loopback address is the one machine), not per address.
    const network = clientOf(req, throttles);
    // A site already open when the merchant blocks the region: the block screen comes with the next status.
    if (repo.merchants.find(merchant)?.status === 2) throw new GatewayError(200, 'ip_blocked', 'Your IP or location is blocked');
    // An SMS login only while verification-code login is switched on (the form offers it only then).
    if (input.type === 'sms') requireModule(repo, merchant, 'MOBILEVERCODELOGIN3');
    // The slider comes before any password is tried (docs/product.md#login step 2); an SMS login has none.
    if (input.type !== 'sms') requireGeetest(repo, merchant, 'login', input.geetestValidateV4);
    // Carrier-grade NAT puts many players behind one address, so the network's failures alone would force the
    // captcha (and at CLIENT_HARD_FACTOR the refusal) on all of them. They stop spraying: one client trying a
    // password across many accounts. An account that has logged in from this network before is judged by its
    // own rules only (the captcha after 3 failures, 10 attempts): a sprayer behind the same address reaches
    // those few accounts with those few guesses each, and every other account still needs the captcha.
    const networkFailures = throttles.loginFailures.count(network);
    const knownHere =
      networkFailures >= throttles.loginFailures.max && repo.loginIps.ipsOfUsername(merchant, username).some((ip) => networkOf(ip, throttles) === network);
    const clientFailures = knownHere ? 0 : networkFailures;
    if (clientFailures >= throttles.loginFailures.max * CLIENT_HARD_FACTOR) {
      throw new GatewayError(200, 'too_many_requests', 'Too many failed logins from this address, please retry in 5 minutes');
    }
    const now = Date.now();
    const attempts = repo.loginAttempts.unsuccessfulSince(merchant, username, now - LOGIN_RATE_WINDOW_MS);
    const failures = repo.loginAttempts.failuresSince(merchant, username, now - CAPTCHA_FAIL_WINDOW_MS);
    const captchaNeeded = failures >= CAPTCHA_AFTER_FAILURES || clientFailures >= throttles.loginFailures.max;
    const solved = (captchaNeeded || attempts >= LOGIN_RATE_MAX) && captchaSolved(req, input.captcha, repo, now);

    if (attempts >= LOGIN_RATE_MAX && !solved) {
      throw new GatewayError(200, 'too_many_requests', 'Too many login attempts, please retry in 5 minutes or solve the captcha', { captcha: true });
    }
    if (captchaNeeded && !solved) {
      repo.loginAttempts.record(merchant, username, now, ATTEMPT.captchaRefused);
      throw new GatewayError(200, 'captcha.invalid', 'Please enter the correct verification code', { captcha: true });
    }

    // SMS login (docs/product.md#login): the username is the mobile number, the password its code.
    // The number however it was typed, for the dial code sent (docs/product.md#phone-numbers).
    const failed = () => {
      repo.loginAttempts.record(merchant, username, now, ATTEMPT.failed);
      throttles.loginFailures.hit(network);
      return { captcha: failures + 1 >= CAPTCHA_AFTER_FAILURES || clientFailures + 1 >= throttles.loginFailures.max };
    };
    let member: Member | undefined;
    try {
      member =
        input.type === 'sms'
          ? smsMember({ repo, throttles, req }, merchant, canonicalMobile(username, dialCodeOf(input)) ?? username, password)
          : await repo.members.authenticate(merchant, username, password);
    } catch (e) {
      if (e instanceof GatewayError && WRONG_CODE.has(e.errorCode)) throw new GatewayError(e.status, e.errorCode, e.message, failed());
      throw e;
    }
    if (!member) throw new GatewayError(200, 'login.fail', 'Incorrect username or password', failed());
    repo.loginAttempts.record(merchant, username, now, ATTEMPT.succeeded);
    repo.loginAttempts.forgiveFailures(merchant, username);
    // The seeded weak default password counts as expired (docs/product.md#passwords), and so does a
    // password the test controls expired (PUT /sandbox/:merchant/members/:username/password-expired).
    const passwordExpired = password === '123456' || repo.accounts.passwordExpired(member.id);
    if (input.type !== 'sms' && needsIpVerification(repo, merchant, member, client, now)) {
      const challenge = repo.loginIps.challenge(merchant, member.id, client, passwordExpired, now);
      const value: LoginIpChallenge = { verification: true, ticket: challenge.ticket, mobile: maskMobile(member.mobile ?? '') };
      throw new GatewayError(200, LOGIN_IP_UNVERIFIED, 'You are logging in from a new location. Enter the code sent to your mobile.', value);
    }
    return openSession(repo, merchant, member, client, passwordExpired, now);
  },
});

/** The refusal of a login from an unknown address; the client answers it through loginVerification. */
export const LOGIN_IP_UNVERIFIED = 'login.ip.unverified';

/** All but the last four digits hidden: the player recognises the number, an onlooker learns nothing. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

/**
 * Whether a right password from `ip` still needs the SMS code (LOGINIPVERF3 on, a mobile to send it to,
 * an address never used). A member's first login trusts its address; an SMS login proved the phone already.
 */
function needsIpVerification(repo: Repo, merchant: string, member: Member, ip: string, now: number): boolean {
  if (!repo.merchants.find(merchant)?.modules.LOGINIPVERF3 || !member.mobile) return false;
  if (repo.loginIps.knows(member.id, ip)) return false;
  if (!repo.loginIps.hasAny(member.id)) {
    repo.loginIps.remember(member.id, ip, now);
    return false;
  }
  return true;
}

function openSession(repo: Repo, merchant: string, member: Member, ip: string, passwordExpired: boolean, now: number) {
  const token = repo.sessions.open(member.id, merchant);
  repo.members.markLogin(member.id, now);
  repo.loginIps.remember(member.id, ip, now);
  return {
    token,
    firstTimeLogin: member.lastLogin == null,
    passwordExpired,
    id: member.id,
    userName: member.username,
    customerId: member.customerId,
  };
}

/**
 * The second step of a login from an unknown address (docs/product.md#login): with only the ticket, the
 * code goes to the member's mobile (one per countdown); with the code, the login completes and the address
 * becomes known. Wrong codes are counted on the ticket; CHALLENGE_MAX_FAILURES of them close it.
 */
const loginVerification = defineRoute('loginVerification', {
  auth: 'none',
  handler: ({ input, merchant, repo, throttles, req }) => {
    const now = Date.now();
    const ticket = typeof input.ticket === 'string' ? input.ticket : '';
    const challenge = ticket ? repo.loginIps.find(ticket, now) : undefined;
    if (!challenge || challenge.merchant !== merchant || challenge.ip !== normaliseIp(req.ip)) {
      throw new GatewayError(200, 'login.verification.expired', 'This verification has expired, please log in again');
    }
    const member = repo.accounts.member(challenge.memberId);
    if (!member?.mobile) throw new GatewayError(200, 'login.verification.expired', 'This verification has expired, please log in again');
    const code = typeof input.verificationCode === 'string' ? input.verificationCode.trim() : '';
    const ctx = { repo, throttles, req };
    // The code is bound to this ticket: a code sent for another challenge (or before it) does not open this one.
    if (input.verificationCode === undefined) return sendCode(ctx, merchant, member.mobile, 'loginip', ticket);
    try {
      spendCode(ctx, merchant, member.mobile, 'loginip', code, ticket);
    } catch (e) {
      if (!(e instanceof GatewayError) || e.errorCode === 'verification.code.missing' || e.errorCode === 'verification.attempts.exceeded') throw e;
      if (!repo.loginIps.failed(ticket)) {
        repo.accounts.dropCode(merchant, member.mobile, 'loginip');
        throw new GatewayError(200, 'login.verification.expired', 'Too many wrong codes, please log in again');
      }
      throw e;
    }
    repo.loginIps.close(ticket);
    return openSession(repo, merchant, member, challenge.ip, challenge.passwordExpired, now);
  },
});

const logout = defineRoute('logout', {
  auth: 'none',
  also: [{ method: 'POST' }],
  handler: ({ repo, req }) => {
    const token = tokenOf(req);
    if (token) repo.sessions.close(token);
    return null;
  },
});

const captcha = defineRoute('captcha', {
  auth: 'none',
  handler: ({ repo, throttles, req, reply }) => {
    // Each image costs a render and a row: a client gets CAPTCHAS_PER_CLIENT per window.
    if (!throttles.captchas.hit(clientOf(req, throttles))) {
      throw new GatewayError(429, 'too_many_requests', 'Too many verification codes requested, please retry in a few minutes');
    }
    let sid = req.cookies['tcg-sid'];
    if (!sid || !/^[A-Za-z0-9_-]{8,64}$/.test(sid)) {
      sid = randomBytes(16).toString('hex');
      reply.setCookie('tcg-sid', sid, { path: '/', httpOnly: true, sameSite: 'lax' });
    }
    const c = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f2f2f2', width: 120, height: 40 });
    repo.captchas.save(sid, c.text, Date.now());
    const png = new Resvg(c.data, { font: { loadSystemFonts: false } }).render().asPng();
    return Buffer.from(png).toString('base64');
  },
});

export const sessionRoutes = [rsaKey, login, loginVerification, logout, captcha];
