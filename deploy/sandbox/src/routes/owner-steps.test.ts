/**
 * Steps only their owner can take, tried as an attacker would, from many networks: each 127.x.y.0/24 is a network
 * of its own here (the tests' loopback rule), so a stranger has as many networks as a small botnet.
 */
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { WindowCounter } from '#shared/util/window-counter';
import { CONTROL, DEMO, geetestPass, modulus, sandboxPerFile, endSmsCountdown, smsCodeOf } from '../test-utils/sandbox.js';
import { SMS_ANONYMOUS_PER_NETWORK, SMS_ANONYMOUS_QUOTA } from '../repo/sms-log.js';
import { SECURE_ACCOUNT, SECURE_MOBILE } from '../seed/login-ips.js';

const GUESTS = 3;
const sb = sandboxPerFile({ throttles: { guests: new WindowCounter(GUESTS, 60_000) } });

/** An address in the nth network: 127.(40+n/250).(n%250).9, one /24 each. */
const net = (n: number) => `127.${40 + Math.floor(n / 250)}.${n % 250}.9`;
type Answer = { success: boolean; errorCode: string | null; value: unknown };
const send = async (from: string, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  (await sb.call({ method, url, payload, headers: { ...DEMO, ...headers }, localAddress: from })).json() as Answer;
const sealed = async (from: string, url: string, payload: object, method = 'POST'): Promise<Answer> => {
  const s = encryptPayload(payload, await modulus(sb.call));
  return send(from, method, url, s.body, { Encryption: s.header });
};
const modules = (m: Record<string, boolean>) => sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: m });

const codeOf = (mobile: string, purpose = 'login') => smsCodeOf(sb.dataDir, mobile, purpose) ?? '';
/** Ends a number's countdown (as if the minute had passed) so that another code may be sent at once. */
const endCountdown = (mobile: string) => endSmsCountdown(sb.dataDir, mobile);
const wrong = (code: string, n = 0) => String((Number(code || 0) + 1 + n) % 1_000_000).padStart(6, '0');

/** A right password from a new address: the new-address challenge's ticket. */
async function challenge(username: string, from: string): Promise<string> {
  await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${username}/known-ips`, headers: CONTROL, payload: { ips: ['198.51.100.9'] } });
  const res = await send(from, 'POST', '/wps/session/login/unsecure', { username, password: 'Tessera2026', type: 'username' });
  expect(res).toMatchObject({ errorCode: 'login.ip.unverified' });
  return (res.value as { ticket: string }).ticket;
}

beforeAll(async () => {
  expect((await modules({ LOGINIPVERF3: true, CHNGPASSVERIF3: true })).statusCode).toBe(200);
});

describe('security: SMS steps — only the owner can spend them', () => {
  it("a stranger's ten wrong codes from ten networks leave the owner's new-address code working", async () => {
    const owner = net(1);
    const ticket = await challenge(SECURE_ACCOUNT, owner);
    expect(await sealed(owner, '/wps/session/login/verification', { ticket })).toMatchObject({ success: true });
    // The stranger knows the number: a reset code to guess at, then one wrong guess from each of ten networks.
    expect(await send(net(2), 'POST', '/wps/verification/sms/noLogin', { mobileNum: SECURE_MOBILE })).toMatchObject({ success: true });
    for (let i = 0; i < 10; i += 1) {
      const res = await send(net(10 + i), 'POST', '/wps/member/password/verification/unsecure', { mobileNum: SECURE_MOBILE, verificationCode: wrong(codeOf(SECURE_MOBILE), i), newPassword: 'Taken2026x' });
      expect(res.errorCode).toMatch(/^verification\.code\.(invalid|burnt)$/);
    }
    // Before, wrong codes counted per number from anywhere: ten of them refused the owner's right code for 15 minutes.
    expect(await sealed(owner, '/wps/session/login/verification', { ticket, verificationCode: codeOf(SECURE_MOBILE, 'loginip') })).toMatchObject({
      success: true,
      value: { userName: SECURE_ACCOUNT },
    });
  });

  it("a stranger's wrong reset codes from ten networks do not stop the owner's reset from their own network", async () => {
    const mobile = '09171001005'; // agent01m3
    expect(await send(net(30), 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).toMatchObject({ success: true });
    for (let i = 0; i < 10; i += 1) {
      if (!codeOf(mobile)) {
        // Burnt by the guesses: the stranger asks for another one to guess at.
        endCountdown(mobile);
        await send(net(31 + i), 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile });
      }
      await send(net(40 + i), 'POST', '/wps/member/password/verification/unsecure', { mobileNum: mobile, verificationCode: wrong(codeOf(mobile), i), newPassword: 'Taken2026x' });
    }
    const owner = net(60);
    endCountdown(mobile);
    expect(await send(owner, 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).toMatchObject({ success: true });
    expect(await send(owner, 'POST', '/wps/member/password/verification/unsecure', { mobileNum: mobile, verificationCode: codeOf(mobile), newPassword: 'Tessera2026' })).toMatchObject({
      success: true,
    });
  });

  it("keeps part of a number's daily quota for the owner: strangers' sends from many networks cannot use it up", async () => {
    const username = 'agent01m2';
    const mobile = '09171001004';
    const answers: (string | null)[] = [];
    // One network alone gets only its share of the anonymous sends.
    for (let i = 0; i < SMS_ANONYMOUS_PER_NETWORK + 1; i += 1) {
      endCountdown(mobile);
      answers.push((await send(net(70), 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).errorCode);
    }
    expect(answers).toEqual([...Array<null>(SMS_ANONYMOUS_PER_NETWORK).fill(null), 'sms.quota.exceeded']);
    // Many networks together get the anonymous part of the quota, and no more.
    for (let i = 0; i < 10; i += 1) {
      endCountdown(mobile);
      answers.push((await send(net(71 + i), 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile })).errorCode);
    }
    expect(answers.filter((a) => a === null)).toHaveLength(SMS_ANONYMOUS_QUOTA);
    expect(answers.at(-1)).toBe('sms.quota.exceeded');
    // The owner, with the right password from a new address, still gets the code (before: sms.quota.exceeded).
    const owner = net(90);
    const ticket = await challenge(username, owner);
    expect(await sealed(owner, '/wps/session/login/verification', { ticket })).toMatchObject({ success: true });
    expect(await sealed(owner, '/wps/session/login/verification', { ticket, verificationCode: codeOf(mobile, 'loginip') })).toMatchObject({ success: true });
  });

  it('refuses the reset-password SMS without the slider while the slider is on', async () => {
    await modules({ GEETEST3: true });
    try {
      const mobile = '09171001006';
      // Before, /wps/member/password/sms sent the code with no slider at all.
      expect(await send(net(100), 'POST', '/wps/member/password/sms', { mobileNum: mobile, countryDialingCode: '63' })).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
      const geetestValidateV4 = await geetestPass(sb.call, 'sms');
      expect(await send(net(100), 'POST', '/wps/member/password/sms', { mobileNum: mobile, countryDialingCode: '63', geetestValidateV4 })).toMatchObject({ success: true });
    } finally {
      await modules({ GEETEST3: false });
    }
  });
});

describe('security: registration — the image captcha while the rules ask for it', () => {
  const register = (from: string, username: string, extra: object, cookie = '') =>
    send(from, 'PUT', '/wps/member/register/unsecure', { username, password: 'Secret123', confirmPassword: 'Secret123', ...extra }, cookie ? { cookie } : {});
  const captcha = async (from: string): Promise<{ cookie: string; answer: string }> => {
    const res = await sb.call({ url: `/wps/captcha?t=${Date.now()}`, headers: DEMO, localAddress: from });
    const sid = /tcg-sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    const answer = (await sb.call({ url: `/sandbox/captcha/current?sid=${sid}`, headers: CONTROL })).json().answer as string;
    return { cookie: `tcg-sid=${sid}`, answer };
  };

  it('refuses a wrong or missing captcha, from many networks, and registers with the right one', async () => {
    await modules({ REGCAPTCHA3: true });
    try {
      const stamp = Date.now().toString(36).slice(-5);
      for (let i = 0; i < 5; i += 1) {
        const from = net(120 + i);
        const { cookie } = await captcha(from);
        // Before, any answer registered ("ZZZZ" registered and logged in).
        expect(await register(from, `cap${stamp}${i}`, { captcha: 'ZZZZ' }, cookie)).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
        expect(await register(from, `cap${stamp}${i}`, { captcha: null }, cookie)).toMatchObject({ success: false, errorCode: 'captcha.invalid' });
      }
      const from = net(130);
      const { cookie, answer } = await captcha(from);
      expect(await register(from, `cap${stamp}ok`, { captcha: answer }, cookie)).toMatchObject({ success: true, value: { userName: `cap${stamp}ok` } });
      // Used up by that registration: the same answer does not open a second one.
      expect(await register(from, `cap${stamp}ok2`, { captcha: answer }, cookie)).toMatchObject({ errorCode: 'captcha.invalid' });
    } finally {
      await modules({ REGCAPTCHA3: false });
    }
    // With the rule off no captcha is asked.
    expect(await register(net(131), `nocap${Date.now().toString(36).slice(-5)}`, { captcha: null })).toMatchObject({ success: true });
  });
});

describe('security: free play — guests per network', () => {
  it('opens a bounded number of guests per network (many addresses of one /24 are one), not for other networks', async () => {
    const free = (address: string) => send(address, 'POST', '/wps/session/login/freeplay', { platform: 'W', random: 'a1b2c3' }, { 'x-gateway-version': '3' });
    const answers: (string | null)[] = [];
    for (let i = 0; i < GUESTS + 2; i += 1) answers.push((await free(`127.50.1.${10 + i}`)).errorCode);
    // Before, guests were unbounded (the probe opened 200 in 4 s).
    expect(answers).toEqual([...Array<null>(GUESTS).fill(null), 'too_many_requests', 'too_many_requests']);
    expect(await free('127.50.2.10')).toMatchObject({ success: true });
  });
});

describe('security: login — what the real client sends', () => {
  it('logs in with `captcha: null`, and with the mobile number as the username', async () => {
    expect(await sealed(net(140), '/wps/session/login', { username: 'player01', password: 'Tessera2026', captcha: null, type: 'username' })).toMatchObject({ success: true });
    // player01's number, as the real client logs in after a reset by phone.
    expect(await sealed(net(141), '/wps/session/login', { username: '09171001001', password: 'Tessera2026', type: '' })).toMatchObject({ success: true, value: { userName: 'player01' } });
  });
});
