import Database from 'better-sqlite3';
import { join } from 'node:path';
import { CONTROL, DEMO, sandboxPerFile } from '../test-utils/sandbox.js';

const sb = sandboxPerFile();

/** The last code the sandbox issued (no SMS leaves it). */
function lastCode(mobile: string): string {
  const db = new Database(join(sb.dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT code FROM sms_codes WHERE mobile = ? ORDER BY created_at DESC LIMIT 1').get(mobile) as { code: string }).code;
  } finally {
    db.close();
  }
}

const put = (url: string, payload: object, headers: Record<string, string> = {}) => sb.call({ method: 'PUT', url, headers: { ...DEMO, ...headers }, payload });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => sb.call({ method: 'POST', url, headers: { ...DEMO, ...headers }, payload });
const good = { username: 'newplayer7', password: 'Secret123', confirmPassword: 'Secret123', login: true, registerMethod: 'WEB' };

describe('registration', () => {
  it('registers by username and opens a session for the new member', async () => {
    const res = await put('/wps/member/register/unsecure', { ...good, email: 'np7@example.com', affiliateCode: 'AGENT01' });
    expect(res.json()).toMatchObject({ success: true, value: { token: expect.any(String), firstTimeLogin: true, userName: 'newplayer7' } });
    const info = await sb.call({ url: '/wps/member/info', headers: { ...DEMO, authorization: res.json().value.token } });
    expect(info.json().value).toMatchObject({ account: 'newplayer7', type: 0 });
  });

  it('enforces the field rules, the confirmation, unique names and valid invitation codes', async () => {
    const refused = async (payload: object) => (await put('/wps/member/register/unsecure', payload)).json();
    expect(await refused({ ...good, username: '9bad' })).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await refused({ ...good, username: 'okname12', confirmPassword: 'other' })).toMatchObject({ errorCode: 'password.confirm.mismatch' });
    expect(await refused({ ...good, username: 'okname12', email: 'not-an-email' })).toMatchObject({ errorCode: 'request_param_err' });
    expect(await refused({ ...good })).toMatchObject({ errorCode: 'username.exist' });
    expect(await refused({ ...good, username: 'okname12', affiliateCode: 'NOPE' })).toMatchObject({ errorCode: 'invitation_code_error' });
  });

  it('checks affiliate codes', async () => {
    expect((await sb.call({ url: '/wps/agent/affiliate?code=agent01&domain=localhost', headers: DEMO })).json().value).toBe(true);
    expect((await sb.call({ url: '/wps/agent/affiliate?code=NOPE&domain=localhost', headers: DEMO })).json().value).toBe(false);
  });

  it('registers by mobile with an SMS code, once mobile registration is on', async () => {
    expect((await put('/wps/member/register/mobile/unsecure', { ...good, mobileNum: '09998887777' })).json().errorCode).toBe('function.not.available');
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { MOBILENUMREG3: true } });
    const sent = await post('/wps/verification/sms/register', { mobileNo: '09998887777', countryDialingCode: '63' });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    expect((await post('/wps/verification/sms/register', { mobileNo: '09998887777', countryDialingCode: '63' })).json().errorCode).toBe('too_many_requests');
    expect((await put('/wps/member/register/mobile/unsecure', { ...good, mobileNum: '09998887777', verificationCode: '000000x' })).json().errorCode).toBe('verification.code.invalid');
    const res = await put('/wps/member/register/mobile/unsecure', { ...good, mobileNum: '09998887777', verificationCode: lastCode('09998887777') });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'm09998887777' } });
  });
});

describe('passwords and free play', () => {
  it('forgot by e-mail: only the right username and e-mail pair', async () => {
    const form = (payload: string) => sb.call({ method: 'POST', url: '/wps/member/password/email', headers: { ...DEMO, 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await form('username=newplayer7&email=np7%40example.com')).json()).toMatchObject({ success: true });
    expect((await form('username=newplayer7&email=other%40example.com')).json()).toMatchObject({ success: false, errorCode: 'USER_NOT_EXIST' });
  });

  it('sets a password by phone with the code sent to it, then logs in with it', async () => {
    await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { CHNGPASSVERIF3: true } });
    // An unregistered number is answered like any other (nothing tells numbers apart); only the holder of
    // its code learns, by using it, that there is no account behind it.
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '09000000000', countryDialingCode: '63' })).json()).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const none = await post('/wps/member/password/verification/unsecure', { mobileNum: '09000000000', verificationCode: lastCode('09000000000'), newPassword: 'Changed456' });
    expect(none.json()).toMatchObject({ success: false, errorCode: 'phone.not.exist' });
    expect((await post('/wps/verification/sms/noLogin', { mobileNum: '09998887777', countryDialingCode: '63' })).json().success).toBe(true);
    const res = await post('/wps/member/password/verification/unsecure', { mobileNum: '09998887777', verificationCode: lastCode('09998887777'), newPassword: 'Changed456' });
    expect(res.json()).toMatchObject({ success: true, value: { username: 'm09998887777' } });
    const login = await post('/wps/session/login/unsecure', { username: 'm09998887777', password: 'Changed456', type: 'username' });
    expect(login.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('logs in by SMS code: the mobile number as username, the code as password, once', async () => {
    await post('/wps/verification/sms/noLogin', { mobileNum: '09998887777', countryDialingCode: '63' });
    const code = lastCode('09998887777');
    // A wrong code reads as a wrong code (the host says "The verification code is not valid."), not as a wrong password.
    const wrong = (await post('/wps/session/login/unsecure', { username: '09998887777', password: '000000', type: 'sms' })).json();
    expect(wrong).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
    const ok = await post('/wps/session/login/unsecure', { username: '09998887777', password: code, type: 'sms' });
    expect(ok.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    // Used up: the same code is now a wrong one.
    expect((await post('/wps/session/login/unsecure', { username: '09998887777', password: code, type: 'sms' })).json()).toMatchObject({ errorCode: 'verification.code.invalid' });
  });

  it('counts a wrong SMS login code as a failed login (the captcha follows as for wrong passwords), and a right code for a number with no account as a wrong login', async () => {
    await post('/wps/verification/sms/noLogin', { mobileNum: '09170002222', countryDialingCode: '63' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await post('/wps/session/login/unsecure', { username: '09170002222', password: '00000' + i, type: 'sms' })).json());
    expect(answers.map((a) => a.errorCode)).toEqual(['verification.code.invalid', 'verification.code.invalid', 'verification.code.invalid']);
    expect(answers.map((a) => a.value?.captcha)).toEqual([false, false, true]);
    await post('/wps/verification/sms/noLogin', { mobileNum: '09000000000', countryDialingCode: '63' });
    const none = await post('/wps/session/login/unsecure', { username: '09000000000', password: lastCode('09000000000'), type: 'sms' });
    expect(none.json()).toMatchObject({ success: false, errorCode: 'login.fail' });
  });

  it('free play opens a trial (type 4) session with play money, and needs gateway version 3', async () => {
    const payload = { platform: 'W', os: 'Linux', random: 'abc123' };
    expect((await post('/wps/session/login/freeplay', payload)).statusCode).toBe(400);
    const res = await post('/wps/session/login/freeplay', payload, { 'x-gateway-version': '3' });
    const token = res.json().value.token as string;
    const info = await sb.call({ url: '/wps/member/info', headers: { ...DEMO, authorization: token } });
    expect(info.json().value.type).toBe(4);
    const balance = await sb.call({ url: '/wps/v2/wallets/balance', headers: { ...DEMO, authorization: token } });
    expect(balance.json().value.sumBalance).toBe(2000);
  });
});

describe('content', () => {
  it('answers banners for every group, notices and promotions, each banner with real artwork', async () => {
    const v = (await sb.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W', headers: DEMO })).json().value;
    const groups = new Set(v.banners.map((b: { groupName: string }) => b.groupName));
    for (const g of ['w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_down', 'w_promotion', 'w_help', 'w_reg', 'w_login']) expect(groups).toContain(g);
    expect(v.player.length).toBeGreaterThan(9);
    expect(v.promotion[0]).toMatchObject({ promotionType: 'newbie', badge: 'NEWBIE' });
    const img = await sb.call({ url: v.banners[0].url });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.body.length).toBeGreaterThan(5000);
    expect((await sb.call({ url: v.promotion[0].announcementImages[0].imageUrl })).headers['content-type']).toBe('image/png');
  });

  it('help centre by language, domain routes, feedback within its bounds', async () => {
    const help = (await sb.call({ url: '/wps/system/helpCenter?lang=TY&device=WEB', headers: DEMO })).json().value;
    // The real answer's shape: the five tagged sections, the terms nested under "about us".
    expect(help.map((h: { tag: string }) => h.tag)).toEqual(['aboutus', 'deposit', 'withdraw', 'game', 'faqs']);
    expect(help[0].children.find((h: { tag: string }) => h.tag === 'terms').title).toBe('Mga tuntunin at privacy');
    expect((await sb.call({ url: '/wps/system/domainRoute?device=WEB', headers: DEMO })).json().value.domainList[0]).toMatchObject({ speed: expect.any(Number) });
    expect((await put('/wps/feedback', { questionType: 'game', content: 'too short' })).json().success).toBe(false);
    expect((await put('/wps/feedback', { questionType: 'game', content: 'The fishing game froze after the bonus round.' })).json().success).toBe(true);
  });

  it('lists countries with dialing codes', async () => {
    expect((await sb.call({ url: '/wps/system/country', headers: DEMO })).json().value[0]).toMatchObject({ countryCode: 'PH', countryDialingCode: '63' });
  });
});
