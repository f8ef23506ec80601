import Fastify, { type RouteOptions } from 'fastify';
import { sandboxPlugin } from '../plugin.js';
import { GATEWAY_ROUTES } from '../routes/index.js';
import { tempDir } from '../test-utils/http.js';
import { CONTROL, DEMO, encryptedLogin, modulus, sandboxPerFile } from '../test-utils/sandbox.js';
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { inputSchemaOf } from './input-schemas.js';
import { CAPTCHAS_PER_CLIENT, LOGIN_FAILURES_PER_CLIENT } from './throttles.js';

/**
 * Routes that take no input at all and answer the same whatever is sent: the catch-alls for gateway calls
 * the sandbox does not answer (always 404 function.not.available).
 */
const NO_INPUT = new Set(['/wps', '/wps/*', '/lgw', '/lgw/*', '/lotto', '/lotto/*']);

describe('sandbox input schemas: every route has one', () => {
  it('has a schema for every gateway call it answers', () => {
    expect(GATEWAY_ROUTES.filter((r) => !inputSchemaOf(r.name)).map((r) => r.name)).toEqual([]);
  });

  it('registers no route without an input schema (gateway input, or a Fastify schema of the controls and the CDN)', async () => {
    const app = Fastify({ logger: false });
    const seen: { method: string; url: string; schema: boolean }[] = [];
    app.addHook('onRoute', (r: RouteOptions) => {
      const s = r.schema;
      const schema = !!r.config?.inputSchema || !!(s && (s.body || s.querystring || s.params));
      for (const method of [r.method].flat()) seen.push({ method, url: r.url, schema });
    });
    await app.register(sandboxPlugin, { dataDir: tempDir(), opsGuard: async () => undefined });
    await app.ready();
    try {
      expect(seen.length).toBeGreaterThan(100);
      const without = seen.filter((r) => !r.schema && !NO_INPUT.has(r.url)).map((r) => `${r.method} ${r.url}`);
      expect(without).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('sandbox input schemas: bad input is refused before the handler', () => {
  const sb = sandboxPerFile();
  let token = '';
  let n = 0;
  /** Each case from its own loopback address, so per-client throttles of one never decide another. */
  const address = () => `127.7.${Math.floor(n / 250)}.${((n += 1) % 250) + 1}`;
  beforeAll(async () => {
    const login = await encryptedLogin(sb.call, { username: 'agent01m4', password: 'Tessera2026', type: 'username' });
    token = login.json().value.token as string;
  });
  const member = () => ({ ...DEMO, Authorization: token });

  it('answers a plain body of the wrong type with 400 request_param_err, naming the field', async () => {
    const res = await sb.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: member(),
      payload: { requestId: 'schema-test-0001', fromAccountTypeId: 2, toAccountTypeId: 101, amount: true },
      localAddress: address(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, value: { fields: ['amount'] }, message: expect.stringMatching(/^amount /), errorCode: 'request_param_err' });
  });

  it('reads numbers from a query string, and refuses words where a number is declared', async () => {
    const ok = await sb.call({ url: '/wps/relay/CSP_getInbox?pageNo=1&pageSize=5', headers: member(), localAddress: address() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    const bad = await sb.call({ url: '/wps/relay/CSP_getInbox?pageSize=five', headers: member(), localAddress: address() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(expect.objectContaining({ errorCode: 'request_param_err', value: { fields: ['pageSize'] } }));
  });

  it('checks the decrypted payload of an encrypt call', async () => {
    const sealed = encryptPayload({ requestId: 'schema-test-0002', amount: 100, paymentPassword: 'Tessera2026', extra: 1, note: ['x'] }, await modulus(sb.call));
    const ok = await sb.call({ method: 'POST', url: '/wps/relay/passwordCheck/MCSFE_withdraw', headers: { ...member(), Encryption: sealed.header }, payload: sealed.body, localAddress: address() });
    // Extra fields are tolerated: the withdrawal goes through (or fails on a rule), never on the schema.
    expect(ok.json().errorCode).not.toBe('request_param_err');
    const bad = encryptPayload({ requestId: 'schema-test-0003', amount: { value: 100 }, paymentPassword: 'Tessera2026' }, await modulus(sb.call));
    const res = await sb.call({ method: 'POST', url: '/wps/relay/passwordCheck/MCSFE_withdraw', headers: { ...member(), Encryption: bad.header }, payload: bad.body, localAddress: address() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ errorCode: 'request_param_err', value: { fields: ['amount'] } }));
  });

  it("refuses a field with the gateway's own code where it has one", async () => {
    const sealed = encryptPayload({ oldPassword: 1, newPassword: 2, confirmNewPassword: 2 }, await modulus(sb.call));
    const res = await sb.call({ method: 'POST', url: '/wps/member/password', headers: { ...member(), Encryption: sealed.header }, payload: sealed.body, localAddress: address() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ success: false, errorCode: 'password.format', value: { fields: ['oldPassword'] } }));
  });

  it('asks for the session before it looks at the input', async () => {
    const res = await sb.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: DEMO, payload: { amount: true }, localAddress: address() });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  it('does not count refused logins against a client, from many loopback addresses', async () => {
    const clients = ['127.8.0.1', '127.8.0.2', '127.8.1.1', '127.200.3.4'];
    for (const client of clients) {
      // More malformed logins than the failures a client may have before every login needs a captcha.
      for (let i = 0; i <= LOGIN_FAILURES_PER_CLIENT; i += 1) {
        const res = await sb.call({ method: 'POST', url: '/wps/session/login/unsecure', headers: DEMO, payload: { username: 12345, password: 'x' }, localAddress: client });
        expect(res.statusCode).toBe(400);
        expect(res.json().errorCode).toBe('request_param_err');
      }
      const good = await sb.call({ method: 'POST', url: '/wps/session/login/unsecure', headers: DEMO, payload: { username: 'agent01m4', password: 'Tessera2026', type: 'username' }, localAddress: client });
      // The password was checked with no captcha asked: a session, or the new-address SMS step (LOGINIPVERF3).
      const answer = good.json() as { success: boolean; errorCode: string | null };
      expect(answer.success || answer.errorCode === 'login.ip.unverified').toBe(true);
    }
  });

  it('does not spend a client’s captcha images on refused requests, from many loopback addresses', async () => {
    for (const client of ['127.9.0.1', '127.9.0.2', '127.99.9.9']) {
      for (let i = 0; i <= CAPTCHAS_PER_CLIENT; i += 1) {
        const res = await sb.call({ url: '/wps/captcha?t=now', headers: DEMO, localAddress: client });
        expect(res.statusCode).toBe(400);
      }
      const image = await sb.call({ url: `/wps/captcha?t=${Date.now()}`, headers: DEMO, localAddress: client });
      expect(image.statusCode).toBe(200);
      expect(image.json().success).toBe(true);
    }
  });

  it('refuses bad control input with 400 invalid before the control runs', async () => {
    const status = await sb.call({ method: 'PUT', url: '/sandbox/demo/system-status', headers: CONTROL, payload: { status: 'open' }, localAddress: address() });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ error: 'invalid', message: expect.stringContaining('status') });
    const modules = await sb.call({ method: 'PUT', url: '/sandbox/demo/modules', headers: CONTROL, payload: { 'bad key': true }, localAddress: address() });
    expect(modules.statusCode).toBe(400);
    const ips = await sb.call({ method: 'PUT', url: '/sandbox/demo/members/agent01m4/known-ips', headers: CONTROL, payload: { ips: Array(21).fill('127.0.0.1') }, localAddress: address() });
    expect(ips.statusCode).toBe(400);
    // A good one still works.
    const good = await sb.call({ method: 'PUT', url: '/sandbox/demo/members/agent01m4/known-ips', headers: CONTROL, payload: { ips: [] }, localAddress: address() });
    expect(good.statusCode).toBe(200);
  });

  it('refuses an oversized picture path of the CDN', async () => {
    // Every word of the path is drawn: a path past 512 characters is refused before anything is rendered.
    const res = await sb.call({ url: `/cdn/TCG_PROD_IMAGES/${'b/'.repeat(300)}x.png`, localAddress: address() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid');
  });
});
