/**
 * Named, scoped ops credentials through the ops API, on both registry databases: a remote team's token
 * publishes its remote and issues its dev links but is refused a pin and another remote's publish; every
 * write is audited with the credential's name; only the token's SHA-256 is stored.
 */
import type { FastifyInstance } from 'fastify';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, type TesseraServer } from '../server.js';
import { createTestDatabase, type TestDatabase } from '../test-utils/postgres.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { hashToken, scopeProblem } from './credentials.js';
import { opsThrottle } from '../util/auth.js';
import type { DialectName } from './db.js';

jest.setTimeout(60_000);

const BOOT = 'credentials-bootstrap-token';
const boot = { authorization: `Bearer ${BOOT}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DEV = 'http://localhost:3101/remoteEntry.js';
const EXPOSES = { games: ['./Lobby', './GamePage', './HotGames', './launch'], member: ['./MemberCentre', './PointsMall'] };

describe('scope grammar', () => {
  it('takes admin, release:<merchant>, release:* and remote:<app>, and names what is wrong otherwise', () => {
    for (const ok of ['admin', 'release:demo', 'release:*', 'remote:games', 'remote:host', 'sandbox']) expect(scopeProblem(ok)).toBeUndefined();
    expect(scopeProblem('root')).toMatch(/unknown scope "root"/);
    expect(scopeProblem('remote:casino')).toMatch(/unknown app in "remote:casino"/);
    expect(scopeProblem('release:bad merchant')).toMatch(/invalid merchant/);
    expect(scopeProblem(7)).toMatch(/must be a string/);
  });
});

describe.each<DialectName>(['sqlite', 'postgres'])('ops credentials on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let app: FastifyInstance;
  let dataDir: string;
  let call: (req: TestRequest) => Promise<TestResponse>;
  let teamToken: string;
  let opsToken: string;

  const publish = async (headers: Record<string, string>, remote: 'games' | 'member', version: string) =>
    call({ method: 'POST', url: '/ops/artifacts', headers: { ...headers, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir({ app: remote, version, exposes: EXPOSES[remote] })) });
  const createCredential = (payload: unknown, headers: Record<string, string> = boot) => call({ method: 'POST', url: '/ops/credentials', headers, payload });
  const rev = async (merchant: string) => (await call({ method: 'GET', url: `/ops/merchants/${merchant}/release`, headers: boot })).json().revision as number;

  beforeAll(async () => {
    if (dialect === 'postgres') pgDb = await createTestDatabase();
    dataDir = tempDir();
    // A throttle wide enough for this suite's deliberate failures; its own test below uses a tight one.
    app = await buildServer({ dataDir, databaseUrl: pgDb?.url, opsToken: BOOT, logger: false, throttles: { ops: opsThrottle(1000) } });
    call = await listen(app);
    const host = await call({ method: 'POST', url: '/ops/artifacts', headers: { ...boot, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir({ app: 'host', version: '1.0.0' })) });
    expect(host.statusCode).toBe(201);
    expect((await publish(boot, 'games', '1.0.0')).statusCode).toBe(201);
    expect((await publish(boot, 'member', '1.0.0')).statusCode).toBe(201);
    for (const merchant of ['demo', 'other']) {
      const set = await call({ method: 'PUT', url: `/ops/merchants/${merchant}/release`, headers: boot, payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '1.0.0' }, member: { version: '1.0.0' } } } });
      expect(set.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await app?.close();
    await pgDb?.drop();
  });

  it('creates a credential with a name and scopes; the token is shown once and only its SHA-256 is stored', async () => {
    const res = await createCredential({ name: 'games-team', scopes: ['remote:games'] });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { token: string; credential: Record<string, unknown> };
    teamToken = body.token;
    expect(teamToken).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(body.credential).toMatchObject({ name: 'games-team', scopes: ['remote:games'], createdBy: 'bootstrap', active: true, revokedAt: null });
    expect(body.credential).not.toHaveProperty('tokenHash');

    const list = (await call({ method: 'GET', url: '/ops/credentials', headers: boot })).json() as Record<string, unknown>[];
    expect(list.map((c) => c.name)).toEqual(['games-team']);
    expect(JSON.stringify(list)).not.toContain(teamToken);
    expect(JSON.stringify(list)).not.toContain(hashToken(teamToken));

    const stored = await (app as TesseraServer).tessera.registry.credentials.byHash(hashToken(teamToken));
    expect(stored?.name).toBe('games-team');
    if (dialect === 'sqlite') {
      // The database files hold the digest, never the token.
      const files = readdirSync(dataDir).filter((f) => f.startsWith('registry.sqlite'));
      const bytes = files.map((f) => readFileSync(join(dataDir, f)).toString('latin1')).join('');
      expect(bytes).toContain(hashToken(teamToken));
      expect(bytes).not.toContain(teamToken);
    }

    const ops = await createCredential({ name: 'demo-ops', scopes: ['release:demo'], ttlSeconds: 7 * 86_400 });
    expect(ops.statusCode).toBe(201);
    opsToken = ops.json().token;
    expect(Date.parse(ops.json().credential.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('lets the sandbox controls take a sandbox or admin credential besides the bootstrap token, and refuse other scopes', async () => {
    const created = await createCredential({ name: 'e2e-pipeline', scopes: ['sandbox'] });
    expect(created.statusCode).toBe(201);
    const pipeline = created.json().token as string;
    const status = (headers: Record<string, string>) => call({ method: 'PUT', url: '/sandbox/demo/system-status', headers, payload: { status: 0 } });
    const byBootstrap = await status(boot);
    expect(byBootstrap.statusCode).toBeLessThan(300);
    expect((await status(bearer(pipeline))).statusCode).toBe(byBootstrap.statusCode);
    const refused = await status(bearer(opsToken));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/demo-ops .* needs sandbox or admin/);
    expect((await status({})).statusCode).toBe(401);
    // Revoked, it is a wrong token like any other.
    expect((await call({ method: 'DELETE', url: '/ops/credentials/e2e-pipeline', headers: boot })).statusCode).toBe(204);
    expect((await status(bearer(pipeline))).statusCode).toBe(401);
  });

  it('refuses malformed credentials, taken names, and creation by anyone but admin', async () => {
    expect((await createCredential({ name: 'games-team', scopes: ['remote:games'] })).statusCode).toBe(409);
    expect((await createCredential({ name: 'x', scopes: ['root'] })).json().message).toMatch(/unknown scope "root"/);
    expect((await createCredential({ name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await createCredential({ name: 'bad name', scopes: ['admin'] })).statusCode).toBe(400);
    expect((await createCredential({ name: 'bootstrap', scopes: ['admin'] })).statusCode).toBe(400);
    expect((await createCredential({ name: 'x', scopes: ['admin'], ttlSeconds: 400 * 86_400 })).json().message).toMatch(/1 minute to 365 days/);
    const escalate = await createCredential({ name: 'games-admin', scopes: ['admin'] }, bearer(teamToken));
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toMatch(/credential games-team \(remote:games\) may not do this: it needs admin/);
    expect((await call({ method: 'GET', url: '/ops/credentials', headers: bearer(teamToken) })).statusCode).toBe(403);
  });

  it("lets a remote team's token issue its remote's dev link and publish it, and refuses a pin and another remote's publish", async () => {
    const team = bearer(teamToken);
    const who = (await call({ method: 'GET', url: '/ops/whoami', headers: team })).json();
    expect(who).toEqual({ name: 'games-team', scopes: ['remote:games'], bootstrap: false });

    const dev = await call({ method: 'POST', url: '/ops/merchants/demo/override-links', headers: team, payload: { remote: 'games', url: DEV, ttlSeconds: 3600 } });
    expect(dev.statusCode).toBe(201);
    expect(dev.json().path).toMatch(/^\/platform\/override\?token=/);

    const published = await publish(team, 'games', '1.1.0');
    expect(published.statusCode).toBe(201);
    const listed = (await call({ method: 'GET', url: '/ops/artifacts?app=games', headers: team })).json() as { version: string; publishedBy: string | null }[];
    expect(listed.find((a) => a.version === '1.1.0')?.publishedBy).toBe('games-team');

    const before = await rev('demo');
    const pin = await call({ method: 'POST', url: '/ops/merchants/demo/release/pin', headers: team, payload: { expectedRevision: before, remote: 'games', version: '1.1.0' } });
    expect(pin.statusCode).toBe(403);
    expect(pin.json().message).toMatch(/needs release:demo, release:\* or admin/);
    const canary = await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: team, payload: { expectedRevision: before, remote: 'games', version: '1.1.0', percent: 10 } });
    expect(canary.statusCode).toBe(403);
    expect(await rev('demo')).toBe(before);

    const otherRemote = await publish(team, 'member', '1.1.0');
    expect(otherRemote.statusCode).toBe(403);
    expect(otherRemote.json().message).toMatch(/needs remote:member or admin/);
    const members = (await call({ method: 'GET', url: '/ops/artifacts?app=member', headers: boot })).json() as { version: string }[];
    expect(members.map((a) => a.version)).toEqual(['1.0.0']);
    const otherLink = await call({ method: 'POST', url: '/ops/merchants/demo/override-links', headers: team, payload: { remote: 'member', url: 'http://localhost:3102/remoteEntry.js' } });
    expect(otherLink.statusCode).toBe(403);
  });

  it("lets a merchant's ops token change that merchant only", async () => {
    const ops = bearer(opsToken);
    const pin = await call({ method: 'POST', url: '/ops/merchants/demo/release/pin', headers: ops, payload: { expectedRevision: await rev('demo'), remote: 'games', version: '1.1.0' } });
    expect(pin.statusCode).toBe(200);
    const other = await call({ method: 'POST', url: '/ops/merchants/other/release/pin', headers: ops, payload: { expectedRevision: await rev('other'), remote: 'games', version: '1.1.0' } });
    expect(other.statusCode).toBe(403);
    const put = await call({ method: 'PUT', url: '/ops/merchants/other/release', headers: ops, payload: { expectedRevision: await rev('other'), host: { version: '1.0.0' }, remotes: {} } });
    expect(put.statusCode).toBe(403);
    expect((await publish(ops, 'games', '1.2.0')).statusCode).toBe(403);
  });

  it("audits every write with the credential's name; the bootstrap token keeps the caller's X-Ops-Actor beside its own", async () => {
    await call({ method: 'POST', url: '/ops/merchants/other/release/overrides', headers: { ...boot, 'x-ops-actor': 'alice' }, payload: { expectedRevision: await rev('other'), allowed: true } });
    // A named credential's X-Ops-Actor is ignored: the name is the credential's.
    await call({ method: 'POST', url: '/ops/merchants/demo/release/overrides', headers: { ...bearer(opsToken), 'x-ops-actor': 'mallory' }, payload: { expectedRevision: await rev('demo'), allowed: true } });
    const audit = (await call({ method: 'GET', url: '/ops/audit', headers: boot })).json() as { actor: string; action: string; merchant: string; after: { app?: string; version?: string } | null }[];
    const find = (action: string, merchant: string) => audit.find((a) => a.action === action && a.merchant === merchant);
    expect(find('overrides', 'other')?.actor).toBe('bootstrap (alice)');
    expect(find('overrides', 'demo')?.actor).toBe('demo-ops');
    expect(find('pin', 'demo')?.actor).toBe('demo-ops');
    expect(find('override-link', 'demo')?.actor).toBe('games-team');
    expect(audit.find((a) => a.action === 'publish' && a.after?.version === '1.1.0' && a.after.app === 'games')?.actor).toBe('games-team');
    expect(find('credential-create', '-')?.actor).toBe('bootstrap');
    expect(audit.some((a) => a.actor === 'mallory' || a.actor === 'ops-console')).toBe(false);
  });

  it('refuses a revoked token at once', async () => {
    const created = (await createCredential({ name: 'short-lived', scopes: ['release:*'] })).json();
    expect((await call({ method: 'GET', url: '/ops/merchants', headers: bearer(created.token) })).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url: '/ops/credentials/short-lived', headers: bearer(teamToken) })).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: '/ops/credentials/short-lived', headers: boot })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: '/ops/credentials/short-lived', headers: boot })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/ops/merchants', headers: bearer(created.token) })).statusCode).toBe(401);
    const list = (await call({ method: 'GET', url: '/ops/credentials', headers: boot })).json() as { name: string; active: boolean; revokedAt: string | null }[];
    expect(list.find((c) => c.name === 'short-lived')).toMatchObject({ active: false, revokedAt: expect.any(String) });
    // The name stays taken, so the audit's names stay unambiguous.
    expect((await createCredential({ name: 'short-lived', scopes: ['release:*'] })).statusCode).toBe(409);
  });
});

describe('guessing credential tokens', () => {
  it('counts failed tokens per client network: loopback addresses add up, yet a named credential and the bootstrap token still work', async () => {
    const app = await buildServer({ dataDir: tempDir(), opsToken: BOOT, logger: false, throttles: { ops: opsThrottle(3, 60_000) } });
    try {
      const call = await listen(app);
      const guess = (localAddress: string) => call({ method: 'GET', url: '/ops/merchants', headers: bearer(`tsk_${'A'.repeat(43)}`), localAddress });
      for (let i = 0; i < 3; i++) expect((await guess('127.0.0.2')).statusCode).toBe(401);
      expect((await guess('127.0.0.2')).statusCode).toBe(429);
      // Another address of the same network (all of loopback is one, util/auth.ts) is that guesser too.
      expect((await guess('127.0.0.3')).statusCode).toBe(429);
      // A right token is never throttled: someone on the operator's network cannot lock ops out.
      const token = (await call({ method: 'POST', url: '/ops/credentials', headers: boot, payload: { name: 'ok', scopes: ['release:*'] }, localAddress: '127.0.0.4' })).json().token;
      expect((await call({ method: 'GET', url: '/ops/merchants', headers: bearer(token), localAddress: '127.0.0.4' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
