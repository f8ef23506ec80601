import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir, type ArtifactSpec, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { REQUIRED_EXPOSES } from '../registry/types.js';
import { precompressDir } from './precompress.js';

const TOKEN = 'test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A chunk big enough to be compressed (the precompressor skips tiny files). */
const CHUNK = `/* lobby chunk */\n${Array.from({ length: 400 }, (_, i) => `export const tile${i} = { id: ${i}, name: "Game ${i}" };`).join('\n')}\n`;

let app: FastifyInstance;
let dataDir: string;
let call: (req: TestRequest) => Promise<TestResponse>;

async function publish(spec: ArtifactSpec, extra: Record<string, string> = {}) {
  const dir = makeArtifactDir({ ...spec, extraFiles: { ...spec.extraFiles, ...extra } });
  return call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });
}

beforeAll(async () => {
  dataDir = tempDir();
  app = await buildServer({ dataDir, opsToken: TOKEN, logger: false });
  call = await listen(app);
  expect((await publish({ app: 'host', version: '2.0.0' }, { 'main.1a2b3c4d.js': CHUNK })).statusCode).toBe(201);
  const games = await publish({ app: 'games', version: '2.0.0', exposes: [...REQUIRED_EXPOSES.games], remoteEntry: CHUNK }, { 'lobby.5e6f7a8b.js': CHUNK });
  expect(games.statusCode).toBe(201);
  const release = await call({
    method: 'PUT',
    url: '/ops/merchants/demo/release',
    headers: auth,
    payload: { expectedRevision: 0, host: { version: '2.0.0' }, remotes: { games: { version: '2.0.0' } } },
  });
  expect(release.statusCode).toBeLessThan(300);
}, 60_000); // a fresh server seeds its sandbox, and brotli 11 at publish is slow on a busy machine
afterAll(async () => {
  await app.close();
});

describe('precompressed assets', () => {
  it('writes brotli and gzip files beside each compressible asset at publish, leaving tiny files alone', () => {
    const dir = join(dataDir, 'artifacts', 'remotes', 'games', '2.0.0');
    expect(brotliDecompressSync(readFileSync(join(dir, 'lobby.5e6f7a8b.js.br'))).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(join(dir, 'lobby.5e6f7a8b.js.gz'))).toString()).toBe(CHUNK);
    expect(existsSync(join(dir, 'remoteEntry.js.br'))).toBe(true);
    // artifact.json is a few dozen bytes: compressing it would cost more than it saves
    expect(existsSync(join(dir, 'artifact.json.br'))).toBe(false);
  });

  it('negotiates br, then gzip, then identity, with the right type, encoding, Vary and an ETag per encoding', async () => {
    const url = '/remotes/games/2.0.0/lobby.5e6f7a8b.js';
    const br = await call({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.raw).toString()).toBe(CHUNK);
    expect(br.raw.length).toBeLessThan(CHUNK.length / 4);

    const gz = await call({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gunzipSync(gz.raw).toString()).toBe(CHUNK);

    const plain = await call({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);

    const etags = [br, gz, plain].map((r) => r.headers.etag);
    expect(new Set(etags).size).toBe(3);
    const revalidated = await call({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('prefers the client’s q-values', async () => {
    const res = await call({ url: '/host/2.0.0/main.1a2b3c4d.js', headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.raw).toString()).toBe(CHUNK);
  });
});

describe('cache policy', () => {
  it.each([
    ['/remotes/games/2.0.0/remoteEntry.js'],
    ['/remotes/games/2.0.0/mf-manifest.json'],
    ['/remotes/games/2.0.0/lobby.5e6f7a8b.js'],
    ['/host/2.0.0/main.1a2b3c4d.js'],
    ['/host/2.0.0/mf-manifest.json'],
  ])('marks the versioned path %s immutable, compressed or not', async (url) => {
    for (const enc of ['br', 'gzip', 'identity']) {
      const res = await call({ url, headers: { 'accept-encoding': enc } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('revalidates the page and the release set', async () => {
    const page = await call({ url: '/lobby', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    // the release set starts loading with the host's scripts, not after them
    expect(page.body).toContain('<link rel="preload" as="fetch" href="/platform/release/demo.json" crossorigin="anonymous">');
    // The boot watch comes before the host's own (deferred) scripts, so it runs first (boot-watch.ts).
    const watch = page.body.indexOf('<script defer src="/platform/boot-watch.js"></script>');
    expect(watch).toBeGreaterThan(0);
    const hostScript = page.body.search(/<script[^>]*src="\/host\//);
    if (hostScript >= 0) expect(watch).toBeLessThan(hostScript);
    const script = await call({ url: '/platform/boot-watch.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await call({ url: '/host/2.0.0/index.html' })).headers['cache-control']).toBe('no-cache');
    const release = await call({ url: '/platform/release/demo.json' });
    expect(release.statusCode).toBe(200);
    expect(release.headers['cache-control']).toBe('no-cache');
    expect(release.headers.etag).toBeTruthy();
  });
});

describe('precompressDir', () => {
  it('gives the same bytes on every run, so a rebuilt artifact compresses identically', async () => {
    const a = tempDir();
    const b = tempDir();
    writeFileSync(join(a, 'x.js'), CHUNK);
    writeFileSync(join(b, 'x.js'), CHUNK);
    const result = await precompressDir(a);
    await precompressDir(b);
    expect(result).toMatchObject({ files: 1, bytes: CHUNK.length });
    expect(readFileSync(join(a, 'x.js.br')).equals(readFileSync(join(b, 'x.js.br')))).toBe(true);
    expect(readFileSync(join(a, 'x.js.gz')).equals(readFileSync(join(b, 'x.js.gz')))).toBe(true);
  });
});
