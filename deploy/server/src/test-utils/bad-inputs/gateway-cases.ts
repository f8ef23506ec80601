/** The gateway's share of the bad-input corpus (security/bad-inputs.test.ts): each request and the errorCode it must get. */
import { encryptPayload } from '../../../../../shared/src/api/crypto.js';
import type { TestRequest } from '../helpers.js';
import { DEMO, modulus, type SandboxUnderTest } from '../sandbox.js';

export interface GatewayCase {
  name: string;
  request: () => TestRequest | Promise<TestRequest>;
  /** The errorCode expected (else any). */
  code?: string | RegExp;
}

/** Who the cases call as: the test fills it in before they run (the member's session, the server's call). */
export const caseContext: { member: Record<string, string>; call?: SandboxUnderTest['call'] } = { member: {} };

const plain = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): (() => TestRequest) => () => ({
  method,
  url,
  headers: { ...DEMO, ...caseContext.member, ...headers },
  payload,
});
const anon = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): (() => TestRequest) => () => ({
  method,
  url,
  headers: { ...DEMO, ...headers },
  payload,
});
/** An `encrypt` call sealed the way the client seals it. */
const sealed = (url: string, payload: unknown, method = 'POST', asMember = true): (() => Promise<TestRequest>) => async () => {
  const s = encryptPayload(payload as object, await modulus(caseContext.call!));
  return { method, url, headers: { ...DEMO, ...(asMember ? caseContext.member : {}), Encryption: s.header }, payload: s.body };
};

const LONG = 'x'.repeat(100_000);
const HOSTILE_STRINGS: [string, unknown][] = [
  ['a number', 12345],
  ['an array', ['a']],
  ['an object', { $gt: '' }],
  ['null', null],
  ['true', true],
  ['100,000 characters', LONG],
  ['a NUL byte', 'abc\u0000def'],
  ['SQL', "' OR 1=1 --"],
  ['HTML', '<img src=x onerror=alert(1)>'],
  ['only spaces', '    '],
];

const LOGIN = '/wps/session/login/unsecure';
const REGISTER = '/wps/member/register/unsecure';
const REGISTER_MOBILE = '/wps/member/register/mobile/unsecure';
const PROFILE = '/wps/member/info/profile';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const DEPOSIT = '/wps/relay/MCSFE_deposit';
const WITHDRAW = '/wps/relay/passwordCheck/MCSFE_withdraw';
const UPLINE = '/wps/relay/passwordCheck/MCSFE_processC2CTransaction';
const PASSWORD = '/wps/member/password';
const CONFIRM = '/wps/relay/MCSFE_processPaymentConfirmation';
const APPLY = '/wps/relay/MCSFE_signUpRequestReward';

const BAD_AMOUNTS: [string, unknown, RegExp][] = [
  ['zero', 0, /positive/],
  ['negative', -10, /positive/],
  ['negative zero', -0, /positive/],
  ['a NaN string', 'NaN', /positive/],
  ['an Infinity string', 'Infinity', /positive/],
  ['a hex string', '0x10', /positive/],
  ['an exponent string', '1e3', /positive/],
  ['a negative string', '-5', /positive/],
  ['a grouped string', '1,000', /positive/],
  ['an empty string', '', /positive/],
  ['null', null, /positive/],
  ['true', true, /positive/],
  ['an object', { value: 10 }, /positive/],
  ['an array', [10], /positive/],
  ['1e20', 1e20, /too large/],
  ['2^53', 2 ** 53, /too large/],
  ['Number.MAX_VALUE', Number.MAX_VALUE, /too large/],
  ['a 30-digit string', '123456789012345678901234567890', /too large/],
  ['three decimals', 10.005, /2 decimals/],
  ['one tenth of a cent', 0.001, /2 decimals/],
  ['many decimals', '10.123456789', /2 decimals/],
];

const amountCases = (label: string, build: (amount: unknown) => GatewayCase['request']): GatewayCase[] =>
  BAD_AMOUNTS.map(([what, amount]) => ({ name: `${label}: amount ${what}`, request: build(amount), code: 'request_param_err' }));

let rid = 0;
const requestId = () => `bad-input-${(rid += 1)}-${Date.now()}`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');

export const GATEWAY_CASES: GatewayCase[] = [
  // -- login
  { name: 'login: empty object', request: anon('POST', LOGIN, {}), code: 'login.fail' },
  ...HOSTILE_STRINGS.filter(([, v]) => typeof v !== 'string' || v.length > 1000 || v.trim() === '').map(([what, v]) => ({
    name: `login: username ${what}`,
    request: anon('POST', LOGIN, { username: v, password: 'Tessera2026', type: 'username' }),
    code: /^(login\.fail|request_param_err)$/,
  })),
  ...HOSTILE_STRINGS.filter(([, v]) => typeof v !== 'string' || v.length > 1000).map(([what, v]) => ({
    name: `login: password ${what}`,
    request: anon('POST', LOGIN, { username: 'agent01m4', password: v, type: 'username' }),
    code: /^(login\.fail|request_param_err)$/,
  })),
  { name: 'login: SQL in the username', request: anon('POST', LOGIN, { username: "' OR 1=1 --", password: "' OR 1=1 --" }), code: 'login.fail' },
  { name: 'login: an SMS login with a wrong code', request: anon('POST', LOGIN, { username: '09171234567', password: '000000', type: 'sms' }), code: 'verification.code.invalid' },
  { name: 'login: a JSON array body', request: anon('POST', LOGIN, []), code: 'login.fail' },
  { name: 'login: a JSON string body', request: anon('POST', LOGIN, '"agent01m4"', { 'content-type': 'application/json' }) },
  { name: 'login: a JSON null body', request: anon('POST', LOGIN, 'null', { 'content-type': 'application/json' }) },
  { name: 'login: truncated JSON', request: anon('POST', LOGIN, '{"username":"agent01m4","password":', { 'content-type': 'application/json' }) },
  { name: 'login: JSON with a trailing comma', request: anon('POST', LOGIN, '{"username":"a",}', { 'content-type': 'application/json' }) },
  { name: 'login: invalid UTF-8 in JSON', request: anon('POST', LOGIN, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), { 'content-type': 'application/json' }) },
  { name: 'login: a text/plain body', request: anon('POST', LOGIN, 'username=agent01m4', { 'content-type': 'text/plain' }) },
  { name: 'login: an XML body', request: anon('POST', LOGIN, '<login><username>agent01m4</username></login>', { 'content-type': 'application/xml' }) },
  { name: 'login: a form body', request: anon('POST', LOGIN, 'username=agent01m4&password=x', { 'content-type': 'application/x-www-form-urlencoded' }) },
  { name: 'login: a JSON body of 2 MB', request: anon('POST', LOGIN, JSON.stringify({ username: 'a', pad: 'x'.repeat(2 * 1024 * 1024) }), { 'content-type': 'application/json' }) },
  { name: 'login: a deeply nested body', request: anon('POST', LOGIN, `${'['.repeat(5000)}${']'.repeat(5000)}`, { 'content-type': 'application/json' }) },
  { name: 'login: __proto__ in the body', request: anon('POST', LOGIN, '{"__proto__":{"username":"agent01m4"},"password":"Tessera2026"}', { 'content-type': 'application/json' }) },
  { name: 'login: an unknown merchant', request: anon('POST', LOGIN, { username: 'agent01m4', password: 'Tessera2026' }, { merchant: 'nobody' }) },
  { name: 'login: a hostile merchant header', request: anon('POST', LOGIN, { username: 'agent01m4', password: 'Tessera2026' }, { merchant: "demo' OR '1'='1" }) },
  // -- the encrypted login and its Encryption header
  { name: 'encrypted login: no Encryption header', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain' }), code: 'request_body_required' },
  { name: 'encrypted login: a garbage Encryption header', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain', Encryption: 'not-hex!' }), code: 'request_body_required' },
  { name: 'encrypted login: an empty Encryption header', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain', Encryption: '' }), code: 'request_body_required' },
  { name: 'encrypted login: 58 RSA blocks', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain', Encryption: 'f'.repeat(256 * 58) }), code: 'request_body_required' },
  { name: 'encrypted login: a block larger than the modulus', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain', Encryption: 'f'.repeat(256) }), code: 'request_body_required' },
  { name: 'encrypted login: a zero block', request: anon('POST', '/wps/session/login', 'abc', { 'content-type': 'text/plain', Encryption: '0'.repeat(256) }), code: 'request_body_required' },
  {
    name: 'encrypted login: a right header with a garbage body',
    request: async () => ({ ...(await sealed('/wps/session/login', { username: 'agent01m4', password: 'x' }, 'POST', false)()), payload: '%%%not-base64%%%' }),
    code: 'request_body_required',
  },
  {
    name: 'encrypted login: a right header with an empty body',
    request: async () => ({ ...(await sealed('/wps/session/login', { username: 'agent01m4', password: 'x' }, 'POST', false)()), payload: undefined }),
    code: 'request_body_required',
  },
  {
    name: 'encrypted login: a body sealed with another key',
    request: async () => {
      const other = encryptPayload({ username: 'agent01m4', password: 'Tessera2026' }, 'c'.repeat(256));
      const mine = await sealed('/wps/session/login', { username: 'agent01m4', password: 'x' }, 'POST', false)();
      return { ...mine, payload: other.body };
    },
    code: 'request_body_required',
  },
  { name: 'encrypted login: a sealed wrong password', request: sealed('/wps/session/login', { username: 'agent01m2', password: 'wrong-password' }, 'POST', false), code: 'login.fail' },
  { name: 'encrypted login: a sealed array', request: sealed('/wps/session/login', [1, 2, 3], 'POST', false), code: 'login.fail' },
  // -- registration
  { name: 'register: empty object', request: anon('PUT', REGISTER, {}), code: 'request_param_err' },
  ...HOSTILE_STRINGS.map(([what, v]) => ({
    name: `register: username ${what}`,
    request: anon('PUT', REGISTER, { username: v, password: 'Abcd1234', confirmPassword: 'Abcd1234' }),
    code: 'request_param_err',
  })),
  { name: 'register: a 2-letter username', request: anon('PUT', REGISTER, { username: 'ab', password: 'Abcd1234', confirmPassword: 'Abcd1234' }), code: 'request_param_err' },
  { name: 'register: a taken username', request: anon('PUT', REGISTER, { username: 'agent01m4', password: 'Abcd1234', confirmPassword: 'Abcd1234' }), code: /^(username\.exist|request_param_err)$/ },
  { name: 'register: a short password', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 'a1', confirmPassword: 'a1' }), code: 'request_param_err' },
  { name: 'register: a 10,000-character password', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 'a1'.repeat(5000), confirmPassword: 'a1'.repeat(5000) }), code: 'request_param_err' },
  { name: 'register: a password that is a number', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 12345678, confirmPassword: 12345678 }), code: 'request_param_err' },
  { name: 'register: confirmation mismatch', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 'Abcd1234', confirmPassword: 'Abcd12345' }), code: 'password.confirm.mismatch' },
  { name: 'register: a malformed mobile', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 'Abcd1234', confirmPassword: 'Abcd1234', mobileNum: '12ab' }) },
  { name: 'register: an unknown invitation code', request: anon('PUT', REGISTER, { username: 'newplayer77', password: 'Abcd1234', confirmPassword: 'Abcd1234', affiliateCode: 'NOPE-NOPE' }) },
  { name: 'register: an array body', request: anon('PUT', REGISTER, [{ username: 'newplayer77' }]), code: 'request_param_err' },
  { name: 'register: bad JSON', request: anon('PUT', REGISTER, '{username:newplayer77}', { 'content-type': 'application/json' }) },
  { name: 'register: the encrypted call without a header', request: anon('PUT', '/wps/member/register', '{}', { 'content-type': 'application/json' }), code: 'request_body_required' },
  { name: 'register by mobile: empty object', request: anon('PUT', REGISTER_MOBILE, {}) },
  { name: 'register by mobile: letters as the number', request: anon('PUT', REGISTER_MOBILE, { mobileNum: 'abcdefghij', password: 'Abcd1234', confirmPassword: 'Abcd1234' }) },
  { name: 'register by mobile: a 40-digit number', request: anon('PUT', REGISTER_MOBILE, { mobileNum: '1'.repeat(40), password: 'Abcd1234', confirmPassword: 'Abcd1234', verificationCode: '123456' }) },
  { name: 'register by mobile: no code', request: anon('PUT', REGISTER_MOBILE, { mobileNum: '09170000001', password: 'Abcd1234', confirmPassword: 'Abcd1234' }) },
  { name: 'register by mobile: a wrong code', request: anon('PUT', REGISTER_MOBILE, { mobileNum: '09170000001', password: 'Abcd1234', confirmPassword: 'Abcd1234', verificationCode: '000000' }) },
  // -- other anonymous account calls
  { name: 'forgot password: empty', request: anon('POST', '/wps/member/password/email', {}), code: 'request_param_err' },
  { name: 'forgot password: objects', request: anon('POST', '/wps/member/password/email', { username: { a: 1 }, email: ['x'] }), code: 'request_param_err' },
  { name: 'forgot password: a wrong e-mail', request: anon('POST', '/wps/member/password/email', { username: 'agent01m4', email: 'nobody@example.com' }), code: 'USER_NOT_EXIST' },
  { name: 'set password by phone: no number', request: anon('POST', '/wps/member/password/verification/unsecure', { newPassword: 'Abcd1234' }) },
  { name: 'set password by phone: a bad password', request: anon('POST', '/wps/member/password/verification/unsecure', { mobileNum: '09171234567', newPassword: 'a', verificationCode: '1' }) },
  { name: 'sms code: a malformed number', request: anon('POST', '/wps/verification/sms/noLogin', { mobileNum: '<script>' }) },
  { name: 'sms code: an object as the number', request: anon('POST', '/wps/verification/sms/register', { mobileNo: { a: 1 } }) },
  { name: 'free play: no gateway version', request: anon('POST', '/wps/session/login/freeplay', { platform: 'W', random: 'abc' }) },
  { name: 'free play: a wrong platform', request: anon('POST', '/wps/session/login/freeplay', { platform: 'X', random: 'abc' }, { 'x-gateway-version': '3' }) },
  // -- password change (encrypted, member)
  { name: 'password change: wrong old password', request: sealed(PASSWORD, { oldPassword: 'wrong-one1', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }), code: 'password.old.wrong' },
  { name: 'password change: a new password too short', request: sealed(PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'a1', confirmNewPassword: 'a1' }), code: 'password.format' },
  { name: 'password change: 10,000 characters', request: sealed(PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'a1'.repeat(5000), confirmNewPassword: 'a1'.repeat(5000) }), code: 'password.format' },
  { name: 'password change: confirmation mismatch', request: sealed(PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'Newpass123', confirmNewPassword: 'Newpass124' }), code: 'password.confirm.mismatch' },
  { name: 'password change: same as the old one', request: sealed(PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'Tessera2026', confirmNewPassword: 'Tessera2026' }), code: 'password.same' },
  { name: 'password change: numbers, not strings', request: sealed(PASSWORD, { oldPassword: 1, newPassword: 2, confirmNewPassword: 2 }), code: 'password.format' },
  { name: 'password change: missing fields', request: sealed(PASSWORD, {}), code: 'password.format' },
  { name: 'password change: no Encryption header', request: plain('POST', PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }), code: 'request_body_required' },
  { name: 'password change: a garbage Encryption header', request: plain('POST', PASSWORD, 'abc', { 'content-type': 'text/plain', Encryption: 'zz' }), code: 'request_body_required' },
  { name: 'password change: no session', request: sealed(PASSWORD, { oldPassword: 'Tessera2026', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }, 'POST', false) },
  { name: 'password change: a forged token', request: plain('POST', PASSWORD, '{}', { 'content-type': 'application/json', Authorization: 'f'.repeat(32) }) },
  { name: 'password change: a 10 KB token', request: plain('POST', PASSWORD, '{}', { 'content-type': 'application/json', Authorization: 'f'.repeat(10_000) }) },
  // -- profile
  { name: 'profile: an empty nickname', request: plain('PUT', PROFILE, { nickname: '' }), code: 'request_param_err' },
  { name: 'profile: a 21-character nickname', request: plain('PUT', PROFILE, { nickname: 'n'.repeat(21) }), code: 'request_param_err' },
  ...HOSTILE_STRINGS.filter(([, v]) => typeof v !== 'string' || v.length > 1000 || v.trim() === '').map(([what, v]) => ({
    name: `profile: nickname ${what}`,
    request: plain('PUT', PROFILE, { nickname: v }),
    code: 'request_param_err',
  })),
  { name: 'profile: a telegram handle with spaces', request: plain('PUT', PROFILE, { telegram: 'bad handle' }), code: 'request_param_err' },
  { name: 'profile: a zalo number with letters', request: plain('PUT', PROFILE, { zalo: '09abc12345' }), code: 'request_param_err' },
  { name: 'profile: 30 February', request: plain('PUT', PROFILE, { birthday: '1990-02-30' }), code: 'request_param_err' },
  { name: 'profile: a minor', request: plain('PUT', PROFILE, { birthday: `${new Date().getFullYear() - 10}-01-01` }), code: 'request_param_err' },
  { name: 'profile: a birthday in 1800', request: plain('PUT', PROFILE, { birthday: '1800-01-01' }), code: 'request_param_err' },
  { name: 'profile: a birthday as a timestamp', request: plain('PUT', PROFILE, { birthday: 631152000000 }), code: 'request_param_err' },
  { name: 'profile: a birthday in another format', request: plain('PUT', PROFILE, { birthday: '01/02/1990' }), code: 'request_param_err' },
  { name: 'profile: an unknown source of income', request: plain('PUT', PROFILE, { sourceOfIncome: 'crime' }), code: 'request_param_err' },
  { name: 'profile: a 121-character address', request: plain('PUT', PROFILE, { address: 'a'.repeat(121) }), code: 'request_param_err' },
  { name: 'profile: a 41-character nationality', request: plain('PUT', PROFILE, { nationality: 'a'.repeat(41) }), code: 'request_param_err' },
  { name: 'profile: an occupation object', request: plain('PUT', PROFILE, { occupation: { a: 1 } }), code: 'request_param_err' },
  { name: 'profile: one good and one bad field', request: plain('PUT', PROFILE, { nickname: 'Fine Name', zalo: 'nope' }), code: 'request_param_err' },
  { name: 'profile: bad JSON', request: plain('PUT', PROFILE, '{"nickname":', { 'content-type': 'application/json' }) },
  { name: 'profile: a text/plain body', request: plain('PUT', PROFILE, 'nickname=x', { 'content-type': 'text/plain' }) },
  { name: 'profile: no session', request: anon('PUT', PROFILE, { nickname: 'Hacker' }) },
  // -- wallet transfer
  ...amountCases('transfer', (amount) => plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount })),
  { name: 'transfer: more than the balance', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount: 400.01 }), code: 'balance.insufficient' },
  { name: 'transfer: no requestId', request: plain('POST', TRANSFER, { fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: a requestId with quotes', request: plain('POST', TRANSFER, { requestId: "x' OR 1=1 --", fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: a 1,000-character requestId', request: plain('POST', TRANSFER, { requestId: 'r'.repeat(1000), fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: a number as requestId', request: plain('POST', TRANSFER, { requestId: 123456789, fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: an unknown wallet', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 99999, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: to the same wallet', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 2, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: vendor to vendor', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 101, toAccountTypeId: 102, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: wallet ids as words', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 'main', toAccountTypeId: 'slots', amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: wallet ids as fractions', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2.5, toAccountTypeId: 101, amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: no wallets at all', request: plain('POST', TRANSFER, { requestId: requestId(), amount: 1 }), code: 'request_param_err' },
  { name: 'transfer: returnAll as a string', request: plain('POST', TRANSFER, { requestId: requestId(), returnAll: 'true' }), code: 'request_param_err' },
  { name: 'transfer: bad JSON', request: plain('POST', TRANSFER, '{"amount": 1', { 'content-type': 'application/json' }) },
  { name: 'transfer: a form body', request: plain('POST', TRANSFER, 'amount=1&fromAccountTypeId=2&toAccountTypeId=101', { 'content-type': 'application/x-www-form-urlencoded' }) },
  { name: 'transfer: no session', request: anon('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }) },
  { name: 'transfer: another merchant’s session', request: plain('POST', TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount: 1 }, { merchant: 'demo2' }) },
  // -- deposit
  ...amountCases('deposit', (amount) => plain('POST', DEPOSIT, { requestId: requestId(), channelId: 'bank', amount })),
  { name: 'deposit: below the channel minimum', request: plain('POST', DEPOSIT, { requestId: requestId(), channelId: 'bank', amount: 99.99 }), code: 'deposit.amount.limit' },
  { name: 'deposit: above the channel maximum', request: plain('POST', DEPOSIT, { requestId: requestId(), channelId: 'qrph', amount: 10_000.01 }), code: 'deposit.amount.limit' },
  { name: 'deposit: an unknown channel', request: plain('POST', DEPOSIT, { requestId: requestId(), channelId: 'paypal', amount: 200 }), code: 'request_param_err' },
  { name: 'deposit: a channel object', request: plain('POST', DEPOSIT, { requestId: requestId(), channelId: { id: 'bank' }, amount: 200 }), code: 'request_param_err' },
  { name: 'deposit: no requestId', request: plain('POST', DEPOSIT, { channelId: 'bank', amount: 200 }), code: 'request_param_err' },
  { name: 'deposit: a requestId with a slash', request: plain('POST', DEPOSIT, { requestId: '../../etc/passwd', channelId: 'bank', amount: 200 }), code: 'request_param_err' },
  { name: 'deposit: an XML body', request: plain('POST', DEPOSIT, '<deposit/>', { 'content-type': 'application/xml' }) },
  // -- withdrawal (encrypted)
  ...amountCases('withdraw', (amount) => sealed(WITHDRAW, { requestId: requestId(), amount, paymentPassword: 'Tessera2026' })),
  { name: 'withdraw: below the minimum', request: sealed(WITHDRAW, { requestId: requestId(), amount: 99, paymentPassword: 'Tessera2026' }), code: 'withdraw.amount.limit' },
  { name: 'withdraw: above the maximum', request: sealed(WITHDRAW, { requestId: requestId(), amount: 50_001, paymentPassword: 'Tessera2026' }), code: 'withdraw.amount.limit' },
  { name: 'withdraw: a wrong payment password', request: sealed(WITHDRAW, { requestId: requestId(), amount: 100, paymentPassword: 'wrong' }), code: 'password.payment.wrong' },
  { name: 'withdraw: a payment password object', request: sealed(WITHDRAW, { requestId: requestId(), amount: 100, paymentPassword: { $ne: '' } }), code: 'password.payment.wrong' },
  { name: 'withdraw: more than the balance', request: sealed(WITHDRAW, { requestId: requestId(), amount: 450, paymentPassword: 'Tessera2026' }), code: 'balance.insufficient' },
  { name: 'withdraw: a bad requestId', request: sealed(WITHDRAW, { requestId: 'a b', amount: 100, paymentPassword: 'Tessera2026' }), code: 'request_param_err' },
  { name: 'withdraw: no Encryption header', request: plain('POST', WITHDRAW, { requestId: requestId(), amount: 100, paymentPassword: 'Tessera2026' }), code: 'request_body_required' },
  { name: 'withdraw: an oversized Encryption header', request: plain('POST', WITHDRAW, 'abc', { 'content-type': 'text/plain', Encryption: 'a'.repeat(8_000) }), code: 'request_body_required' },
  // -- transfer to the upline (encrypted)
  ...amountCases('upline transfer', (amount) => sealed(UPLINE, { requestId: requestId(), amount, note: 'For you', paymentPassword: 'Tessera2026' })),
  { name: 'upline transfer: no note', request: sealed(UPLINE, { requestId: requestId(), amount: 10, paymentPassword: 'Tessera2026' }), code: 'upline.note' },
  { name: 'upline transfer: a 101-character note', request: sealed(UPLINE, { requestId: requestId(), amount: 10, note: 'n'.repeat(101), paymentPassword: 'Tessera2026' }), code: 'upline.note' },
  { name: 'upline transfer: a note object', request: sealed(UPLINE, { requestId: requestId(), amount: 10, note: { text: 'hi' }, paymentPassword: 'Tessera2026' }), code: 'upline.note' },
  { name: 'upline transfer: above the maximum', request: sealed(UPLINE, { requestId: requestId(), amount: 100_001, note: 'x', paymentPassword: 'Tessera2026' }), code: 'upline.amount.limit' },
  { name: 'upline transfer: a wrong payment password', request: sealed(UPLINE, { requestId: requestId(), amount: 10, note: 'x', paymentPassword: 'nope' }), code: 'password.payment.wrong' },
  { name: 'upline transfer: more than the balance', request: sealed(UPLINE, { requestId: requestId(), amount: 401, note: 'x', paymentPassword: 'Tessera2026' }), code: 'balance.insufficient' },
  // -- uploads (withdrawal proof, promotion applications)
  { name: 'upload: proof that is not a data URL', request: plain('POST', CONFIRM, { id: 1, received: false, proof: 'https://example.com/x.png' }) },
  { name: 'upload: a GIF labelled png', request: plain('POST', CONFIRM, { id: 1, received: false, proof: `data:image/png;base64,${GIF.toString('base64')}` }) },
  { name: 'upload: an SVG with script', request: plain('POST', CONFIRM, { id: 1, received: false, proof: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}` }) },
  { name: 'upload: base64 with stray characters', request: plain('POST', CONFIRM, { id: 1, received: false, proof: 'data:image/png;base64,iVBOR<>w0KGgo=' }) },
  { name: 'upload: an empty image', request: plain('POST', CONFIRM, { id: 1, received: false, proof: 'data:image/png;base64,' }) },
  { name: 'upload: a proof object', request: plain('POST', CONFIRM, { id: 1, received: false, proof: { data: 'x' } }) },
  { name: 'upload: a withdrawal that does not exist', request: plain('POST', CONFIRM, { id: 999_999, received: false, proof: `data:image/png;base64,${PNG.toString('base64')}` }), code: 'withdraw.not.awaiting' },
  { name: 'upload: a withdrawal id that is words', request: plain('POST', CONFIRM, { id: 'first', received: true }), code: 'request_param_err' },
  { name: 'upload: an image over 5 MB', request: plain('POST', CONFIRM, { id: 1, received: false, proof: `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}` }) },
  { name: 'upload: a body over the upload limit', request: plain('POST', CONFIRM, JSON.stringify({ id: 1, pad: 'x'.repeat(22 * 1024 * 1024) }), { 'content-type': 'application/json' }) },
  { name: 'upload: four images to an application', request: plain('POST', APPLY, { promotionId: 1, remark: 'x', images: Array(4).fill(`data:image/png;base64,${PNG.toString('base64')}`) }) },
  { name: 'upload: an unknown promotion', request: plain('POST', APPLY, { promotionId: 'nope', remark: 'x', images: [] }) },
  { name: 'upload: images as a string', request: plain('POST', APPLY, { promotionId: { id: 1 }, images: 'data:image/png;base64,AAAA' }) },
  // -- other member calls
  { name: 'favourites: a game id object', request: plain('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { gameId: { a: 1 } }) },
  { name: 'favourites: a 100,000-character game id', request: plain('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { gameId: LONG }) },
  { name: 'messages: read ids that are not numbers', request: plain('POST', '/wps/relay/CSP_readMessages', { ids: ['x', { a: 1 }] }) },
  { name: 'records: a reversed range', request: plain('GET', '/wps/relay/ODSFE2_MemTransDet?from=2000&to=1000') },
  { name: 'records: a range of words', request: plain('GET', '/wps/relay/ODSFE2_MemTransDet?from=yesterday&to=today') },
  { name: 'agent transfer: not an agent', request: plain('POST', '/wps/agent/transfer', { toId: 1, amount: 1 }) },
  { name: 'agent team: a 10-year period', request: plain('GET', '/wps/agent/team/bets?start=2010-01-01&end=2020-01-01') },
  { name: 'gateway: an unknown call', request: plain('GET', '/wps/relay/NOPE_doesNotExist'), code: 'function.not.available' },
  { name: 'gateway: a path with traversal', request: plain('GET', '/wps/relay/..%2f..%2fetc%2fpasswd'), code: 'function.not.available' },
];
