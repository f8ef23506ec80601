/**
 * Publishing: an archive whose tar ends early and is followed by a mass of zeros (305 KB gzip'd)
 * was never answered, and because publishes run one after another every later publish hung too; and the
 * idle timeout closed the sockets of publishes still waiting their turn, so a pipeline saw failures for
 * what were successes.
 */
import type { FastifyInstance } from 'fastify';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { REQUIRED_EXPOSES } from '../registry/types.js';

jest.setTimeout(60_000);

const TOKEN = 'publish-robustness-ops-token-0123';
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;
const post = (payload: Buffer) => call({ method: 'POST', url: '/ops/artifacts', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/gzip' }, payload });
const games = (version: string) => ({ app: 'games', version, exposes: [...REQUIRED_EXPOSES.games] });

beforeAll(async () => {
  // The default extraction budget (256 MiB): the one the finding was made against. A short idle timeout:
  // queued publishes wait longer than it.
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, limits: { idleTimeoutMs: 400 } });
  call = await listen(app);
  expect((await post(await tarGz(makeArtifactDir({ app: 'host', version: '1.0.0' })))).statusCode).toBe(201);
});
afterAll(async () => {
  await app.close();
});

describe('security: publishing — robustness', () => {
  it('answers an archive followed by a mass of zeros at once, and the next publish goes through', async () => {
    const tar = gunzipSync(await tarGz(makeArtifactDir(games('3.0.0'))));
    const padded = gzipSync(Buffer.concat([tar, Buffer.alloc(64 * 1024 * 1024)]), { level: 9 });
    expect(padded.length).toBeLessThan(400 * 1024);
    const [odd, next] = await Promise.all([post(padded), post(await tarGz(makeArtifactDir(games('3.0.1'))))]);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ error: 'invalid_artifact', message: expect.stringMatching(/follow the end of the tar archive/) });
    expect(next.statusCode).toBe(201);
  });

  it('answers every one of six publishes sent at once, however long they wait their turn', async () => {
    const archives = await Promise.all(Array.from({ length: 6 }, (_, i) => tarGz(makeArtifactDir(games(`3.1.${i}`)))));
    const answers = await Promise.all(archives.map((a) => post(a).then((r) => r.statusCode, (e: Error) => e.message)));
    expect(answers).toEqual([201, 201, 201, 201, 201, 201]);
  });
});
