/** A merchant policy that requires a passing browser check (`release verify`) before a pin or promote. */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, publishDemo, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
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
    await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.2.0']);
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
    expect(unchecked.json()).toMatchObject({ error: 'verification_required', message: expect.stringMatching(/member@1\.1\.0 has not been checked; run: tessera release verify demo member 1\.1\.0$/) });

    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: false, problems: ['/pointMall: console error: boom'] })).statusCode).toBe(201);
    const failed = await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.1.0' });
    expect(failed.json().message).toMatch(/failed its last check/);

    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: true, problems: [] })).statusCode).toBe(201);
    expect((await post('/ops/merchants/demo/release/pin', { expectedRevision: await rev(), remote: 'member', version: '1.1.0' })).statusCode).toBe(200);

    // A canary needs no check; promoting it does.
    expect((await post('/ops/merchants/demo/release/canary', { expectedRevision: await rev(), remote: 'member', version: '1.2.0', percent: 10 })).statusCode).toBe(200);
    expect((await post('/ops/merchants/demo/release/promote', { expectedRevision: await rev(), remote: 'member' })).json().error).toBe('verification_required');
    await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.2.0', ok: true, problems: [] });
    expect((await post('/ops/merchants/demo/release/promote', { expectedRevision: await rev(), remote: 'member' })).statusCode).toBe(200);

    // The last check per version, newest first; the audit has the checks and the policy change.
    const checks = (await call({ method: 'GET', url: '/ops/merchants/demo/verifications', headers: auth })).json() as { version: string; ok: boolean }[];
    expect(checks.map((c) => `${c.version} ${c.ok}`)).toEqual(['1.2.0 true', '1.1.0 true']);
    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo', headers: auth })).json() as { action: string }[];
    expect(audit.filter((a) => a.action === 'verify')).toHaveLength(3);
    expect(audit.some((a) => a.action === 'policy')).toBe(true);
  });

  it('takes checks only of published versions, from credentials that may issue that remote’s links', async () => {
    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '9.9.9', ok: true, problems: [] })).statusCode).toBe(400);
    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: 'yes', problems: [] })).statusCode).toBe(400);
    const games = (await post('/ops/credentials', { name: 'games-team', scopes: ['remote:games'] })).json().token as string;
    expect((await post('/ops/merchants/demo/verifications', { remote: 'member', version: '1.1.0', ok: true, problems: [] }, { authorization: `Bearer ${games}` })).statusCode).toBe(403);
  });
});
