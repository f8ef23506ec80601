/**
 * Phone numbers as people type them, on the gateway's side (docs/product.md#phone-numbers): with +63 the
 * seeded `09171001001` is found as `9171001001`, `+63 917 100 1001` or `639171001001`, in SMS login, forgot by
 * phone and registration, and a number registered one way is "already registered" when typed another.
 */
import { CONTROL, DEMO, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();
const post = (url: string, payload: object) => sb.call({ method: 'POST', url, headers: DEMO, payload });
const put = (url: string, payload: object) => sb.call({ method: 'PUT', url, headers: DEMO, payload });
const lastCode = async (mobile: string): Promise<{ mobile: string; code: string }> =>
  (await sb.call({ url: `/sandbox/demo/sms/last?mobile=${encodeURIComponent(mobile)}`, headers: CONTROL })).json();

describe('the gateway reads a mobile number however it was typed', () => {
  it('logs player01 in by SMS with +63 and 9171001001 (the seed has 09171001001)', async () => {
    const sent = await post('/wps/verification/sms/noLogin', { mobileNum: '9171001001', countryDialingCode: '63' });
    expect(sent.json()).toMatchObject({ success: true });
    const { mobile, code } = await lastCode('+63 917 100 1001');
    expect(mobile).toBe('09171001001');
    const login = await post('/wps/session/login/unsecure', { username: '639171001001', password: code, type: 'sms', countryDialingCode: '63' });
    expect(login.json()).toMatchObject({ success: true, value: { userName: 'player01', token: expect.any(String) } });
  });

  it('refuses a number that is none for the dial code, and answers an unknown one as a known one (no enumeration)', async () => {
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '917100100', countryDialingCode: '63' })).json().errorCode).toBe('phone.format.invalid');
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '9171001001', countryDialingCode: '66' })).json().errorCode).toBe('phone.format.invalid');
    // The send answers alike whether or not the number is registered (routes/account.ts, smsNoLogin).
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '9189990000', countryDialingCode: '63' })).json()).toMatchObject({ success: true });
  });

  it('registers a mobile in its canonical form: the same number typed another way is already registered', async () => {
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { MOBILENUMREG3: true } });
    expect((await post('/wps/verification/sms/register', { mobileNo: '+63 918 555 0199', countryDialingCode: '63' })).json()).toMatchObject({ success: true });
    const { code } = await lastCode('9185550199');
    const reg = await put('/wps/member/register/mobile/unsecure', {
      mobileNum: '918-555-0199',
      countryDialingCode: '63',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode: code,
      login: true,
      registerMethod: 'WEB',
    });
    expect(reg.json()).toMatchObject({ success: true, value: { userName: 'm09185550199' } });
    // Typed another way, the number is the same one: once its holder proves it with a code, it is taken.
    expect((await post('/wps/verification/sms/register', { mobileNo: '0918 555 0199', countryDialingCode: '63' })).json()).toMatchObject({ success: true });
    const again = await lastCode('9185550199');
    const second = await put('/wps/member/register/mobile/unsecure', {
      mobileNum: '+639185550199',
      countryDialingCode: '63',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verificationCode: again.code,
      login: true,
      registerMethod: 'WEB',
    });
    expect(second.json().errorCode).toBe('phone.exist');
  });
});
