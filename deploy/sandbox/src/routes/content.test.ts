import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';
import { POPUP_SWITCH } from './content.js';

const sb = sandboxPerFile();

const popups = async (execution?: string) => {
  const query = new URLSearchParams({ types: 'PU', platform: 'W', ...(execution ? { execution } : {}) });
  const res = await sb.call({ url: `/wps/relay/MCSFE_getListAnnouncements?${query.toString()}`, headers: DEMO });
  expect(res.json()).toMatchObject({ success: true });
  return (res.json().value.popup as { id: number; execution: string; title: string; content: string }[]).map((p) => p.execution);
};

describe('announcement popups', () => {
  it('serves none until the merchant publishes them, then by audience', async () => {
    expect(await popups()).toEqual([]);
    const on = await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { [POPUP_SWITCH]: true } });
    expect(on.statusCode).toBe(200);
    expect(await popups()).toEqual(['B', 'A', 'F']);
    expect(await popups('B')).toEqual(['B']);
    expect(await popups('A,F')).toEqual(['A', 'F']);
    // Only the asked types: no popups without PU.
    const banners = (await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W', headers: DEMO })).json().value;
    expect(banners.popup).toEqual([]);
    expect(banners.banners.length).toBeGreaterThan(0);
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { [POPUP_SWITCH]: false } });
    expect(await popups()).toEqual([]);
  });
});

describe('test controls of the host flows', () => {
  it('expires a member password until it is changed', async () => {
    const login = async () => (await encryptedLogin(sb.call, { username: 'agent01m5', password: 'Tessera2026', captcha: '', type: 'username' })).json();
    expect((await login()).value.passwordExpired).toBe(false);
    const bad = await sb.call({ method: 'PUT', url: '/sandbox/demo/members/agent01m5/password-expired', headers: CONTROL, payload: { expired: 'yes' } });
    expect(bad.statusCode).toBe(400);
    const none = await sb.call({ method: 'PUT', url: '/sandbox/demo/members/nobody-here/password-expired', headers: CONTROL, payload: { expired: true } });
    expect(none.statusCode).toBe(404);
    const set = await sb.call({ method: 'PUT', url: '/sandbox/demo/members/agent01m5/password-expired', headers: CONTROL, payload: { expired: true } });
    expect(set.json()).toEqual({ merchant: 'demo', username: 'agent01m5', expired: true });
    const expired = await login();
    expect(expired.value.passwordExpired).toBe(true);
    // A new password is not expired.
    const sealed = encryptPayload({ oldPassword: 'Tessera2026', newPassword: 'Renewed2026', confirmNewPassword: 'Renewed2026' }, await modulus(sb.call));
    const change = await sb.call({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...DEMO, Authorization: expired.value.token, Encryption: sealed.header },
      payload: sealed.body,
    });
    expect(change.json()).toMatchObject({ success: true });
    const after = (await encryptedLogin(sb.call, { username: 'agent01m5', password: 'Renewed2026', captcha: '', type: 'username' })).json();
    expect(after.value.passwordExpired).toBe(false);
  });

  it('reads the last SMS code the sandbox "sent", for a given number too', async () => {
    const empty = await sb.call({ url: '/sandbox/demo/sms/last', headers: CONTROL });
    expect(empty.statusCode).toBe(404);
    // player01 of demo (seed.ts numbers members' phones from their id).
    const mobile = '09171001001';
    const sent = await sb.call({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: DEMO, payload: { mobileNum: mobile, countryDialingCode: '63' } });
    expect(sent.json()).toMatchObject({ success: true });
    const last = (await sb.call({ url: `/sandbox/demo/sms/last?mobile=${mobile}`, headers: CONTROL })).json();
    expect(last).toMatchObject({ mobile, purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    expect((await sb.call({ url: '/sandbox/demo/sms/last?mobile=09990000000', headers: CONTROL })).statusCode).toBe(404);
  });
});
