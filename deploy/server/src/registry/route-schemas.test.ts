import { CONTROL, sandboxPerFile } from '../test-utils/sandbox.js';
import { listen } from '../test-utils/helpers.js';
import { TelemetryThrottle } from './telemetry.js';
import { opsThrottle } from '../util/auth.js';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { attachRouteSchemas, listedRoutes } from './route-schemas.js';

/**
 * Routes that need no input schema, each with why: they serve files by path through @fastify/static (the
 * path is resolved and confined by the plugin), answer a CORS preflight, or catch gateway calls the sandbox
 * does not answer (always 404 function.not.available, whatever is sent).
 */
const ALLOWED_WITHOUT_SCHEMA = new Set([
  'GET /host/*', // @fastify/static: the host's published files
  'HEAD /host/*',
  'GET /remotes/*', // @fastify/static: the remotes' published files
  'HEAD /remotes/*',
  'OPTIONS /remotes/*', // CORS preflight of the remotes' files
]);
/** URLs allowed without a schema whatever the method: the sandbox's catch-alls (`app.all`) for unanswered calls. */
const ANY_METHOD_WITHOUT_SCHEMA = new Set(['/wps', '/wps/*', '/lgw', '/lgw/*', '/lotto', '/lotto/*']);

// A tight telemetry budget, so that "refused input spends none of it" is visible in a few calls.
const telemetry = new TelemetryThrottle({ CLIENT_EVENTS: 3, CLIENT_WINDOW_MS: 60_000, SERIES_EVENTS: 5, SERIES_WINDOW_MS: 60_000 });
const ops = opsThrottle(3, 60_000);
const sb = sandboxPerFile({ throttles: { telemetry, ops } });

describe('platform routes: every route has an input schema', () => {
  it('lists no registered route without one, but the commented allow-list', () => {
    const routes = listedRoutes(sb.app);
    expect(routes.length).toBeGreaterThan(100);
    const without = routes.filter((r) => r.schema === null && !ANY_METHOD_WITHOUT_SCHEMA.has(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(without.filter((r) => !ALLOWED_WITHOUT_SCHEMA.has(r))).toEqual([]);
  });

  it("gives the platform's own routes (not the sandbox's) their schemas inline, with the error code of their refusals", () => {
    const platform = listedRoutes(sb.app).filter((r) => /^\/(platform|ops)(\/|$)/.test(r.url) && r.url !== '/ops/sandbox' && !r.url.startsWith('/ops/sandbox/'));
    expect(platform.length).toBeGreaterThan(40);
    // Field truth's routes (field-routes.ts) came with schemas of their own, before routes named their error code.
    const own = new Set(['/platform/field', '/platform/field/settings/:merchant', '/ops/field', '/ops/field/:merchant/settings', '/ops/metrics']);
    expect(platform.filter((r) => r.schema !== 'inline' && !own.has(r.url)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});

describe('platform routes: every answer has a response schema', () => {
  it("declares the platform's answers: a success status and the refusals", () => {
    const inline = listedRoutes(sb.app).filter((r) => r.schema === 'inline');
    expect(inline.filter((r) => !r.responses.some((code) => /^[23]/.test(code))).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Routes that refuse anything say how (the health check has no refusal but its 503).
    expect(inline.filter((r) => !r.responses.some((code) => /^(4xx|503)$/.test(code)) && !r.url.startsWith('/platform/override/clear')).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('serialises an answer from its schema, and the response check fails an answer the schema would change', async () => {
    const app = Fastify({ logger: false });
    attachRouteSchemas(app, { checkResponses: true });
    const Answer = Type.Object({ name: Type.String(), count: Type.Integer() });
    const config = { inputError: 'invalid_request' };
    app.get('/fits', { config, schema: { querystring: Type.Object({}), response: { 200: Answer } } }, async () => ({ count: 2, name: 'a' }));
    // A field the schema does not name would be dropped without a word: the check makes it a 500 in tests.
    app.get('/drops', { config, schema: { querystring: Type.Object({}), response: { 200: Answer } } }, async () => ({ name: 'a', count: 2, extra: true }));
    try {
      const call = await listen(app);
      const fits = await call({ url: '/fits' });
      // Serialised from the schema: its field order, not the handler's.
      expect([fits.statusCode, fits.body]).toEqual([200, '{"name":"a","count":2}']);
      expect((await call({ url: '/drops' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('platform routes: bad input is refused before the handler, in the ops API shape', () => {
  let n = 0;
  const address = () => `127.11.${Math.floor(n / 250)}.${((n += 1) % 250) + 1}`;
  const RELEASE = '/ops/merchants/demo/release';

  it.each([
    ['a revision as a string', 'PUT', RELEASE, { expectedRevision: '0', host: { version: '1.0.0' }, remotes: {} }, 'invalid_release'],
    ['a remote as a list', 'POST', `${RELEASE}/pin`, { expectedRevision: 0, remote: ['games'], version: '1.0.0' }, 'invalid_release'],
    ['allowed as a number', 'POST', `${RELEASE}/overrides`, { expectedRevision: 0, allowed: 1 }, 'invalid_release'],
    ['a ttl as text', 'POST', '/ops/merchants/demo/override-links', { remote: 'games', version: '1.0.0', ttlSeconds: '3600' }, 'invalid_override'],
    ['a merchant with a quote', 'PUT', "/ops/merchants/demo'x/release", { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} }, 'invalid_release'],
  ])('%s', async (_name, method, url, payload, error) => {
    const res = await sb.call({ method, url, headers: CONTROL, payload, localAddress: address() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, message: expect.any(String) });
  });

  it('reads a number from a query string, and refuses words there', async () => {
    expect((await sb.call({ url: '/ops/audit?limit=5', headers: CONTROL, localAddress: address() })).statusCode).toBe(200);
    const bad = await sb.call({ url: '/ops/audit?limit=many', headers: CONTROL, localAddress: address() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_request', message: expect.stringContaining('limit') });
  });

  it('asks for the ops token before it looks at the input, and counts the failure, from many loopback addresses', async () => {
    // Loopback is one network to the ops throttle (util/auth.ts): failures from its addresses add up.
    const clients = ['127.12.0.1', '127.12.0.2', '127.250.1.9'];
    for (const client of clients) {
      const res = await sb.call({ method: 'POST', url: `${RELEASE}/rollback`, payload: { toRevision: 'x' }, localAddress: client });
      expect(res.statusCode).toBe(401);
    }
    // The network is now throttled: a wrong token waits, from any of its addresses...
    for (const client of clients) {
      const locked = await sb.call({ method: 'POST', url: `${RELEASE}/rollback`, headers: { authorization: 'Bearer wrong' }, payload: { toRevision: 'x' }, localAddress: client });
      expect(locked.statusCode).toBe(429);
    }
    // ...but the right token goes through (the operator is not locked out), and its bad input is refused, not counted.
    for (let i = 0; i < 5; i += 1) {
      const res = await sb.call({ method: 'POST', url: `${RELEASE}/rollback`, headers: CONTROL, payload: { toRevision: 'x' }, localAddress: clients[i % clients.length] });
      expect(res.statusCode).toBe(400);
    }
  });

  it('spends no telemetry budget on refused events, from many loopback addresses', async () => {
    for (const client of ['127.14.0.1', '127.14.0.2', '127.99.0.3']) {
      for (let i = 0; i < 5; i += 1) {
        const res = await sb.call({ method: 'POST', url: '/platform/telemetry', payload: { merchant: 'demo', remote: 'games', version: ['1.0.0'], kind: 'load' }, localAddress: client });
        expect(res.statusCode).toBe(400);
        // The schema's refusal (the intake's own check would say "version is invalid").
        expect(res.json()).toEqual({ error: 'invalid_telemetry', message: expect.stringMatching(/version must be string/) });
      }
      expect(await telemetry.perClient.count(client)).toBe(0);
    }
  });
});
