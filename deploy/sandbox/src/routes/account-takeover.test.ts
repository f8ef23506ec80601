/**
 * Accounts nobody can take over: each finding of the probe against the sandbox gateway, tried
 * the way the probe did it. Loopback is the trusted proxy here, so a request with X-Forwarded-For is a client
 * of another network, and a request without one comes from the machine itself, whatever 127.x address it
 * uses: many loopback addresses must count as the one client.
 */
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { WindowCounter } from '#shared/util/window-counter';
import type { TestRequest } from '../test-utils/http.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile, endSmsCountdown, smsCodeOf } from '../test-utils/sandbox.js';
import { CODE_FAILURES_PER_NUMBER } from '../gateway/throttles.js';
import { CODE_MAX_FAILURES } from '../repo/accounts.js';
import { SECURE_ACCOUNT, SECURE_MOBILE } from '../seed/login-ips.js';

const REGISTRATIONS = 3;
const SMS_SENDS = 4;
const CODE_FAILURES = 12;
const CHAT_CLIENT = 3;
const CHAT_ROOM = 5;

// Loopback is the trusted proxy and, as in production, one machine: networks are told apart by X-Forwarded-For.
const sb = sandboxPerFile({
  trustedProxies: ['127.0.0.0/8'],
  throttles: {
    loopback: 'one',
    registrations: new WindowCounter(REGISTRATIONS, 60_000),
    smsSends: new WindowCounter(SMS_SENDS, 60_000),
    codeFailures: new WindowCounter(CODE_FAILURES, 60_000),
    chatPerClient: new WindowCounter(CHAT_CLIENT, 60_000),
    chatPerRoom: new WindowCounter(CHAT_ROOM, 60_000),
  },
});

/** The nth loopback address: the same machine as far as any limit is concerned. */
const loopback = (n: number) => `127.${(n >> 8) & 255}.${n & 255}.${1 + (n % 200)}`;
/** A client of another network, behind the trusted proxy. */
const network = (n: number) => ({ 'x-forwarded-for': `203.0.${n}.7` });

let address = 0;
const call = (req: TestRequest) => sb.call({ localAddress: loopback((address += 1)), ...req, headers: { ...DEMO, ...(req.headers ?? {}) } });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => call({ method: 'POST', url, payload, headers });
const body = async (req: Promise<{ json(): unknown }>) => (await req).json() as { success: boolean; errorCode: string | null; value: unknown; message: string };

const codeOf = (mobile: string, purpose = 'login') => smsCodeOf(sb.dataDir, mobile, purpose);
/** Ends a number's countdown (as if the minute had passed) so that another code may be sent at once. */
const endCountdown = (mobile: string) => endSmsCountdown(sb.dataDir, mobile, true);
const wrong = (code: string | undefined, n = 0) => String((Number(code ?? 0) + 1 + n) % 1_000_000).padStart(6, '0');

/** Members of merchant demo seeded with a mobile (seed/seed.ts numbers them from 1001). */
const PLAYER01_MOBILE = '09171001001';
const AGENT01M1_MOBILE = '09171001003';

async function login(username: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await body(post('/wps/session/login/unsecure', { username, password: 'Tessera2026', type: 'username' }, headers));
  if (!res.success) throw new Error(`login of ${username}: ${res.errorCode}`);
  return (res.value as { token: string }).token;
}

beforeAll(async () => {
  await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { CHNGPASSVERIF3: true, MOBILENUMREG3: true, REDENVELOPE3: true, LOGINIPVERF3: false } });
});

describe('security: account takeover — reset by phone', () => {
  const reset = (mobile: string, verificationCode: string, newPassword = 'Taken2026x', headers: Record<string, string> = {}) =>
    body(post('/wps/member/password/verification/unsecure', { mobileNum: mobile, verificationCode, newPassword }, headers));

  it('burns a code after a few wrong tries from many addresses: the real code then no longer changes the password', async () => {
    expect(await body(post('/wps/verification/sms/noLogin', { mobileNum: PLAYER01_MOBILE, countryDialingCode: '63' }))).toMatchObject({ success: true });
    const code = codeOf(PLAYER01_MOBILE);
    // Each guess from another address of one /24.
    const from = (i: number) => ({ 'x-forwarded-for': `198.18.1.${i + 1}` });
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i += 1) expect(await reset(PLAYER01_MOBILE, wrong(code, i), 'Taken2026x', from(i))).toMatchObject({ errorCode: 'verification.code.invalid' });
    expect(await reset(PLAYER01_MOBILE, wrong(code, 99), 'Taken2026x', from(50))).toMatchObject({ success: false, errorCode: 'verification.code.burnt' });
    expect(await reset(PLAYER01_MOBILE, code ?? '', 'Taken2026x', from(51))).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    // The password is unchanged.
    await login('player01');
  });

  it('limits wrong codes per number and network: that network is then refused even the right code, the owner elsewhere is not', async () => {
    const mobile = AGENT01M1_MOBILE;
    const guesser = network(120);
    let failures = 0;
    let n = 120;
    while (failures < CODE_FAILURES_PER_NUMBER) {
      endCountdown(mobile);
      expect(await body(post('/wps/verification/sms/noLogin', { mobileNum: mobile }, network((n += 1))))).toMatchObject({ success: true });
      const code = codeOf(mobile);
      for (let i = 0; i < CODE_MAX_FAILURES && failures < CODE_FAILURES_PER_NUMBER; i += 1, failures += 1) {
        expect((await reset(mobile, wrong(code, i), 'Taken2026x', guesser)).errorCode).toMatch(/^verification\.code\.(invalid|burnt)$/);
      }
    }
    endCountdown(mobile);
    expect(await body(post('/wps/verification/sms/noLogin', { mobileNum: mobile }, network(200)))).toMatchObject({ success: true });
    expect(await reset(mobile, codeOf(mobile) ?? '', 'Taken2026x', guesser)).toMatchObject({ success: false, errorCode: 'verification.attempts.exceeded' });
    // The refusal checked nothing: the owner, on their own network, still spends the code (keeping the password).
    expect(await reset(mobile, codeOf(mobile) ?? '', 'Tessera2026', network(201))).toMatchObject({ success: true });
    await login('agent01m1', network(202));
  });

  it('limits wrong codes per client network across numbers (the 127.0.0.0/8 addresses count as one)', async () => {
    // Registered and unregistered numbers alike; each guess from another loopback address.
    const mobiles = Array.from({ length: 6 }, (_, i) => `0918555000${i}`);
    for (const [i, mobile] of mobiles.entries()) {
      expect(await body(post('/wps/verification/sms/noLogin', { mobileNum: mobile }, network(100 + i)))).toMatchObject({ success: true });
    }
    const answers: string[] = [];
    for (let i = 0; i < CODE_FAILURES + 2; i += 1) {
      const mobile = mobiles[i % mobiles.length] ?? '';
      answers.push((await reset(mobile, wrong(codeOf(mobile), i))).errorCode ?? 'ok');
    }
    expect(answers.slice(0, CODE_FAILURES).filter((a) => !/^verification\.code\.(invalid|burnt)$/.test(a))).toEqual([]);
    expect(answers.slice(CODE_FAILURES)).toEqual(['verification.attempts.exceeded', 'verification.attempts.exceeded']);
    // Another network is not affected.
    const mobile = mobiles[5] ?? '';
    expect((await reset(mobile, wrong(codeOf(mobile)), 'Taken2026x', network(150))).errorCode).not.toBe('verification.attempts.exceeded');
  });

  it('ends every session of the account when its password is reset by phone', async () => {
    const mobile = '09171001004'; // agent01m2
    const before = [await login('agent01m2', network(30)), await login('agent01m2', network(31))];
    endCountdown(mobile);
    expect(await body(post('/wps/verification/sms/noLogin', { mobileNum: mobile }, network(32)))).toMatchObject({ success: true });
    expect(await reset(mobile, codeOf(mobile) ?? '', 'Changed2026', network(33))).toMatchObject({ success: true });
    for (const token of before) {
      expect(await body(call({ url: '/wps/member/info', headers: { ...network(34), authorization: token } }))).toMatchObject({ errorCode: 'login.not.session' });
    }
  });
});

describe('security: account takeover — SMS', () => {
  it('answers an SMS send alike for registered and unregistered numbers', async () => {
    const registered = await body(post('/wps/verification/sms/noLogin', { mobileNum: '09171001005' }, network(40)));
    const unknown = await body(post('/wps/verification/sms/noLogin', { mobileNum: '09185559999' }, network(41)));
    expect(unknown).toEqual(registered);
    const taken = await body(post('/wps/verification/sms/register', { mobileNo: '09171001006' }, network(42)));
    const free = await body(post('/wps/verification/sms/register', { mobileNo: '09185559998' }, network(43)));
    expect(taken).toEqual(free);
    expect(free).toMatchObject({ success: true });
  });

  it('caps the codes one client network has sent, to however many numbers, from many loopback addresses', async () => {
    const answers: (string | null)[] = [];
    for (let i = 0; i < SMS_SENDS + 3; i += 1) answers.push((await body(post('/wps/verification/sms/register', { mobileNo: `0919444${String(i).padStart(4, '0')}` }))).errorCode);
    // This file's other loopback sends count too: at most SMS_SENDS in all, then refused.
    expect(answers.filter((a) => a === null).length).toBeLessThanOrEqual(SMS_SENDS);
    expect(answers.slice(-3)).toEqual(['too_many_requests', 'too_many_requests', 'too_many_requests']);
    expect(await body(post('/wps/verification/sms/register', { mobileNo: '09194449999' }, network(44)))).toMatchObject({ success: true });
  });
});

describe('security: account takeover — new-address verification', () => {
  async function verify(payload: object) {
    const sealed = encryptPayload(payload, await modulus(sb.call));
    return body(call({ method: 'POST', url: '/wps/session/login/verification', headers: { ...network(90), Encryption: sealed.header }, payload: sealed.body }));
  }
  const challenge = async (): Promise<string> => {
    const res = (await encryptedLogin(sb.call, { username: SECURE_ACCOUNT, password: 'Tessera2026', type: 'username' }, network(90))).json();
    expect(res).toMatchObject({ errorCode: 'login.ip.unverified' });
    return res.value.ticket as string;
  };

  beforeAll(async () => {
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { LOGINIPVERF3: true } });
  });
  afterAll(async () => {
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { LOGINIPVERF3: false } });
  });

  it('binds the code to its ticket, and guesses on other tickets burn it', async () => {
    await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${SECURE_ACCOUNT}/known-ips`, headers: CONTROL, payload: { ips: ['198.51.100.9'] } });
    const first = await challenge();
    expect(await verify({ ticket: first })).toMatchObject({ success: true });
    const code = codeOf(SECURE_MOBILE, 'loginip') ?? '';
    // The code of the first ticket does not open a second one.
    const second = await challenge();
    expect(await verify({ ticket: second, verificationCode: code })).toMatchObject({ errorCode: 'verification.code.invalid' });
    // Fresh tickets, a few guesses each (the probe: 230 guesses over 46 tickets): the code is burnt.
    for (let t = 0; t < 2; t += 1) {
      const ticket = await challenge();
      for (let i = 0; i < 2; i += 1) await verify({ ticket, verificationCode: wrong(code, t * 2 + i) });
    }
    expect(await verify({ ticket: first, verificationCode: code })).toMatchObject({ success: false });
    expect(codeOf(SECURE_MOBILE, 'loginip')).toBeUndefined();
  });

  it('a right code with its own ticket still logs in', async () => {
    endCountdown(SECURE_MOBILE);
    const ticket = await challenge();
    expect(await verify({ ticket })).toMatchObject({ success: true });
    expect(await verify({ ticket, verificationCode: codeOf(SECURE_MOBILE, 'loginip') })).toMatchObject({ success: true, value: { userName: SECURE_ACCOUNT } });
  });
});

describe('security: account takeover — password change', () => {
  it('ends the account’s other sessions, keeping the one that changed it', async () => {
    const [mine, other] = [await login('agent01m3', network(50)), await login('agent01m3', network(51))];
    // The password change is an encrypted call; its plain body is what decrypt hands on in tests.
    const sealed = encryptPayload({ oldPassword: 'Tessera2026', newPassword: 'Another2026', confirmNewPassword: 'Another2026' }, await modulus(sb.call));
    const res = await body(call({ method: 'POST', url: '/wps/member/password', headers: { ...network(50), authorization: mine, Encryption: sealed.header }, payload: sealed.body }));
    expect(res).toMatchObject({ success: true });
    expect(await body(call({ url: '/wps/member/info', headers: { ...network(51), authorization: other } }))).toMatchObject({ errorCode: 'login.not.session' });
    expect(await body(call({ url: '/wps/member/info', headers: { ...network(50), authorization: mine } }))).toMatchObject({ success: true });
  });

  it('limits wrong current passwords: then even the right one is refused for a while', async () => {
    const token = await login('agent01m4', network(52));
    const sealedChange = async (oldPassword: string) => {
      const sealed = encryptPayload({ oldPassword, newPassword: 'Another2026', confirmNewPassword: 'Another2026' }, await modulus(sb.call));
      return body(call({ method: 'POST', url: '/wps/member/password', headers: { ...network(52), authorization: token, Encryption: sealed.header }, payload: sealed.body }));
    };
    for (let i = 0; i < 5; i += 1) expect(await sealedChange(`guess${i}x`)).toMatchObject({ errorCode: 'password.old.wrong' });
    expect(await sealedChange('Tessera2026')).toMatchObject({ errorCode: 'password.attempts.exceeded' });
  });
});

describe('security: account takeover — registration and red envelope', () => {
  it('throttles registration per network (many loopback addresses are one), and a fresh account gets no red envelope', async () => {
    const register = (username: string, headers: Record<string, string> = {}) =>
      body(call({ method: 'PUT', url: '/wps/member/register/unsecure', headers, payload: { username, password: 'Secret123', confirmPassword: 'Secret123' } }));
    const answers: (string | null)[] = [];
    let token = '';
    for (let i = 0; i < REGISTRATIONS + 2; i += 1) {
      const res = await register(`farm${i}x${Date.now() % 1000}`);
      answers.push(res.errorCode);
      if (res.success) token = (res.value as { token: string }).token;
    }
    expect(answers).toEqual([...Array<null>(REGISTRATIONS).fill(null), 'too_many_requests', 'too_many_requests']);
    expect((await register(`other${Date.now() % 1000}`, network(60))).success).toBe(true);

    const event = (await body(call({ url: '/wps/relay/MCSFE_getRedEnvelope', headers: { authorization: token } }))).value as { event: { eventId: number } | null };
    expect(event.event).not.toBeNull();
    const eventId = event.event?.eventId ?? 0;
    expect(await body(post('/wps/relay/MCSFE_openRedEnvelope', { eventId }, { authorization: token }))).toMatchObject({ success: false, errorCode: 'red_envelope.not_eligible' });
    // An established account opens it.
    const old = await login('player01', network(61));
    expect(await body(post('/wps/relay/MCSFE_openRedEnvelope', { eventId }, { ...network(61), authorization: old }))).toMatchObject({ success: true });
  });
});

describe('security: account takeover — chat and agent amounts', () => {
  it('caps chat lines per client network across accounts, and per room', async () => {
    const tokens = [await login('agent01m5'), await login('agent01'), await login('player01')];
    const others = ['agent01m1', 'agent01m4', SECURE_ACCOUNT];
    const send = (token: string, text: string, headers: Record<string, string> = {}) => body(post('/wps/relay/CHAT_sendMessage', { text }, { ...headers, authorization: token }));
    const answers: (string | null)[] = [];
    for (const [i, t] of tokens.entries()) answers.push((await send(t, `line ${i}`)).errorCode);
    const fourth = await send(tokens[0] ?? '', 'line 3');
    expect(answers).toEqual([null, null, null]);
    expect(fourth).toMatchObject({ errorCode: 'chat.too_fast' });
    // Other networks share the room's allowance: CHAT_ROOM lines in all.
    const more: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) more.push((await send(await login(others[i] ?? '', network(70 + i)), `from ${i}`, network(70 + i))).errorCode);
    expect(more).toEqual([null, null, 'chat.too_fast']);
  });

  it('refuses agent transfer amounts the funds routes refuse (true, hex, exponent, arrays)', async () => {
    const token = await login('agent01', network(80));
    const north = async () =>
      ((await body(call({ url: '/wps/agent/team/members?keyword=agent01a1', headers: { ...network(80), authorization: token } }))).value as { list: { id: number; username: string; balance: number }[] }).list.find(
        (m) => m.username === 'agent01a1',
      );
    const to = (await north())?.id;
    const balance = async () => (await north())?.balance;
    const before = await balance();
    for (const [i, amount] of [true, '0x10', '1e2', [5], ' ', '5e0'].entries()) {
      expect(await body(post('/wps/agent/transfer', { toId: to, amount, requestId: `odd-amount-${i}x` }, { ...network(80), authorization: token }))).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
      });
    }
    expect(await balance()).toBe(before);
  });
});
