import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildServer } from '../server.js';
import { OPS_FAILURES_MAX } from '../util/auth.js';
import { REQUIRED_EXPOSES } from './types.js';
import { basename, join as pjoin } from 'node:path';
import { listen, makeArtifactDir, sharedWith, tarGz, tempDir, ticketFor, type ArtifactSpec, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

const TOKEN = 'test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };

let app: FastifyInstance;
let dataDir: string;
let call: (req: TestRequest) => Promise<TestResponse>;

async function publish(spec: ArtifactSpec | Buffer) {
  const payload = Buffer.isBuffer(spec) ? spec : await tarGz(makeArtifactDir(spec));
  return call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload });
}

beforeAll(async () => {
  dataDir = tempDir();
  app = await buildServer({ dataDir, opsToken: TOKEN, logger: false });
  call = await listen(app);
});
afterAll(async () => {
  await app.close();
});

describe('ops auth', () => {
  it('rejects missing and wrong tokens with 401', async () => {
    expect((await call({ method: 'GET', url: '/ops/artifacts' })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/ops/artifacts', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/ops/audit', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: '/ops/artifacts', headers: auth })).statusCode).toBe(200);
  });
});

describe('publishing artifacts', () => {
  it('publishes a host, then remotes, recording sha384 integrity', async () => {
    const host = await publish({ app: 'host', version: '1.0.0' });
    expect(host.statusCode).toBe(201);
    expect(host.json()).toMatchObject({ app: 'host', version: '1.0.0', entry: '/host/1.0.0/index.html' });
    expect(host.json().integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);

    const games = await publish({ app: 'games', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.games] });
    expect(games.statusCode).toBe(201);
    expect(games.json()).toMatchObject({ app: 'games', version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json' });

    const asset = await call({ method: 'GET', url: '/remotes/games/1.0.0/static/js/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    const entry = await call({ method: 'GET', url: '/remotes/games/1.0.0/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await call({ method: 'GET', url: '/remotes/games/1.0.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.json().name).toBe('games');

    const list = await call({ method: 'GET', url: '/ops/artifacts?app=games', headers: auth });
    expect(list.json()).toEqual([expect.objectContaining({ app: 'games', version: '1.0.0', integrity: games.json().integrity, publishedAt: expect.any(String) })]);
  });

  it('is immutable: identical content answers 200 unchanged, different content 409', async () => {
    const again = await publish({ app: 'games', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.games] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ unchanged: true, version: '1.0.0' });
    const changed = await publish({ app: 'games', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.games], remoteEntry: 'var games = 2;' });
    expect(changed.statusCode).toBe(409);
    const served = await call({ method: 'GET', url: '/remotes/games/1.0.0/remoteEntry.js' });
    expect(served.body).toContain("version: '1.0.0'");
  });

  it.each<[string, ArtifactSpec, RegExp]>([
    ['a missing required expose', { app: 'member', version: '1.0.0', exposes: ['./PointsMall'] }, /\.\/MemberCentre/],
    ['an unknown app', { app: 'casino', version: '1.0.0', exposes: [] }, /unknown app/],
    ['a bad semver', { app: 'agent', version: 'v1', exposes: ['./AgentCentre'] }, /semver/],
    ['manifest name mismatch', { app: 'agent', version: '1.0.0', exposes: ['./AgentCentre'], manifestName: 'other' }, /mf-manifest name/],
    ['buildVersion mismatch', { app: 'agent', version: '1.0.0', exposes: ['./AgentCentre'], buildVersion: '1.0.1' }, /buildVersion/],
    ['no remoteEntry.js', { app: 'agent', version: '1.0.0', exposes: ['./AgentCentre'], remoteEntry: null }, /remoteEntry\.js/],
    [
      'an incompatible shared singleton',
      { app: 'lottery', version: '1.0.0', exposes: ['./LotteryPage', './PopularLottery'], shared: sharedWith('react', { version: '18.3.1', requiredVersion: '^18.2.0' }) },
      /incompatible.*react/,
    ],
  ])('refuses %s with 400 invalid_artifact', async (_label, spec, message) => {
    const res = await publish(spec);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_artifact');
    expect(res.json().message).toMatch(message);
  });

  it('refuses garbage and archives with unsafe paths', async () => {
    const garbage = await publish(Buffer.from('this is not a tarball'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe('invalid_artifact');

    const root = tempDir();
    const dir = makeArtifactDir({ app: 'agent', version: '2.0.0', exposes: ['./AgentCentre'] });
    writeFileSync(pjoin(root, 'evil.txt'), 'x');
    const evil = await tarGz(dir, ['.', `../${basename(root)}/evil.txt`], true);
    const res = await publish(evil);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unsafe path/);
  });

  it('verifies chunkIntegrity: every listed chunk matches its bytes and every script but the entry is listed', async () => {
    const art = (version: string, chunkIntegrity: Record<string, string>) => ({
      app: 'agent' as const,
      version,
      exposes: ['./AgentCentre'],
      extraFiles: { 'artifact.json': JSON.stringify({ app: 'agent', federationName: 'agent', version, chunkIntegrity }) },
    });
    const sha = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    const good = await publish(art('3.0.0', { 'static/js/main.abc123.js': sha("console.log('agent 3.0.0');") }));
    expect(good.statusCode).toBe(201);
    const tampered = await publish(art('3.0.1', { 'static/js/main.abc123.js': sha('something else') }));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toMatch(/static\/js\/main\.abc123\.js does not match its recorded integrity/);
    const uncovered = await publish(art('3.0.2', {}));
    expect(uncovered.statusCode).toBe(400);
    expect(uncovered.json().message).toMatch(/not covered by chunkIntegrity: static\/js\/main\.abc123\.js/);
    const outside = await publish(art('3.0.3', { '../../etc/hostname': sha('x') }));
    expect(outside.statusCode).toBe(400);
    // A remote without chunkIntegrity at all: its chunks would load unchecked in the browser.
    const none = await publish({ app: 'agent', version: '3.0.4', exposes: ['./AgentCentre'], chunkIntegrity: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no chunkIntegrity/);
    // The host's scripts come with its index.html: a host without the list still publishes.
    expect((await publish({ app: 'host', version: '3.0.4' })).statusCode).toBe(201);
  });

  it('takes chunkIntegrity as sha256 (what builds write) or sha384 (older builds), checked with the algorithm it names', async () => {
    const art = (version: string, integrity: string) => ({
      app: 'agent' as const,
      version,
      exposes: ['./AgentCentre'],
      extraFiles: { 'artifact.json': JSON.stringify({ app: 'agent', federationName: 'agent', version, chunkIntegrity: { 'static/js/main.abc123.js': integrity } }) },
    });
    const bytes = (version: string) => `console.log('agent ${version}');`;
    const sri = (alg: string, text: string) => `${alg}-${createHash(alg).update(text).digest('base64')}`;
    expect((await publish(art('3.1.0', sri('sha256', bytes('3.1.0'))))).statusCode).toBe(201);
    expect((await publish(art('3.1.1', sri('sha384', bytes('3.1.1'))))).statusCode).toBe(201);
    const wrong = await publish(art('3.1.2', sri('sha256', 'something else')));
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, expect.stringMatching(/does not match its recorded integrity/)]);
    // Any other algorithm or shape is refused, not skipped.
    for (const [version, integrity] of [['3.1.3', sri('sha1', bytes('3.1.3'))], ['3.1.4', sri('sha512', bytes('3.1.4'))], ['3.1.5', 'sha256-short=']] as const) {
      const res = await publish(art(version, integrity));
      expect([version, res.statusCode, res.json().message]).toEqual([version, 400, expect.stringMatching(/is not a sha256 \(or sha384\) integrity/)]);
    }
  });

  it('accepts a remote whose singletons match the host', async () => {
    const res = await publish({ app: 'member', version: '1.0.0', exposes: ['./MemberCentre', './PointsMall'] });
    expect(res.statusCode).toBe(201);
    expect((await publish({ app: 'member', version: '1.1.0', exposes: ['./MemberCentre', './PointsMall'] })).statusCode).toBe(201);
  });
});

describe('release sets', () => {
  const put = (merchant: string, body: unknown, actor?: string) =>
    call({ method: 'PUT', url: `/ops/merchants/${merchant}/release`, headers: { ...auth, ...(actor ? { 'x-ops-actor': actor } : {}) }, payload: body as object });

  it('serves 503 for the SPA before a release, then index.html with the merchant meta and CSP', async () => {
    const before = await call({ method: 'GET', url: '/lottery', headers: { accept: 'text/html', host: 'demo.example.com:8080' } });
    expect(before.statusCode).toBe(503);

    const res = await put('demo', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '1.0.0' }, member: { version: '1.0.0' } } }, 'alice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merchant: 'demo', revision: 1, host: { version: '1.0.0' }, overrides: { allowed: false } });
    expect(res.json().remotes.games).toMatchObject({ version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: expect.stringMatching(/^sha384-/) });

    const page = await call({ method: 'GET', url: '/rng?x=1', headers: { accept: 'text/html', host: 'demo.example.com:8080' } });
    expect(page.statusCode).toBe(200);
    // The merchant's meta leads the head; only the page banner's preload may come first (it is the largest paint).
    expect(page.body).toMatch(/<head>(<link rel="preload" as="image"[^>]*>)?<meta name="tessera-merchant" content="demo">/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');

    const other = await call({ method: 'GET', url: '/', headers: { accept: 'text/html', host: 'demo2.example.com' } });
    expect(other.statusCode).toBe(503); // demo2 has no release yet
  });

  it('rejects unpublished versions with 400', async () => {
    const res = await put('demo2', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '9.9.9' } } });
    expect(res.statusCode).toBe(400);
  });

  it('serves the public release set with a strong ETag and 304', async () => {
    const res = await call({ method: 'GET', url: '/platform/release/demo.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await call({ method: 'GET', url: '/platform/release/demo.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Each page load gets its own telemetry ticket, outside the body (so the ETag holds), a 304 included.
    const tickets = [res, again].map((r) => String(r.headers['tessera-telemetry-ticket']));
    expect(tickets.every((t) => /^[\w-]+\.[\w-]+$/.test(t))).toBe(true);
    expect(tickets[0]).not.toBe(tickets[1]);
    expect((await call({ method: 'GET', url: '/platform/release/nobody.json' })).statusCode).toBe(404);
  });

  it('compare-and-swaps on the revision, pins, rolls back and audits', async () => {
    const stale = await put('demo', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'stale_revision', currentRevision: 1 });

    const etag1 = (await call({ method: 'GET', url: '/platform/release/demo.json' })).headers.etag;
    const pin = await call({ method: 'POST', url: '/ops/merchants/demo/release/pin', headers: auth, payload: { expectedRevision: 1, remote: 'member', version: '1.1.0' } });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().revision).toBe(2);
    expect(pin.json().remotes.member).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    const etag2 = (await call({ method: 'GET', url: '/platform/release/demo.json' })).headers.etag;
    expect(etag2).not.toBe(etag1);

    const stalePin = await call({ method: 'POST', url: '/ops/merchants/demo/release/pin', headers: auth, payload: { expectedRevision: 1, remote: 'member', version: '1.0.0' } });
    expect(stalePin.statusCode).toBe(409);

    const rb = await call({ method: 'POST', url: '/ops/merchants/demo/release/rollback', headers: auth, payload: { expectedRevision: 2, toRevision: 1 } });
    expect(rb.statusCode).toBe(200);
    expect(rb.json().revision).toBe(3);
    expect(rb.json().remotes.member).toEqual(expect.objectContaining({ version: '1.0.0' }));
    expect(rb.json().remotes.member.fallback).toBeUndefined();

    const history = (await call({ method: 'GET', url: '/ops/merchants/demo/history', headers: auth })).json();
    expect(history.map((h: { revision: number }) => h.revision)).toEqual([1, 2, 3]);
    expect(history[2].release.remotes).toEqual(history[0].release.remotes);

    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo', headers: auth })).json();
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['rollback', 'pin', 'set']);
    expect(audit[2]).toMatchObject({ actor: 'bootstrap (alice)', merchant: 'demo', before: null, after: expect.objectContaining({ revision: 1 }) });
    expect(audit[0]).toMatchObject({ actor: 'bootstrap', before: expect.objectContaining({ revision: 2 }), after: expect.objectContaining({ revision: 3 }) });

    const merchants = (await call({ method: 'GET', url: '/ops/merchants', headers: auth })).json();
    expect(merchants).toEqual([expect.objectContaining({ merchant: 'demo', revision: 3 })]);
  });
});

describe('security: headers', () => {
  it('sends the CSP and forbids framing by other sites on every HTML page', async () => {
    for (const url of ['/rng', '/host/1.0.0/index.html']) {
      const page = await call({ method: 'GET', url, headers: { accept: 'text/html', host: 'demo.example.com' } });
      expect(page.statusCode).toBe(200);
      expect([url, page.headers]).toEqual([url, expect.objectContaining({ 'x-frame-options': 'SAMEORIGIN' })]);
      expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // Not-published pages too.
    const none = await call({ method: 'GET', url: '/', headers: { accept: 'text/html', host: 'demo2.example.com' } });
    expect(none.statusCode).toBe(503);
    expect(none.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('security: ops API', () => {
  it('throttles a client guessing the ops token from many loopback addresses, yet lets the right token through', async () => {
    const from = (i: number) => ({ localAddress: `127.0.${i}.9` });
    // Earlier cases of this file may have spent some of loopback's allowance: 401s, then 429s.
    const statuses: number[] = [];
    for (let i = 0; i < OPS_FAILURES_MAX; i += 1) statuses.push((await call({ url: '/ops/artifacts', headers: { authorization: `Bearer guess-${i}` }, ...from(i) })).statusCode);
    expect(statuses).toEqual([...statuses.filter((c) => c === 401), ...statuses.filter((c) => c === 429)]);
    expect(statuses.length).toBe(OPS_FAILURES_MAX);
    const refused = await call({ url: '/ops/artifacts', headers: { authorization: 'Bearer guess-more' }, ...from(50) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.stringContaining('failed ops token attempts') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The sandbox controls share the throttle.
    expect((await call({ url: '/sandbox/captcha/current?sid=x', headers: { authorization: 'Bearer guess-more' }, ...from(51) })).statusCode).toBe(429);
    // The operator behind the same NAT is not locked out: the right token goes through, console and controls too.
    expect((await call({ url: '/ops/artifacts', headers: auth, ...from(50) })).statusCode).toBe(200);
    expect((await call({ url: '/sandbox/captcha/current?sid=x', headers: auth, ...from(51) })).statusCode).toBe(404);
  });
});

describe('security: telemetry', () => {
  const counts = async () => (await call({ method: 'GET', url: '/ops/telemetry', headers: auth })).json() as { merchant: string; remote: string; version: string; kind: string; count: number }[];
  const errorsOf = async (remote: string, version: string) => (await counts()).find((c) => c.merchant === 'demo' && c.remote === remote && c.version === version && c.kind === 'error')?.count ?? 0;

  it('takes events only for known merchants and published versions', async () => {
    const before = await counts();
    for (const event of [
      { merchant: 'nobody', remote: 'games', version: '1.0.0', kind: 'error' },
      { merchant: 'demo', remote: 'games', version: '9.9.9', kind: 'error' },
      { merchant: 'demo', remote: 'lottery', version: '1.0.0', kind: 'load', ms: 5 },
    ]) {
      const res = await call({ method: 'POST', url: '/platform/telemetry', payload: [event], localAddress: '127.0.0.10' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_telemetry', message: expect.stringMatching(/unknown|not published/) });
    }
    expect(await counts()).toEqual(before);
  });

  it('counts no report without a valid ticket, and one per ticket and kind, then refuses a flooding address', async () => {
    const before = await errorsOf('games', '1.0.0');
    const forged = { merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'error', reason: 'forged' };
    const ticket = await ticketFor(call);
    const [payload, mac] = ticket.split('.') as [string, string];
    const other = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { v: Record<string, string[]> };
    const statuses: number[] = [];
    for (const batch of [
      Array(50).fill(forged), // no ticket
      Array(10).fill({ ...forged, ticket: `${payload}.${mac.slice(0, -2)}AA` }), // a bad signature
      Array(10).fill({ ...forged, ticket: `${Buffer.from(JSON.stringify({ ...other, v: { games: ['1.0.0'] }, i: 'x' })).toString('base64url')}.${mac}` }), // claims rewritten
      Array(10).fill({ ...forged, version: '1.0.0', remote: 'member', ticket: `${ticket}x` }),
    ]) {
      statuses.push((await call({ method: 'POST', url: '/platform/telemetry', payload: batch, localAddress: '127.0.0.11' })).statusCode);
    }
    // Answered alike (a forger learns nothing), counted nowhere; then the address is over its rate.
    expect(statuses).toEqual([204, 204, 204, 204]);
    expect(await errorsOf('games', '1.0.0')).toBe(before);
    expect((await call({ method: 'POST', url: '/platform/telemetry', payload: Array(50).fill(forged), localAddress: '127.0.0.11' })).statusCode).toBe(429);
    // A real ticket counts once, however often it is sent.
    expect((await call({ method: 'POST', url: '/platform/telemetry', payload: Array(20).fill({ ...forged, ticket }), localAddress: '127.0.0.12' })).statusCode).toBe(204);
    expect((await errorsOf('games', '1.0.0')) - before).toBe(1);
  });
});

describe('telemetry', () => {
  it('validates, counts and reports events', async () => {
    const [a, b] = [await ticketFor(call), await ticketFor(call)];
    const events = [
      { merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'load', ms: 120, ticket: a },
      { merchant: 'demo', remote: 'games', version: '1.0.0', kind: 'load', ms: 80, ticket: b },
      { merchant: 'demo', remote: 'member', version: '1.0.0', kind: 'error', reason: 'integrity', ticket: a },
    ];
    expect((await call({ method: 'POST', url: '/platform/telemetry', payload: events })).statusCode).toBe(204);
    expect((await call({ method: 'POST', url: '/platform/telemetry', payload: { merchant: 'demo', remote: 'casino', version: '1', kind: 'load' } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/platform/telemetry', payload: Array(51).fill(events[0]) })).statusCode).toBe(400);
    const big = await call({ method: 'POST', url: '/platform/telemetry', payload: { ...events[0], pad: 'x'.repeat(33_000) } });
    expect(big.statusCode).toBe(413);
    const counts = (await call({ method: 'GET', url: '/ops/telemetry', headers: auth })).json();
    expect(counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ remote: 'games', version: '1.0.0', kind: 'load', count: 2, avgMs: 100 }),
        expect.objectContaining({ remote: 'member', kind: 'error', count: 1, lastReason: 'integrity' }),
      ]),
    );
  });

  it('answers each version\'s trend over a window, a point per step', async () => {
    const res = await call({ method: 'GET', url: '/ops/telemetry/series?since=1h&merchant=demo&remote=games', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { windowMs: number; stepMs: number; slots: string[]; series: { remote: string; version: string; points: { loads: number }[] }[] };
    expect(body).toMatchObject({ windowMs: 3_600_000, stepMs: 300_000 });
    expect(body.slots).toHaveLength(12);
    expect(body.series.every((t) => t.remote === 'games' && t.points.length === 12)).toBe(true);
    expect(body.series.find((t) => t.version === '1.0.0')!.points.reduce((n, p) => n + p.loads, 0)).toBeGreaterThanOrEqual(2);
    const bad = await call({ method: 'GET', url: '/ops/telemetry/series?since=30d', headers: auth });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'invalid_window']);
  });
});
