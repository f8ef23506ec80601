/**
 * The bad-input corpus: hundreds of malformed, hostile or out-of-rule requests to the sandbox gateway, the
 * ops API and publishing. Each must get a clear refusal (the gateway's envelope with an errorCode, or the
 * ops API's `{ error, message }`), never a 5xx or a stack trace, and must leave stored data as it was:
 * the sandbox's tables, the registry's tables and the artifact folders are compared before and after.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'tar';
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { REQUIRED_EXPOSES } from '../registry/types.js';
import { makeArtifactDir, tarGz, type ArtifactSpec, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { rawTarGz, type RawEntry } from './raw-tar.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';

// A few hundred requests and scrypt logins: allow for a loaded machine.
jest.setTimeout(60_000);

const sb = sandboxPerFile({ limits: { artifactExtractedBytes: 512 * 1024, artifactFiles: 80, artifactDepth: 8 } });
const OPS = CONTROL;

/**
 * Tables that change on any call, good or bad (session expiry, attempt counters, captchas), or by the clock:
 * the salary timer records a payout row at every 5-minute boundary, which a run of a few minutes crosses.
 */
const VOLATILE = new Set(['sessions', 'login_attempts', 'captchas', 'salary_payouts']);

/**
 * A digest of every table but the volatile ones. The reading connection stays open so that
 * `PRAGMA data_version` (which changes whenever another connection commits) can tell when the last
 * digest still holds: most bad requests write nothing, and digesting ten thousand rows twice per case
 * would make the corpus slow.
 */
const readers = new Map<string, { db: Database.Database; version: number; digest: Record<string, string> }>();
function tablesDigest(file: string): Record<string, string> {
  let r = readers.get(file);
  if (!r) {
    r = { db: new Database(file, { readonly: true, fileMustExist: true }), version: -1, digest: {} };
    readers.set(file, r);
  }
  const version = r.db.pragma('data_version', { simple: true }) as number;
  if (version !== r.version) {
    r.digest = digestTables(r.db);
    r.version = version;
  }
  return r.digest;
}
afterAll(() => {
  for (const r of readers.values()) r.db.close();
});

function digestTables(db: Database.Database): Record<string, string> {
  {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
    const out: Record<string, string> = {};
    for (const t of tables) {
      if (VOLATILE.has(t)) continue;
      const h = createHash('sha1');
      for (const row of db.prepare(`SELECT * FROM "${t}"`).iterate()) h.update(JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)));
      out[t] = h.digest('hex');
    }
    return out;
  }
}

function filesDigest(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else out.push(`${relative(dir, p)}:${st.size}`);
    }
  };
  walk(dir);
  return out.sort();
}

/** Everything a bad request must not change. */
function snapshot() {
  return {
    sandbox: tablesDigest(join(sb.dataDir, 'sandbox.sqlite')),
    registry: tablesDigest(join(sb.dataDir, 'registry.sqlite')),
    artifacts: filesDigest(join(sb.dataDir, 'artifacts')),
  };
}
const tmpLeft = () => filesDigest(join(sb.dataDir, 'tmp'));

const STACK = /\n\s+at |node_modules|\/src\/|\.[cm]?[jt]s:\d+|Error: .*\n/;

/** Each case from its own address, so that per-client throttles of one case never decide another. */
let addressN = 0;
const nextAddress = () => {
  addressN += 1;
  return `127.3.${Math.floor(addressN / 250)}.${(addressN % 250) + 1}`;
};

// ---- gateway -------------------------------------------------------------------------------------------

interface GatewayCase {
  name: string;
  request: () => TestRequest | Promise<TestRequest>;
  /** The errorCode expected (else any). */
  code?: string | RegExp;
}

let member: Record<string, string> = {};

const plain = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): (() => TestRequest) => () => ({
  method,
  url,
  headers: { ...DEMO, ...member, ...headers },
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
  const s = encryptPayload(payload as object, await modulus(sb.call));
  return { method, url, headers: { ...DEMO, ...(asMember ? member : {}), Encryption: s.header }, payload: s.body };
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

const GATEWAY_CASES: GatewayCase[] = [
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
  { name: 'login: an SMS login with a wrong code', request: anon('POST', LOGIN, { username: '09171234567', password: '000000', type: 'sms' }), code: 'login.fail' },
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

// ---- ops API -------------------------------------------------------------------------------------------

interface OpsCase {
  name: string;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  status?: number;
  error?: string;
}

const RELEASE = '/ops/merchants/demo/release';
let revision = 0;
const pin = (body: Record<string, unknown>, name: string, error = 'invalid_release', status = 400): OpsCase => ({
  name: `pin: ${name}`,
  method: 'POST',
  url: `${RELEASE}/pin`,
  payload: { expectedRevision: '$rev', ...body },
  status,
  error,
});
const put = (body: Record<string, unknown>, name: string, error = 'invalid_release', status = 400): OpsCase => ({
  name: `release set: ${name}`,
  method: 'PUT',
  url: RELEASE,
  payload: { expectedRevision: '$rev', ...body },
  status,
  error,
});
const HOST = { version: '1.0.0' };
const OPS_CASES: OpsCase[] = [
  put({ host: HOST, remotes: {} , expectedRevision: 0 }, 'a stale revision', 'stale_revision', 409),
  put({ host: HOST, remotes: {}, expectedRevision: -1 }, 'a negative revision'),
  put({ host: HOST, remotes: {}, expectedRevision: 1.5 }, 'a fractional revision'),
  put({ host: HOST, remotes: {}, expectedRevision: '1' }, 'a revision as a string'),
  put({ host: HOST, remotes: {}, expectedRevision: null }, 'a null revision'),
  put({ host: HOST, remotes: {}, expectedRevision: 1e300 }, 'a huge revision', 'stale_revision', 409),
  put({ host: { version: '9.9.9' }, remotes: {} }, 'an unpublished host'),
  put({ host: { version: { $ne: 1 } }, remotes: {} }, 'a host version object'),
  put({ host: '1.0.0', remotes: {} }, 'a host as a string'),
  put({ remotes: {} }, 'no host'),
  put({ host: HOST }, 'no remotes'),
  put({ host: HOST, remotes: 'games@1.0.0' }, 'remotes as a string'),
  put({ host: HOST, remotes: { casino: { version: '1.0.0' } } }, 'an unknown remote'),
  put({ host: HOST, remotes: { __proto__x: { version: '1.0.0' } } }, 'a remote named like a prototype key'),
  put({ host: HOST, remotes: { games: { version: '9.9.9' } } }, 'an unpublished remote version'),
  put({ host: HOST, remotes: { games: { version: '' } } }, 'an empty remote version'),
  put({ host: HOST, remotes: { games: null } }, 'a null remote'),
  put({ host: HOST, remotes: { games: { version: '../../../etc' } } }, 'a version with traversal'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', fallback: { version: '0.0.1' } } } }, 'an unpublished fallback'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: 150 } } } }, 'a canary over 100%'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: '50' } } } }, 'a canary percent string'),
  put({ host: HOST, remotes: { games: { version: '1.0.0', canary: { version: '1.1.0', percent: -1 } } } }, 'a negative canary'),
  put({ host: HOST, remotes: {}, overrides: { allowed: 'yes' } }, 'overrides.allowed as a string'),
  { name: 'release set: a merchant with a slash', method: 'PUT', url: '/ops/merchants/demo%2F..%2Fx/release', payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: a 100-character merchant', method: 'PUT', url: `/ops/merchants/${'m'.repeat(100)}/release`, payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: a merchant with quotes', method: 'PUT', url: `/ops/merchants/${encodeURIComponent("demo' OR '1'='1")}/release`, payload: { expectedRevision: 0, host: HOST, remotes: {} }, status: 400, error: 'invalid_release' },
  { name: 'release set: truncated JSON', method: 'PUT', url: RELEASE, payload: '{"expectedRevision":1,"host":', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: a JSON array', method: 'PUT', url: RELEASE, payload: '[]', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: JSON null', method: 'PUT', url: RELEASE, payload: 'null', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'release set: a text/plain body', method: 'PUT', url: RELEASE, payload: 'host=1.0.0', headers: { 'content-type': 'text/plain' } },
  { name: 'release set: no body', method: 'PUT', url: RELEASE, status: 400 },
  { name: 'release set: a body over 1 MiB', method: 'PUT', url: RELEASE, payload: JSON.stringify({ expectedRevision: 1, pad: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' }, status: 413 },
  { name: 'release set: a player token', method: 'PUT', url: RELEASE, payload: { expectedRevision: 1, host: HOST, remotes: {} }, headers: { authorization: 'Bearer player-session-token' }, status: 401 },
  pin({ remote: 'games', version: '1.1.0', expectedRevision: 0 }, 'a stale revision', 'stale_revision', 409),
  pin({ remote: 'games', version: '1.1.0', expectedRevision: 'latest' }, 'a revision word'),
  pin({ remote: 'casino', version: '1.1.0' }, 'an unknown remote'),
  pin({ remote: ['games'], version: '1.1.0' }, 'a remote array'),
  pin({ remote: 'games', version: '7.7.7' }, 'an unpublished version'),
  pin({ remote: 'games', version: 110 }, 'a version number'),
  pin({ remote: 'games' }, 'no version'),
  pin({ remote: 'games', version: '1.1.0', fallback: '0.0.9' }, 'an unpublished fallback'),
  pin({ remote: 'games', version: '1.1.0', fallback: { version: '1.0.0' } }, 'a fallback object'),
  { name: 'pin: an unknown merchant', method: 'POST', url: '/ops/merchants/nobody/release/pin', payload: { expectedRevision: 0, remote: 'games', version: '1.1.0' }, status: 404, error: 'no_release' },
  { name: 'pin: bad JSON', method: 'POST', url: `${RELEASE}/pin`, payload: '{remote: games}', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'pin: JSON null', method: 'POST', url: `${RELEASE}/pin`, payload: 'null', headers: { 'content-type': 'application/json' }, status: 400 },
  { name: 'rollback: to revision 0', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 0 }, status: 400, error: 'invalid_release' },
  { name: 'rollback: to a revision that does not exist', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 999 }, status: 404, error: 'no_revision' },
  { name: 'rollback: to a fraction', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: 1.5 }, status: 400, error: 'invalid_release' },
  { name: 'rollback: to a string', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev', toRevision: '1' }, status: 400, error: 'invalid_release' },
  { name: 'rollback: no target', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: '$rev' }, status: 400, error: 'invalid_release' },
  { name: 'rollback: a stale revision', method: 'POST', url: `${RELEASE}/rollback`, payload: { expectedRevision: 0, toRevision: 1 }, status: 409, error: 'stale_revision' },
  { name: 'rollback: an unknown merchant', method: 'POST', url: '/ops/merchants/nobody/release/rollback', payload: { expectedRevision: 0, toRevision: 1 }, status: 404, error: 'no_revision' },
  { name: 'canary: percent NaN', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'games', version: '1.1.0', percent: 'NaN' }, status: 400, error: 'invalid_release' },
  { name: 'canary: the pinned version', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'games', version: '1.0.0', percent: 10 }, status: 400, error: 'invalid_release' },
  { name: 'canary: a remote without a release', method: 'POST', url: `${RELEASE}/canary`, payload: { expectedRevision: '$rev', remote: 'lottery', version: '1.0.0', percent: 10 }, status: 400, error: 'invalid_release' },
  { name: 'promote: no canary', method: 'POST', url: `${RELEASE}/promote`, payload: { expectedRevision: '$rev', remote: 'games' }, status: 409, error: 'no_canary' },
  { name: 'overrides: allowed as 1', method: 'POST', url: `${RELEASE}/overrides`, payload: { expectedRevision: '$rev', allowed: 1 }, status: 400, error: 'invalid_release' },
  { name: 'override link: an unknown remote', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'casino', version: '1.0.0' }, status: 400, error: 'invalid_override' },
  { name: 'override link: an unpublished version', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '5.5.5' }, status: 400, error: 'invalid_override' },
  { name: 'override link: a ttl of 10 years', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '1.1.0', ttlSeconds: 315_360_000 }, status: 400, error: 'invalid_override' },
  { name: 'override link: a ttl string', method: 'POST', url: '/ops/merchants/demo/override-links', payload: { remote: 'games', version: '1.1.0', ttlSeconds: '3600' }, status: 400, error: 'invalid_override' },
  { name: 'artifacts: an unknown app filter', method: 'GET', url: '/ops/artifacts?app=casino', status: 400, error: 'invalid_app' },
  { name: 'source maps: traversal', method: 'GET', url: '/ops/sourcemaps/games/1.0.0/..%2F..%2F..%2Fregistry.sqlite.map', status: 404, error: 'not_found' },
  { name: 'telemetry report: a window of a year', method: 'GET', url: '/ops/telemetry?since=365d', status: 400, error: 'invalid_window' },
  { name: 'public telemetry: a malformed event', method: 'POST', url: '/platform/telemetry', payload: [{ merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'pwn' }], status: 400, error: 'invalid_telemetry' },
  { name: 'public telemetry: 51 events', method: 'POST', url: '/platform/telemetry', payload: Array(51).fill({ merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'load' }), status: 400, error: 'invalid_telemetry' },
  { name: 'public telemetry: bad JSON', method: 'POST', url: '/platform/telemetry', payload: '[{', headers: { 'content-type': 'application/json' }, status: 400 },
];

// ---- publishing ----------------------------------------------------------------------------------------

const games = (version: string, extra: Partial<ArtifactSpec> = {}): ArtifactSpec => ({ app: 'games', version, exposes: [...REQUIRED_EXPOSES.games], ...extra });

async function tarOf(build: (dir: string) => void): Promise<Buffer> {
  const dir = makeArtifactDir(games('3.0.0'));
  build(dir);
  const chunks: Buffer[] = [];
  for await (const c of create({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/** A valid artifact's files followed by hostile raw entries. */
const withEntries = async (s: ArtifactSpec, extra: RawEntry[]): Promise<Buffer> => rawTarGz(makeArtifactDir(s), extra);

interface PublishCase {
  name: string;
  body: () => Promise<Buffer | string>;
  contentType?: string;
  status: number | RegExp;
}
const spec = (name: string, s: ArtifactSpec, tweak?: (dir: string) => void): PublishCase => ({
  name,
  body: async () => {
    const dir = makeArtifactDir(s);
    tweak?.(dir);
    return tarGz(dir);
  },
  status: 400,
});
const PUBLISH_CASES: PublishCase[] = [
  { name: 'an empty body', body: async () => Buffer.alloc(0), status: 400 },
  { name: 'text, not gzip', body: async () => 'hello', status: 400 },
  { name: 'gzip of text', body: async () => gzipSync('not a tar at all'), status: 400 },
  { name: 'a truncated gzip', body: async () => (await tarGz(makeArtifactDir(games('3.0.1')))).subarray(0, 200), status: 400 },
  { name: 'gzip of zero bytes', body: async () => gzipSync(Buffer.alloc(0)), status: 400 },
  { name: 'gzip of 10 KiB of random bytes', body: async () => gzipSync(Buffer.from(Array.from({ length: 10_240 }, (_, i) => (i * 7919) % 251))), status: 400 },
  { name: 'a JSON content type', body: async () => '{"app":"games"}', contentType: 'application/json', status: 400 },
  { name: 'a multipart content type', body: async () => 'x', contentType: 'multipart/form-data; boundary=x', status: 415 },
  spec('no artifact.json', games('3.0.2'), (dir) => rmSync(join(dir, 'artifact.json'))),
  spec('artifact.json that is not JSON', games('3.0.3'), (dir) => writeFileSync(join(dir, 'artifact.json'), '{app: games')),
  spec('artifact.json that is an array', games('3.0.4'), (dir) => writeFileSync(join(dir, 'artifact.json'), '[]')),
  spec('artifact.json that is null', games('3.0.5'), (dir) => writeFileSync(join(dir, 'artifact.json'), 'null')),
  spec('artifact.json with a numeric version', games('3.0.6'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: 306 }))),
  spec('a version with traversal', games('3.0.7'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: '../../../x' }))),
  spec('a 10,000-character version', games('3.0.8'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: `1.0.0-${'a'.repeat(10_000)}` }))),
  spec('no mf-manifest.json', games('3.0.9'), (dir) => rmSync(join(dir, 'mf-manifest.json'))),
  spec('a manifest that is not JSON', games('3.1.0', { manifestText: '{"name":' })),
  spec('a manifest that is a string', games('3.1.1', { manifestText: '"games"' })),
  spec('a manifest that is an array', games('3.1.2', { manifestText: '[]' })),
  spec('a null manifest', games('3.1.3', { manifestText: 'null' })),
  spec('a manifest whose exposes is an object', games('3.1.4', { manifestText: '{"name":"games","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}},"shared":[],"exposes":{"./Lobby":{}}}' })),
  spec('a manifest with no metaData', games('3.1.5', { manifestText: '{"name":"games","shared":[],"exposes":[]}' })),
  spec('an unknown app', { app: 'casino', version: '3.1.6' }),
  spec('an app that is a path', { app: '../host', version: '3.1.7' }),
  spec('a bad semver', games('v3')),
  spec('a federation name mismatch', games('3.1.8', { manifestName: 'evil' })),
  spec('a missing expose', { app: 'games', version: '3.1.9', exposes: ['./Lobby'] }),
  spec('a remoteEntry climbing out', games('3.2.0', { remoteEntryMeta: { name: '../../../../etc/passwd' } })),
  spec('a remoteEntry that is a folder', games('3.2.1', { remoteEntryMeta: { name: 'static' } })),
  spec('a remoteEntry that is missing', games('3.2.2', { remoteEntry: null })),
  spec('a symlink as remoteEntry', games('3.2.3', { remoteEntry: null }), (dir) => symlinkSync('/etc/hostname', join(dir, 'remoteEntry.js'))),
  spec('a symlink folder', games('3.2.4'), (dir) => symlinkSync('/etc', join(dir, 'static', 'etc'))),
  { name: 'an entry with .. in its path', body: async () => withEntries(games('3.2.5'), [{ name: 'static/../../escape.js', body: 'x' }]), status: 400 },
  { name: 'an entry climbing out at the start', body: async () => withEntries(games('3.2.6'), [{ name: '../../../../tmp/escape.js', body: 'x' }]), status: 400 },
  { name: 'an absolute entry path', body: async () => withEntries(games('3.2.7'), [{ name: '/tmp/tessera-absolute.js', body: 'x' }]), status: 400 },
  { name: 'a hard link to /etc/passwd', body: async () => withEntries(games('3.2.8'), [{ name: 'static/passwd.js', type: '1', linkname: '/etc/passwd' }]), status: 400 },
  { name: 'a FIFO', body: async () => withEntries(games('3.2.9'), [{ name: 'static/fifo.js', type: '6' }]), status: 400 },
  { name: 'a character device', body: async () => withEntries(games('3.3.0'), [{ name: 'static/zero.js', type: '3' }]), status: 400 },
  { name: 'too many files', body: async () => tarOf((dir) => void Array.from({ length: 100 }, (_, i) => writeFileSync(join(dir, 'static', `f${i}.js`), ''))), status: 413 },
  { name: 'too deep a tree', body: async () => tarOf((dir) => void mkdirSync(join(dir, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'), { recursive: true })), status: 413 },
  { name: 'a gzip bomb', body: async () => tarOf((dir) => writeFileSync(join(dir, 'static', 'zeros.bin'), Buffer.alloc(4 * 1024 * 1024))), status: 413 },
  { name: 'a republish of 1.0.0 with other content', body: async () => tarGz(makeArtifactDir(games('1.0.0', { remoteEntry: 'var games = "changed";' }))), status: 409 },
];

// ---- the run -------------------------------------------------------------------------------------------

beforeAll(async () => {
  const publish = async (s: ArtifactSpec) => {
    const res = await sb.call({ method: 'POST', url: '/ops/artifacts', headers: { ...OPS, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(s)) });
    expect(res.statusCode).toBe(201);
  };
  await publish({ app: 'host', version: '1.0.0' });
  await publish(games('1.0.0'));
  await publish(games('1.1.0'));
  await publish({ app: 'member', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.member] });
  const set = await sb.call({ method: 'PUT', url: RELEASE, headers: OPS, payload: { expectedRevision: 0, host: HOST, remotes: { games: { version: '1.0.0' }, member: { version: '1.0.0' } } } });
  expect(set.statusCode).toBe(200);
  revision = set.json().revision as number;
  const login = await encryptedLogin(sb.call, { username: 'agent01m4', password: 'Tessera2026', type: 'username' });
  member = { Authorization: login.json().value.token as string };
});

function expectClean(res: TestResponse): void {
  expect(res.statusCode).toBeGreaterThanOrEqual(200);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.body).not.toMatch(STACK);
}

describe('security: bad input (gateway)', () => {
  it(`has a corpus of at least 150 gateway cases (${GATEWAY_CASES.length})`, () => {
    expect(GATEWAY_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(GATEWAY_CASES.map((c) => c.name)).size).toBe(GATEWAY_CASES.length);
  });

  it.each(GATEWAY_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const req = await c.request();
    const res = await sb.call({ ...req, localAddress: nextAddress() });
    expectClean(res);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { success: unknown; errorCode: unknown; message: unknown };
    expect(body).toEqual(expect.objectContaining({ success: false, errorCode: expect.any(String), message: expect.any(String) }));
    if (c.code) expect(body.errorCode).toEqual(typeof c.code === 'string' ? c.code : expect.stringMatching(c.code));
    expect(snapshot()).toEqual(before);
  });
});

describe('security: bad input (ops API)', () => {
  it.each(OPS_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const payload =
      c.payload && typeof c.payload === 'object' && !Array.isArray(c.payload)
        ? Object.fromEntries(Object.entries(c.payload).map(([k, v]) => [k, v === '$rev' ? revision : v]))
        : c.payload;
    const res = await sb.call({ method: c.method, url: c.url, headers: { ...OPS, ...c.headers }, payload, localAddress: nextAddress() });
    expectClean(res);
    if (c.status) expect(res.statusCode).toBe(c.status);
    else expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const body = res.json() as { error: unknown; message: unknown };
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    if (c.error) expect(body.error).toBe(c.error);
    expect(snapshot()).toEqual(before);
  });
});

describe('security: bad input (publishing)', () => {
  it.each(PUBLISH_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const res = await sb.call({
      method: 'POST',
      url: '/ops/artifacts',
      headers: { ...OPS, 'content-type': c.contentType ?? 'application/gzip' },
      payload: await c.body(),
      localAddress: nextAddress(),
    });
    expectClean(res);
    if (typeof c.status === 'number') expect(res.statusCode).toBe(c.status);
    else expect(String(res.statusCode)).toMatch(c.status);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    expect(snapshot()).toEqual(before);
    expect(tmpLeft()).toEqual([]);
  });

  it(`with the gateway and ops cases makes a corpus of at least 200 (${GATEWAY_CASES.length + OPS_CASES.length + PUBLISH_CASES.length})`, () => {
    expect(GATEWAY_CASES.length + OPS_CASES.length + PUBLISH_CASES.length).toBeGreaterThanOrEqual(200);
  });
});
