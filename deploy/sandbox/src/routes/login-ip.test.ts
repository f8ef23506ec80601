import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';
import { SECURE_ACCOUNT, SECURE_MOBILE } from '../seed/login-ips.js';
import { CHALLENGE_MAX_FAILURES, normaliseIp } from '../repo/login-ips.js';
import { maskMobile } from './session.js';

const sb = sandboxPerFile();
const secure = { username: SECURE_ACCOUNT, password: 'Tessera2026', captcha: '', type: 'username' };

async function verify(payload: object) {
  const sealed = encryptPayload(payload, await modulus(sb.call));
  return (await sb.call({ method: 'POST', url: '/wps/session/login/verification', headers: { ...DEMO, Encryption: sealed.header }, payload: sealed.body })).json();
}

async function lastCode(): Promise<string> {
  const res = await sb.call({ url: `/sandbox/demo/sms/last?mobile=${SECURE_MOBILE}`, headers: CONTROL });
  expect(res.json()).toMatchObject({ purpose: 'loginip' });
  return res.json().code;
}

async function challenge(): Promise<{ ticket: string; mobile: string }> {
  const res = (await encryptedLogin(sb.call, secure)).json();
  expect(res).toMatchObject({ success: false, errorCode: 'login.ip.unverified', value: { verification: true, mobile: '*******0101' } });
  return res.value;
}

describe('login from an unknown address', () => {
  it('asks for the SMS code, finishes the login with it, then knows the address', async () => {
    const { ticket } = await challenge();
    // No token before the code.
    expect(await verify({ ticket: 'made-up' })).toMatchObject({ success: false, errorCode: 'login.verification.expired' });
    expect(await verify({ ticket })).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    // One code per countdown.
    expect(await verify({ ticket })).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    const code = await lastCode();
    expect(await verify({ ticket, verificationCode: '' })).toMatchObject({ success: false, errorCode: 'verification.code.missing' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify({ ticket, verificationCode: wrong })).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    const done = await verify({ ticket, verificationCode: code });
    expect(done).toMatchObject({ success: true, value: { token: expect.any(String), userName: SECURE_ACCOUNT } });
    // The ticket is spent, and the address is now known: the next login goes straight through.
    expect(await verify({ ticket, verificationCode: code })).toMatchObject({ success: false, errorCode: 'login.verification.expired' });
    expect((await encryptedLogin(sb.call, secure)).json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('closes the challenge after too many wrong codes', async () => {
    await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${SECURE_ACCOUNT}/known-ips`, headers: CONTROL, payload: { ips: ['198.51.100.9'] } });
    const { ticket } = await challenge();
    for (let i = 1; i < CHALLENGE_MAX_FAILURES; i += 1) {
      expect(await verify({ ticket, verificationCode: 'x1' })).toMatchObject({ errorCode: 'verification.code.invalid' });
    }
    expect(await verify({ ticket, verificationCode: 'x1' })).toMatchObject({ errorCode: 'login.verification.expired' });
    expect(await verify({ ticket })).toMatchObject({ errorCode: 'login.verification.expired' });
  });

  it('trusts the first address of a member with none, and skips members without a mobile or with the module off', async () => {
    const reset = await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${SECURE_ACCOUNT}/known-ips`, headers: CONTROL, payload: { ips: [] } });
    expect(reset.json()).toMatchObject({ ips: [] });
    expect((await encryptedLogin(sb.call, secure)).json()).toMatchObject({ success: true });
    expect((await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${SECURE_ACCOUNT}/known-ips`, headers: CONTROL, payload: { ips: 'x' } })).statusCode).toBe(400);

    await sb.call({ method: 'PUT', url: `/sandbox/demo/members/${SECURE_ACCOUNT}/known-ips`, headers: CONTROL, payload: { ips: ['198.51.100.9'] } });
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { LOGINIPVERF3: false } });
    expect((await encryptedLogin(sb.call, secure)).json()).toMatchObject({ success: true });
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { LOGINIPVERF3: true } });
  });

  it('spells each address one way, every loopback address as the one machine', () => {
    expect(normaliseIp('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(normaliseIp('::1')).toBe('127.0.0.1');
    expect(normaliseIp('127.0.0.2')).toBe('127.0.0.1');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('masks all but the last four digits', () => {
    expect(maskMobile('09175550101')).toBe('*******0101');
    expect(maskMobile('123')).toBe('123');
  });
});
