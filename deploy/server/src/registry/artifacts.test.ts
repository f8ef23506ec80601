import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'tar';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, sharedWith, tarGz, tempDir, type ArtifactSpec, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { rawTarGz } from '../security/raw-tar.js';
import { REQUIRED_EXPOSES } from './types.js';

// Starting the server (database migrations) and publishing: slow on a loaded machine.
jest.setTimeout(30_000);

const TOKEN = 'artifacts-test-ops-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const LIMITS = { artifactExtractedBytes: 256 * 1024, artifactFiles: 60, artifactDepth: 6 };

let app: FastifyInstance;
let dataDir: string;
let call: (req: TestRequest) => Promise<TestResponse>;

const post = (payload: Buffer) => call({ method: 'POST', url: '/ops/artifacts', headers: { ...auth, 'content-type': 'application/gzip' }, payload });
const publish = async (spec: ArtifactSpec, tweak?: (dir: string) => void) => {
  const dir = makeArtifactDir(spec);
  tweak?.(dir);
  return post(await tarGz(dir));
};
const uploadsLeft = () => (existsSync(join(dataDir, 'tmp')) ? readdirSync(join(dataDir, 'tmp')) : []);

beforeAll(async () => {
  dataDir = tempDir();
  // A crash mid-publish left this behind: swept at start.
  mkdirSync(join(dataDir, 'tmp', 'upload-1-stale', 'static'), { recursive: true });
  writeFileSync(join(dataDir, 'tmp', 'upload-1-stale', 'static', 'x.js'), 'x');
  app = await buildServer({ dataDir, opsToken: TOKEN, logger: false, limits: LIMITS });
  call = await listen(app);
  expect((await publish({ app: 'host', version: '1.0.0' })).statusCode).toBe(201);
});
afterAll(async () => {
  await app.close();
});

const games = (version: string, extra: Partial<ArtifactSpec> = {}): ArtifactSpec => ({ app: 'games', version, exposes: [...REQUIRED_EXPOSES.games], ...extra });

describe('security: publishing', () => {
  it('sweeps uploads a previous run left behind', () => {
    expect(uploadsLeft()).toEqual([]);
  });

  it.each<[string, Partial<ArtifactSpec>, RegExp]>([
    ['a remoteEntry name climbing out of the upload', { remoteEntryMeta: { name: '../../../../../../../../etc/hostname' } }, /outside the artifact/],
    ['a remoteEntry path climbing out of the upload', { remoteEntryMeta: { path: '../../../..', name: 'etc/hostname' } }, /outside the artifact/],
    ['an absolute remoteEntry path', { remoteEntryMeta: { path: '/etc', name: 'hostname' } }, /not a relative path/],
    ['a remoteEntry name that is not a string', { remoteEntryMeta: { name: { evil: true } } }, /not a relative path/],
    ['a null manifest', { manifestText: 'null' }, /must be a JSON object/],
    ['a manifest whose shared is not a list', { manifestText: '{"name":"games","shared":{"react":{}}}' }, /shared must be an array/],
    ['react shared as a non-singleton', { shared: sharedWith('react', { singleton: false }) }, /react must be shared with singleton: true/],
    ['react left out of shared', { shared: sharedWith('react', null) }, /react is not shared/],
    ['react without a version', { shared: sharedWith('react', { version: undefined }) }, /react has no semver version/],
    ['a singleton with a nonsense range', { shared: sharedWith('axios', { requiredVersion: 'any, really' }) }, /axios requiredVersion .* not a semver range/],
    ['a singleton the host cannot accept', { shared: sharedWith('redux', { version: '4.2.1', requiredVersion: '^4.2.1' }) }, /redux: remote has 4\.2\.1/],
    [
      'a faced library shared whole (a second router beside the facade)',
      { shared: [...sharedWith('react', {}), { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5' }] },
      /react-router-dom is shared whole; share it through @tessera\/shared\/router/,
    ],
  ])('refuses %s with 400 and a clear message', async (_label, extra, message) => {
    const res = await publish(games('2.0.0', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_artifact', message: expect.stringMatching(message) });
  });

  it('refuses links and other non-files in the archive (a link to /etc/hostname as remoteEntry.js)', async () => {
    const res = await publish(games('2.0.1', { remoteEntry: null }), (dir) => symlinkSync('/etc/hostname', join(dir, 'remoteEntry.js')));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/remoteEntry\.js has unsupported type SymbolicLink/);
  });

  it('refuses a FIFO as remoteEntry.js at once and keeps serving (reading one would block forever)', async () => {
    const t0 = Date.now();
    const res = await post(rawTarGz(makeArtifactDir(games('2.0.4', { remoteEntry: null })), [{ name: 'remoteEntry.js', type: '6' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_artifact', message: expect.stringMatching(/remoteEntry\.js has unsupported type FIFO/) });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect((await call({ url: '/platform/health' })).statusCode).toBe(200);
    expect(uploadsLeft()).toEqual([]);
    expect(existsSync(join(dataDir, 'artifacts', 'remotes', 'games', '2.0.4'))).toBe(false);
  });

  it.each<[string, (dir: string) => void, RegExp]>([
    ['too many bytes (a gzip bomb)', (dir) => writeFileSync(join(dir, 'static', 'zeros.bin'), Buffer.alloc(8 * 1024 * 1024)), /more than 262144 bytes/],
    [
      'too many files',
      (dir) => {
        for (let i = 0; i < 80; i += 1) writeFileSync(join(dir, 'static', `f${i}.js`), '');
      },
      /more than 60 entries/,
    ],
    ['too deep a tree', (dir) => mkdirSync(join(dir, 'a', 'b', 'c', 'd', 'e', 'f', 'g'), { recursive: true }), /deeper than 6 folders/],
  ])('refuses an archive with %s early, with 413, leaving nothing behind', async (_label, tweak, message) => {
    const res = await publish(games('2.0.2'), tweak);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'artifact_too_large', message: expect.stringMatching(message) });
    expect(uploadsLeft()).toEqual([]);
    expect(existsSync(join(dataDir, 'artifacts', 'remotes', 'games', '2.0.2'))).toBe(false);
  });

  it('stops reading a bomb at the limit instead of inflating all of it', async () => {
    const dir = makeArtifactDir(games('2.0.3'));
    writeFileSync(join(dir, 'static', 'zeros.bin'), Buffer.alloc(64 * 1024 * 1024));
    const chunks: Buffer[] = [];
    for await (const c of create({ gzip: { level: 1 }, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(c as Buffer));
    const bomb = Buffer.concat(chunks);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const t0 = Date.now();
    const res = await post(bomb);
    expect(res.statusCode).toBe(413);
    // Inflating and scanning all 64 MiB (twice: check, then extract) takes far longer than stopping at 256 KiB.
    expect(Date.now() - t0).toBeLessThan(150);
  });

  it('still publishes a remote that keeps to the rules (member leaves out react-dom and the router)', async () => {
    const shared = sharedWith('react-dom', null).filter((s) => s.name !== '@tessera/shared/router');
    const res = await publish({ app: 'member', version: '1.0.0', exposes: ['./MemberCentre', './PointsMall'], shared });
    expect(res.statusCode).toBe(201);
    expect(uploadsLeft()).toEqual([]);
  });
});
