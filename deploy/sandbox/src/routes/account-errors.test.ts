/** The error-catalogue answers of the account and session calls (docs/product.md#errors) the host can meet. */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { CONTROL, DEMO, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { SMS_DAILY_QUOTA } from '../repo/sms-log.js';
import { checkDomain } from '../domain/field-checks.js';

const sb = sandboxPerFile();
const post = (url: string, payload: object) => sb.call({ method: 'POST', url, headers: DEMO, payload });

describe('account and session errors', () => {
  it('refuses codes past the daily quota of a number: contact customer service', async () => {
    const mobile = '09990005678';
    // The day's quota used up (written to the log directly: the one-minute countdown would take 10 minutes).
    const db = new Database(join(sb.dataDir, 'sandbox.sqlite'));
    try {
      const insert = db.prepare("INSERT INTO sms_log (merchant, mobile, at) VALUES ('demo', ?, ?)");
      for (let i = 0; i < SMS_DAILY_QUOTA; i += 1) insert.run(mobile, Date.now() - (i + 1) * 60_000);
    } finally {
      db.close();
    }
    expect((await post('/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '63' })).json()).toMatchObject({
      success: false,
      errorCode: 'sms.quota.exceeded',
    });
    // Another number is not affected.
    expect((await post('/wps/verification/sms/register', { mobileNo: '09990001234', countryDialingCode: '63' })).json()).toMatchObject({ success: true });
  });

  it('refuses a domain that is not one', async () => {
    expect(() => checkDomain('localhost:4567')).not.toThrow();
    expect(() => checkDomain('demo2.localhost')).not.toThrow();
    expect(() => checkDomain('')).not.toThrow();
    for (const bad of ['https://evil.example/x', 'a b', '<script>', 'x.example/path']) expect(() => checkDomain(bad)).toThrow('Invalid URL or domain');
    const res = await sb.call({ url: '/wps/agent/affiliate?code=AGENT01&domain=https%3A%2F%2Fevil%2F', headers: DEMO });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'domain.invalid' });
    const reg = await sb.call({
      method: 'PUT',
      url: '/wps/member/register/unsecure',
      headers: DEMO,
      payload: { username: 'domaintest1', password: 'Secret123', confirmPassword: 'Secret123', domain: 'javascript:alert(1)' },
    });
    expect(reg.json()).toMatchObject({ success: false, errorCode: 'domain.invalid' });
  });

  it('refuses a login while the region is blocked', async () => {
    await sb.call({ method: 'PUT', url: '/sandbox/demo/system-status', headers: CONTROL, payload: { status: 2 } });
    try {
      expect((await encryptedLogin(sb.call, { username: 'player01', password: 'Tessera2026', type: 'username' })).json()).toMatchObject({
        success: false,
        errorCode: 'ip_blocked',
      });
    } finally {
      await sb.call({ method: 'PUT', url: '/sandbox/demo/system-status', headers: CONTROL, payload: { status: 0 } });
    }
    expect((await encryptedLogin(sb.call, { username: 'player01', password: 'Tessera2026', type: 'username' })).json()).toMatchObject({ success: true });
  });
});
