/**
 * Publishing authorises before it unpacks: a probe's credential without the app's scope had its archive
 * unpacked and checked (disk, CPU, and answers that told what was wrong with it) before the 403. A credential
 * that may publish no app is refused before the archive is read at all; one that may publish another app
 * only once the archive's own artifact.json has named the app, before anything is written to disk.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';

jest.setTimeout(60_000);

const BOOT = 'publish-authorize-bootstrap-token-01';
const boot = { authorization: `Bearer ${BOOT}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;
const publish = (token: string, payload: Buffer) => call({ method: 'POST', url: '/ops/artifacts', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload });
const credential = async (name: string, scopes: string[]) => (await call({ method: 'POST', url: '/ops/credentials', headers: boot, payload: { name, scopes } })).json().token as string;

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: BOOT, logger: false });
  call = await listen(app);
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('security: publishing — authorise first', () => {
  it('refuses a credential that may publish no app before reading the archive (403 for garbage, not 400)', async () => {
    const token = await credential('demo-ops', ['release:demo']);
    const res = await publish(token, Buffer.from('this is not a gzip at all'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });

  it("refuses another team's app as soon as artifact.json names it, before its manifest is read or anything unpacked", async () => {
    const token = await credential('games-team', ['remote:games']);
    // A member archive whose manifest would be refused (400) once unpacked: the 403 comes first.
    const member = await tarGz(makeArtifactDir({ app: 'member', version: '1.0.0', manifestText: '{ not json' }));
    const res = await publish(token, member);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/remote:member/);
    // The team's own app still goes through the whole check (here: its broken manifest, 400).
    const games = await tarGz(makeArtifactDir({ app: 'games', version: '1.0.0', manifestText: '{ not json' }));
    const own = await publish(token, games);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/mf-manifest\.json does not parse/);
  });
});
