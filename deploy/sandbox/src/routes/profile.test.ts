import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';
import { isAdultBirthday } from './profile.js';

// Logins hash with scrypt and settlements wait out the sandbox's review delay: slow on a loaded machine.
jest.setTimeout(30_000);

const sb = sandboxPerFile();

async function login(username: string, password = 'Tessera2026') {
  return encryptedLogin(sb.call, { username, password, type: 'username' });
}
async function changePassword(auth: Record<string, string>, payload: object) {
  const sealed = encryptPayload(payload, await modulus(sb.call));
  return (await sb.call({ method: 'POST', url: '/wps/member/password', headers: { ...auth, Encryption: sealed.header }, payload: sealed.body })).json();
}

describe('my account', () => {
  it('reads empty fields, saves valid ones (nickname included), refuses invalid ones naming them', async () => {
    const auth = { ...DEMO, Authorization: (await login('agent01m4')).json().value.token as string };
    const url = '/wps/member/info/profile';
    const first = (await sb.call({ url, headers: auth })).json().value;
    expect(first).toMatchObject({ nickname: 'Agent One Member 4', telegram: '', birthday: '', security: { passwordSet: true, mobileBound: true, profileComplete: false } });
    const saved = (
      await sb.call({ method: 'PUT', url, headers: auth, payload: { nickname: ' Lucky Four ', telegram: '@lucky_four', birthday: '1990-02-28', nationality: 'Filipino', occupation: 'Chef', sourceOfIncome: 'salary' } })
    ).json().value;
    expect(saved).toMatchObject({ nickname: 'Lucky Four', telegram: '@lucky_four', zalo: '', security: { profileComplete: true } });
    expect((await sb.call({ url: '/wps/member/info', headers: auth })).json().value.nickname).toBe('Lucky Four');
    const bad = (await sb.call({ method: 'PUT', url, headers: auth, payload: { zalo: '12ab', birthday: '2099-01-01', nickname: '', address: 'ok' } })).json();
    expect(bad).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: ['nickname', 'zalo', 'birthday'] } });
    expect((await sb.call({ url, headers: auth })).json().value.address).toBe(''); // nothing saved
  });

  it('changes the password only with the right old one and a valid new one; the new one logs in', async () => {
    const auth = { ...DEMO, Authorization: (await login('agent01m5')).json().value.token as string };
    expect(await changePassword(auth, { oldPassword: 'wrong-one', newPassword: 'Fresh2027', confirmNewPassword: 'Fresh2027' })).toMatchObject({ errorCode: 'password.old.wrong' });
    expect(await changePassword(auth, { oldPassword: 'Tessera2026', newPassword: 'abc', confirmNewPassword: 'abc' })).toMatchObject({ errorCode: 'password.format' });
    expect(await changePassword(auth, { oldPassword: 'Tessera2026', newPassword: 'Fresh2027', confirmNewPassword: 'Fresh2028' })).toMatchObject({ errorCode: 'password.confirm.mismatch' });
    expect(await changePassword(auth, { oldPassword: 'Tessera2026', newPassword: 'Fresh2027', confirmNewPassword: 'Fresh2027' })).toMatchObject({ success: true });
    expect((await login('agent01m5', 'Fresh2027')).json().success).toBe(true);
    expect((await login('agent01m5')).json().success).toBe(false);
  });

  it('gives the referral code, its link and the invitations count', async () => {
    const agent = { ...DEMO, Authorization: (await login('agent01')).json().value.token as string };
    const v = (await sb.call({ url: '/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', headers: agent })).json().value;
    expect(v.referralCode).toMatch(/^T[0-9A-Z]+$/);
    expect(v.link).toMatch(new RegExp(`^http://[^/]+/\\?referralCode=${v.referralCode}$`));
    expect(v.totalInvitations).toBeGreaterThanOrEqual(5); // agent01 signed up its downline
    const player = { ...DEMO, Authorization: (await login('player01')).json().value.token as string };
    expect((await sb.call({ url: '/wps/relay/MCSFE_getReferralDetails', headers: player })).json().value.totalInvitations).toBe(0);
  });

  it('accepts adult birthdays only', () => {
    const now = new Date(Date.UTC(2026, 5, 1));
    expect(isAdultBirthday('2008-06-01', now)).toBe(true);
    expect(isAdultBirthday('2008-06-02', now)).toBe(false);
    expect(isAdultBirthday('1990-02-30', now)).toBe(false);
    expect(isAdultBirthday('90-02-01', now)).toBe(false);
  });
});
