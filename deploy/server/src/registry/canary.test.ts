/** Canary, promote, signed override links and automatic rollback through the HTTP API. */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, publishDemo, tarGz, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { overrideKey, signOverride } from './overrides.js';

const TOKEN = 'canary-test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
type Release = {
  revision: number;
  remotes: Record<string, { version: string; canary?: { version: string; percent: number }; fallback?: { version: string } }>;
  overrides: { allowed: boolean; active?: Record<string, { version: string; integrity: string; expiresAt: string }> };
};

let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

const release = async (merchant = 'demo') => (await call({ method: 'GET', url: `/ops/merchants/${merchant}/release`, headers: auth })).json() as Release;
const opsPost = (url: string, payload: unknown) => call({ method: 'POST', url, headers: auth, payload });

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, canaryPolicy: { windowMs: 600_000, minSample: 10, maxErrorRate: 0.5, minTickets: 5 } });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.5.0-rc.1']);
}, 60_000);
afterAll(async () => {
  await app.close();
});

jest.setTimeout(30_000);

describe('canary and promote', () => {
  it('sets a canary with CAS, refuses a stale revision and an unpublished version, promotes it', async () => {
    const before = await release();
    const canary = await opsPost('/ops/merchants/demo/release/canary', { expectedRevision: before.revision, remote: 'member', version: '1.1.0', percent: 30 });
    expect(canary.statusCode).toBe(200);
    expect((canary.json() as Release).remotes.member).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 30 } });
    expect((await opsPost('/ops/merchants/demo/release/canary', { expectedRevision: before.revision, remote: 'member', version: '1.1.0', percent: 50 })).statusCode).toBe(409);
    expect((await opsPost('/ops/merchants/demo/release/canary', { expectedRevision: before.revision + 1, remote: 'member', version: '9.9.9', percent: 5 })).statusCode).toBe(400);
    expect((await opsPost('/ops/merchants/demo/release/canary', { expectedRevision: before.revision + 1, remote: 'member', version: '1.1.0', percent: 101 })).statusCode).toBe(400);

    const promoted = await opsPost('/ops/merchants/demo/release/promote', { expectedRevision: before.revision + 1, remote: 'member' });
    expect(promoted.statusCode).toBe(200);
    const after = promoted.json() as Release;
    expect(after.remotes.member).toEqual(expect.objectContaining({ version: '1.1.0', fallback: expect.objectContaining({ version: '1.0.0' }) }));
    expect(after.remotes.member?.canary).toBeUndefined();
    expect((await opsPost('/ops/merchants/demo/release/promote', { expectedRevision: after.revision, remote: 'member' })).statusCode).toBe(409);
    // Back to 1.0.0 for the next tests.
    expect((await opsPost('/ops/merchants/demo/release/pin', { expectedRevision: after.revision, remote: 'member', version: '1.0.0', fallback: null })).statusCode).toBe(200);
  });
});

describe('signed override links', () => {
  it('issues a link for a published version only, and only the browser that redeems it gets the override', async () => {
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', version: '7.7.7' })).statusCode).toBe(400);
    expect((await opsPost('/ops/merchants/demo/override-links', { remote: 'member', version: '1.5.0-rc.1', ttlSeconds: 10 })).statusCode).toBe(400);
    const issued = await opsPost('/ops/merchants/demo/override-links', { remote: 'member', version: '1.5.0-rc.1', ttlSeconds: 600 });
    expect(issued.statusCode).toBe(201);
    const { path, expiresAt } = issued.json() as { path: string; expiresAt: string };
    expect(path).toMatch(/^\/platform\/override\?token=[\w-]+\.[\w-]{43}$/);

    const redeemed = await call({ method: 'GET', url: path });
    expect(redeemed.statusCode).toBe(303);
    expect(redeemed.headers.location).toBe('/');
    const cookie = String(redeemed.headers['set-cookie']).split(';')[0]!;
    expect(String(redeemed.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const withCookie = await call({ method: 'GET', url: '/platform/release/demo.json', headers: { cookie } });
    expect(withCookie.headers.vary).toBe('Cookie');
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
    expect((withCookie.json() as Release).overrides.active?.member).toMatchObject({ version: '1.5.0-rc.1', expiresAt });
    const other = await call({ method: 'GET', url: '/platform/release/demo.json' });
    expect((other.json() as Release).overrides.active).toBeUndefined();
    // Another merchant's site is not affected by the demo link.
    const cleared = await call({ method: 'POST', url: '/platform/override/clear', headers: { cookie } });
    expect(String(cleared.headers['set-cookie'])).toMatch(/^tessera-override=;/);
    expect(String(cleared.headers['set-cookie'])).toMatch(/; Max-Age=0;.*Path=\/;/);

    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo', headers: auth })).json() as { action: string; after: unknown }[];
    expect(audit[0]).toMatchObject({ action: 'override-link', after: { remote: 'member', version: '1.5.0-rc.1', expiresAt } });
  });

  it('refuses tampered, foreign-key and expired tokens', async () => {
    const issued = (await opsPost('/ops/merchants/demo/override-links', { remote: 'member', version: '1.5.0-rc.1' })).json() as { path: string };
    const token = issued.path.split('=').pop()!;
    const [payload, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: '1.1.0' })).toString('base64url');
    expect((await call({ method: 'GET', url: `/platform/override?token=${forged}.${sig}` })).statusCode).toBe(400);
    const otherKey = signOverride(overrideKey('another-token'), { merchant: 'demo', remote: 'member', version: '1.5.0-rc.1', exp: Math.floor(Date.now() / 1000) + 600 });
    expect((await call({ method: 'GET', url: `/platform/override?token=${otherKey}` })).statusCode).toBe(400);
    const expired = signOverride(overrideKey(TOKEN), { merchant: 'demo', remote: 'member', version: '1.5.0-rc.1', exp: Math.floor(Date.now() / 1000) - 1 });
    expect((await call({ method: 'GET', url: `/platform/override?token=${expired}` })).statusCode).toBe(400);
    const res = await call({ method: 'GET', url: '/platform/release/demo.json', headers: { cookie: `tessera-override=${expired}~${forged}.${sig}` } });
    expect((res.json() as Release).overrides.active).toBeUndefined();
  });

  it('looks up versions for ?tessera-override= only where the merchant allows overrides', async () => {
    expect((await call({ method: 'GET', url: '/platform/override-ref/demo/member/1.5.0-rc.1' })).statusCode).toBe(403);
    const r = await release();
    expect((await opsPost('/ops/merchants/demo/release/overrides', { expectedRevision: r.revision, allowed: true })).statusCode).toBe(200);
    const ok = await call({ method: 'GET', url: '/platform/override-ref/demo/member/1.5.0-rc.1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ version: '1.5.0-rc.1', entry: '/remotes/member/1.5.0-rc.1/mf-manifest.json', integrity: expect.stringMatching(/^sha384-/) });
    expect((await call({ method: 'GET', url: '/platform/override-ref/demo/member/0.0.1' })).statusCode).toBe(404);
    expect((await opsPost('/ops/merchants/demo/release/overrides', { expectedRevision: r.revision + 1, allowed: false })).statusCode).toBe(200);
  });
});

describe('automatic rollback', () => {
  const event = (kind: 'load' | 'error', ticket: string) => ({ merchant: 'demo', remote: 'member', version: '1.1.0', kind, ticket, ...(kind === 'load' ? { ms: 120 } : { reason: 'load' }) });
  /** One page load (its own ticket) on its own network (127.0.<n>.0/24) reporting `kind`. */
  const send = async (kind: 'load' | 'error', n: number, ticket?: string) =>
    call({ method: 'POST', url: '/platform/telemetry', payload: [event(kind, ticket ?? (await ticketFor(call, 'demo', { from: `127.0.${n}.1` })))], localAddress: `127.0.${n}.1` });

  it('switches a failing canary off once the sample is large enough, audited with the numbers', async () => {
    const r = await release();
    const canary = await opsPost('/ops/merchants/demo/release/canary', { expectedRevision: r.revision, remote: 'member', version: '1.1.0', percent: 50 });
    expect(canary.statusCode).toBe(200);
    // A flood from one page load counts once (one report per ticket and kind).
    const flood = await ticketFor(call, 'demo', { from: '127.0.1.1' });
    for (let i = 0; i < 20; i += 1) expect((await send('error', 1, flood)).statusCode).toBe(204);
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    // Healthy loads from other browsers keep the rate under 50%.
    for (let n = 2; n <= 7; n += 1) await send('load', n);
    for (let n = 8; n <= 12; n += 1) await send('error', n);
    // 6 errors of 12 attempts: 50%, not above it.
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    // One more failing browser: 7 errors of 13 attempts (54%) → off. Later page loads are not handed the
    // version any more, so their tickets do not cover it: their reports do not count.
    for (let n = 13; n <= 16; n += 1) await send('error', n);
    const after = await release();
    expect(after.remotes.member?.canary).toBeUndefined();
    expect(after.remotes.member?.version).toBe('1.0.0');
    expect(after.revision).toBe((canary.json() as Release).revision + 1);

    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo', headers: auth })).json() as { actor: string; action: string; note?: string }[];
    expect(audit[0]).toMatchObject({
      actor: 'auto-rollback',
      action: 'auto-rollback',
      note: expect.stringMatching(/member@1\.1\.0 switched off: error rate 54% per network, 54% per report \(7 failed page loads in 13 attempts\) over 10 min; 7 of 13 networks failing, above 50%/),
    });

    const rates = (await call({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: { version: string; loads: number; errors: number; errorRate: number }[] };
    expect(rates.rates.find((x) => x.version === '1.1.0')).toMatchObject({ loads: 6, errors: 7 });
    expect((await call({ method: 'GET', url: '/ops/telemetry?since=1y', headers: auth })).statusCode).toBe(400);
  });
});

describe('hidden source maps', () => {
  it('keeps a build’s source maps out of the public path and serves them to ops only', async () => {
    const dir = makeArtifactDir({ app: 'member', version: '1.6.0', exposes: ['./MemberCentre', './PointsMall'], extraFiles: { 'static/js/main.abc123.js.map': '{"version":3,"sources":["webpack://member/./src/a.ts"],"mappings":""}' } });
    const res = await call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });
    expect(res.statusCode).toBe(201);
    expect((await call({ method: 'GET', url: '/remotes/member/1.6.0/static/js/main.abc123.js.map' })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/ops/sourcemaps/member/1.6.0/static/js/main.abc123.js.map' })).statusCode).toBe(401);
    const map = await call({ method: 'GET', url: '/ops/sourcemaps/member/1.6.0/static/js/main.abc123.js.map', headers: auth });
    expect(map.statusCode).toBe(200);
    expect(map.json()).toMatchObject({ version: 3, sources: ['webpack://member/./src/a.ts'] });
    expect((await call({ method: 'GET', url: '/ops/sourcemaps/member/1.6.0/static/js/nope.js.map', headers: auth })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/ops/sourcemaps/member/1.6.0/..%2F..%2Fops-token.map', headers: auth })).statusCode).toBe(404);
  });
});
