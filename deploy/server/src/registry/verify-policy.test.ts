/**
 * A merchant policy that requires a passing browser check (`release verify`) before a version reaches players
 * (pin, promote, canary, set), and who may record such a check (the `verify` scope, never the building team).
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, publishDemo, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import type { DialectName } from './db.js';
import { createTestDatabase, type TestDatabase } from '../test-utils/postgres.js';

jest.setTimeout(60_000);
const TOKEN = 'verify-policy-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each<DialectName>(['sqlite', 'postgres'])('verify policy on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let app: FastifyInstance;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) => call({ method: 'POST', url, headers, payload });
  const rev = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json().revision as number;

  beforeAll(async () => {
    if (dialect === 'postgres') pgDb = await createTestDatabase();
    app = await buildServer({ dataDir: tempDir(), databaseUrl: pgDb?.url, opsToken: TOKEN, logger: false });
    call = await listen(app);
    await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']);
  });
  afterAll(async () => {
    await app?.close();
    await pgDb?.drop();
  });

  it('blocks a pin and a promote of an unchecked or failed version, allows them after a passing check', async () => {
    expect((await call({ method: 'GET', url: '/ops/merchants/demo/policy', headers: auth })).json()).toEqual({ merchant: 'demo', requireVerifiedRelease: false });
    expect((await call({ method: 'PUT', url: '/ops/merchants/demo/policy', headers: auth, payload: { requireVerifiedRelease: 'yes' } })).statusCode).toBe(400);
    expect((await call({ method: 'PUT', url: '/ops/merchants/demo/policy', headers: auth, payload: { requireVerifiedRelease: true } })).json()).toEqual({ merchant: 'demo', requireVerifiedRelease: true });

    const unchecked = await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.1.0' });
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json()).toMatchObject({
      error: 'verification_required',
      message: expect.stringMatching(/^demo requires a passing browser check before a version reaches its players: member@1\.1\.0 has not been checked; run: tessera release verify demo member 1\.1\.0$/),
    });

    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: false, problems: ['/pointMall: console error: boom'] })).statusCode).toBe(201);
    const failed = await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.1.0' });
    expect(failed.json().message).toMatch(/failed its last check/);

    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: true, problems: [] })).statusCode).toBe(201);
    expect((await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.1.0' })).statusCode).toBe(200);

    // A canary needs the check too (at any percent); after it, the canary and its promote go through.
    expect((await post('/ops/merchants/demo/release/canary', { expectedRevision: await rev(), remote: 'member', version: '1.2.0', percent: 10 })).json().error).toBe('verification_required');
    await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.2.0', ok: true, problems: [] });
    expect((await post('/ops/merchants/demo/release/canary', { expectedRevision: await rev(), remote: 'member', version: '1.2.0', percent: 10 })).statusCode).toBe(200);
    expect((await post('/ops/merchants/demo/release/promote', { expectedRevision: await rev(), remote: 'member' })).statusCode).toBe(200);

    // The last check per version, newest first; the audit has the checks and the policy change.
    const checks = (await call({ method: 'GET', url: '/ops/merchants/demo/verifications', headers: auth })).json() as { version: string; ok: boolean }[];
    expect(checks.map((c) => `${c.version} ${c.ok}`)).toEqual(['1.2.0 true', '1.1.0 true']);
    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo', headers: auth })).json() as { action: string }[];
    expect(audit.filter((a) => a.action === 'verify')).toHaveLength(3);
    expect(audit.some((a) => a.action === 'policy')).toBe(true);
  });

  it('takes checks only of published versions', async () => {
    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '9.9.9', ok: true, problems: [] })).statusCode).toBe(400);
    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: 'yes', problems: [] })).statusCode).toBe(400);
  });

  describe('security: release gate — no gaps, no self-vouching', () => {
    const bearer = async (name: string, scopes: string[]) => ({ authorization: `Bearer ${(await post('/ops/credentials', { name, scopes })).json().token as string}` });
    const check = (version: string, ok: boolean, headers: Record<string, string> = auth) => post('/ops/merchants/demo/verifications', { remote: 'member', version, ok, problems: ok ? [] : ['/pointMall: console error: boom'] }, headers);
    const current = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as { revision: number; remotes: Record<string, { version: string }> };

    it('a failed check blocks a 100 % canary and a release-set update; a passing one lets them through', async () => {
      expect((await check('1.3.0', false)).statusCode).toBe(201);
      const canary = await post('/ops/merchants/demo/release/canary', { expectedRevision: await rev(), remote: 'member', version: '1.3.0', percent: 100 });
      expect(canary.statusCode).toBe(409);
      expect(canary.json().message).toMatch(/member@1\.3\.0 failed its last check/);
      const setWith = async (member: object) => call({ method: 'PUT', url: '/ops/merchants/demo/release', headers: auth, payload: { expectedRevision: await rev(), host: { version: '1.0.0' }, remotes: { member } } });
      expect((await setWith({ version: '1.3.0' })).json().error).toBe('verification_required');
      expect((await setWith({ version: '1.2.0', canary: { version: '1.3.0', percent: 100 } })).json().error).toBe('verification_required');
      expect((await current()).remotes.member?.version).toBe('1.2.0');
      // A set that serves nothing new (the live versions) needs no check.
      expect((await setWith({ version: '1.2.0' })).statusCode).toBe(200);
      expect((await check('1.3.0', true)).statusCode).toBe(201);
      expect((await setWith({ version: '1.2.0', canary: { version: '1.3.0', percent: 100 } })).statusCode).toBe(200);
    });

    it('refuses a team’s self-posted result, and takes one from a verify credential apart from the team', async () => {
      const team = await bearer('member-team', ['remote:member']);
      expect((await check('1.4.0', true, team)).statusCode).toBe(403);
      // Holding verify beside the team's own scope does not help, nor does a release scope.
      expect((await check('1.4.0', true, await bearer('member-team-verify', ['remote:member', 'verify']))).statusCode).toBe(403);
      expect((await check('1.4.0', true, await bearer('demo-ops', ['release:demo']))).statusCode).toBe(403);
      // The credential that published a version may not vouch for it, even with verify.
      const publisher = await bearer('ci-admin', ['admin']);
      const published = await call({ method: 'POST', url: '/ops/artifacts', headers: { ...publisher, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir({ app: 'member', version: '1.5.0', exposes: ['./MemberCentre', './PointsMall'] })) });
      expect(published.statusCode).toBe(201);
      expect((await check('1.5.0', true, publisher)).statusCode).toBe(403);
      // Nothing was recorded: the gate still holds.
      expect((await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.4.0' })).json().error).toBe('verification_required');
      const checker = await bearer('browser-checks', ['verify']);
      expect((await check('1.4.0', true, checker)).statusCode).toBe(201);
      expect((await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.4.0' })).statusCode).toBe(200);
      const [last] = (await call({ method: 'GET', url: '/ops/merchants/demo/verifications', headers: auth })).json() as { version: string; actor: string }[];
      expect(last).toMatchObject({ version: '1.4.0', actor: 'browser-checks' });
    });
  });
});
