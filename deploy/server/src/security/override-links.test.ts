/**
 * Dev override links: "overrides allowed" let ops sign links to any origin (whose script then ran
 * in the site's origin), links lived 7 days, and request logs kept their tokens.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer, loggerFromEnv } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

const TOKEN = 'override-links-ops-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const lines: string[] = [];
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;
const opsPost = (url: string, payload: unknown) => call({ method: 'POST', url, headers: auth, payload });

beforeAll(async () => {
  // The logger the started server builds (main.ts: loggerFromEnv()), at its default level, writing here.
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: loggerFromEnv({}, { write: (line) => void lines.push(line) }) });
  call = await listen(app);
  const publish = async (spec: Parameters<typeof makeArtifactDir>[0]) =>
    call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(spec)) });
  expect((await publish({ app: 'host', version: '1.0.0' })).statusCode).toBe(201);
  expect((await publish({ app: 'member', version: '1.0.0', exposes: ['./MemberCentre', './PointsMall'] })).statusCode).toBe(201);
  const set = await call({
    method: 'PUT',
    url: '/ops/merchants/open/release',
    headers: auth,
    payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: '1.0.0' } }, overrides: { allowed: true } },
  });
  expect(set.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('security: overrides — dev links', () => {
  it('signs dev links only for loopback or configured origins, even for a merchant that allows overrides', async () => {
    const refused = await opsPost('/ops/merchants/open/override-links', { remote: 'member', url: 'https://attacker.example/remoteEntry.js' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'dev_origin_not_allowed' });
    expect((await opsPost('/ops/merchants/open/override-links', { remote: 'member', url: 'http://localhost:3102/remoteEntry.js' })).statusCode).toBe(201);
  });

  it('keeps dev links short-lived', async () => {
    const week = await opsPost('/ops/merchants/open/override-links', { remote: 'member', url: 'http://localhost:3102/remoteEntry.js', ttlSeconds: 7 * 24 * 3600 });
    expect(week.statusCode).toBe(400);
    expect(week.json().message).toMatch(/dev-server link/);
    // A published version may still be tried for longer.
    expect((await opsPost('/ops/merchants/open/override-links', { remote: 'member', version: '1.0.0', ttlSeconds: 7 * 24 * 3600 })).statusCode).toBe(201);
  });

  it('never writes a link token to the request log', async () => {
    const issued = (await opsPost('/ops/merchants/open/override-links', { remote: 'member', url: 'http://localhost:3102/remoteEntry.js' })).json() as { path: string };
    const token = new URL(issued.path, 'http://x').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await call({ url: issued.path })).statusCode).toBe(303);
    const logged = lines.join('');
    expect(logged).toContain('/platform/override?token=[redacted]');
    expect(logged).not.toContain(token);
  });
});
