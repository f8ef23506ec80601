import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, tarGz, tempDir } from '../test-utils/helpers.js';
import { DirectoryArtifactStore, HOST_TAG, S3ArtifactStore, STAGING_MAX_AGE_MS, resolveS3Settings, type S3Settings } from './artifact-store.js';
import { REQUIRED_EXPOSES } from './types.js';

describe('the shared artifacts folder', () => {
  it('sweeps only uploads old enough to be left behind: another instance’s upload in progress stays', () => {
    const files = new DirectoryArtifactStore(tempDir());
    const now = Date.now();
    const live = files.stage();
    const stale = join(files.root, 'tmp', `upload-${now - STAGING_MAX_AGE_MS - 1000}-abc123`);
    mkdirSync(stale);
    writeFileSync(join(stale, 'x.js'), 'x');
    writeFileSync(join(files.root, 'tmp', 'notes.txt'), 'not an upload');
    files.sweepStaging(STAGING_MAX_AGE_MS, now);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(stale)).toBe(false);
    expect(readdirSync(join(files.root, 'tmp')).sort()).toEqual([live.split('/').pop(), 'notes.txt'].sort());
  });

  it('sweeps at start, whatever its age, an upload a killed process of this machine left; others wait for the age', () => {
    const files = new DirectoryArtifactStore(tempDir());
    const now = Date.now();
    const dead = 999_999;
    const tmp = join(files.root, 'tmp');
    const live = files.stage();
    const killed = join(tmp, `upload-${now - 1000}-${HOST_TAG}.${dead}-abc123`);
    const running = join(tmp, `upload-${now - 1000}-${HOST_TAG}.4242-abc124`);
    const otherMachine = join(tmp, `upload-${now - 1000}-0000beef.${dead}-abc125`);
    // This pid's, from before this process started: a previous start of a container whose server is always pid 1.
    const previousSelf = join(tmp, `upload-${now - 10 * 86_400_000 + 1}-${HOST_TAG}.${process.pid}-abc126`);
    for (const d of [killed, running, otherMachine, previousSelf]) mkdirSync(d);
    files.sweepStaging(30 * 86_400_000, now, (pid) => pid === 4242);
    expect(readdirSync(tmp).sort()).toEqual([live, running, otherMachine].map((d) => d.split('/').pop()).sort());
  });

  it('moves a staged version and its source maps into place, replacing a leftover, and leaves no empty map folder', () => {
    const files = new DirectoryArtifactStore(tempDir());
    const target = files.publicDir('member', '1.0.0');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'old.js'), 'left behind by a crash');
    const staged = files.stage();
    writeFileSync(join(staged, 'remoteEntry.js'), 'var member;');
    const maps = files.stage();
    writeFileSync(join(maps, 'remoteEntry.js.map'), '{}');
    files.put('member', '1.0.0', staged, maps);
    expect(readdirSync(target)).toEqual(['remoteEntry.js']);
    expect(readdirSync(files.sourceMapDir('member', '1.0.0'))).toEqual(['remoteEntry.js.map']);
    expect(existsSync(join(target, 'remoteEntry.js'))).toBe(true);

    files.put('member', '1.0.1', files.stage(), files.stage());
    expect(existsSync(files.publicDir('member', '1.0.1'))).toBe(true);
    expect(existsSync(files.sourceMapDir('member', '1.0.1'))).toBe(false);
    expect(target).toBe(join(files.root, 'artifacts', 'remotes', 'member', '1.0.0'));
    expect(files.publicDir('host', '2.0.0')).toBe(join(files.root, 'artifacts', 'host', '2.0.0'));
  });
});

/**
 * The bucket store against s3rver, an S3-compatible server in this process (the AWS SDK's real requests,
 * signed, over HTTP). Two stores with their own folders play two instances on one bucket.
 */
describe('the S3-compatible artifact bucket', () => {
  let s3: S3rver;
  let settings: S3Settings;

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('tessera-s3rver-'), configureBuckets: [{ name: 'tessera-artifacts' }] });
    const { port } = await s3.run();
    settings = resolveS3Settings({
      TESSERA_ARTIFACTS_S3: 'tessera-artifacts/prod',
      TESSERA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      TESSERA_S3_ACCESS_KEY_ID: 'S3RVER',
      TESSERA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    })!;
  });
  afterAll(async () => {
    await s3.close();
  });

  it('reads its settings from the environment and refuses half or malformed ones', () => {
    expect(resolveS3Settings({})).toBeUndefined();
    expect(settings).toMatchObject({ bucket: 'tessera-artifacts', prefix: 'prod/', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER' } });
    expect(resolveS3Settings({ TESSERA_ARTIFACTS_S3: 'bucket1' })).toEqual({ bucket: 'bucket1', prefix: '', region: 'us-east-1', forcePathStyle: false });
    expect(() => resolveS3Settings({ TESSERA_ARTIFACTS_S3: 'Bad_Bucket' })).toThrow(/bucket name/);
    expect(() => resolveS3Settings({ TESSERA_ARTIFACTS_S3: 'bucket1', TESSERA_S3_ACCESS_KEY_ID: 'x' })).toThrow(/both/);
    expect(() => resolveS3Settings({ TESSERA_ARTIFACTS_S3: 'bucket1', TESSERA_S3_ENDPOINT: 'minio:9000' })).toThrow(/http/);
  });

  it('uploads a version and its source maps; another instance fetches it once, complete, on first use', async () => {
    const a = new S3ArtifactStore(tempDir(), settings);
    const b = new S3ArtifactStore(tempDir(), settings);
    const staged = a.stage();
    mkdirSync(join(staged, 'static', 'js'), { recursive: true });
    writeFileSync(join(staged, 'remoteEntry.js'), 'var member = 1;');
    writeFileSync(join(staged, 'remoteEntry.js.br'), Buffer.from([0x8b, 0x00, 0x80]));
    writeFileSync(join(staged, 'static', 'js', 'main.abc.js'), 'console.log(1)');
    const maps = a.stage();
    writeFileSync(join(maps, 'remoteEntry.js.map'), '{"version":3}');
    await a.put('member', '2.0.0', staged, maps);
    expect(readFileSync(join(a.publicDir('member', '2.0.0'), 'remoteEntry.js'), 'utf8')).toBe('var member = 1;');

    expect(existsSync(b.publicDir('member', '2.0.0'))).toBe(false);
    // Two first requests at once (one download in flight, shared) both find it complete.
    expect(await Promise.all([b.ensureLocal('member', '2.0.0'), b.ensureLocal('member', '2.0.0')])).toEqual([true, true]);
    const fetched = b.publicDir('member', '2.0.0');
    expect(readFileSync(join(fetched, 'remoteEntry.js'), 'utf8')).toBe('var member = 1;');
    expect([...readFileSync(join(fetched, 'remoteEntry.js.br'))]).toEqual([0x8b, 0x00, 0x80]);
    expect(readFileSync(join(fetched, 'static', 'js', 'main.abc.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(join(b.sourceMapDir('member', '2.0.0'), 'remoteEntry.js.map'), 'utf8')).toBe('{"version":3}');
    // Nothing left behind in the staging folder, and the prefix keeps other tenants' keys apart.
    expect(readdirSync(join(b.root, 'tmp'))).toEqual([]);
    const other = new S3ArtifactStore(tempDir(), { ...settings, prefix: 'staging/' });
    expect(await other.ensureLocal('member', '2.0.0')).toBe(false);
    expect(await b.ensureLocal('member', '9.9.9')).toBe(false);
    expect(existsSync(b.publicDir('member', '9.9.9'))).toBe(false);
  });

  it('serves a version published through one server from another server that only shares the bucket and registry', async () => {
    const dataDir = tempDir();
    const opsToken = 'test-ops-token-s3';
    const one = await buildServer({ dataDir, artifactsDir: tempDir(), artifactsS3: settings, opsToken, logger: false });
    const two = await buildServer({ dataDir, artifactsDir: tempDir(), artifactsS3: settings, opsToken, logger: false });
    try {
      const callOne = await listen(one);
      const callTwo = await listen(two);
      const dir = makeArtifactDir({ app: 'games', version: '3.1.0', exposes: [...REQUIRED_EXPOSES.games], extraFiles: { 'static/js/main.abc123.js.map': '{"version":3,"sources":["a.ts"],"mappings":""}' } });
      const published = await callOne({ method: 'POST', url: '/ops/artifacts', headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });
      expect(published.statusCode).toBe(201);

      const entry = await callTwo({ method: 'GET', url: '/remotes/games/3.1.0/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe(readFileSync(join(dir, 'remoteEntry.js'), 'utf8'));
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['x-content-type-options']).toBe('nosniff');
      const map = await callTwo({ method: 'GET', url: '/ops/sourcemaps/games/3.1.0/static/js/main.abc123.js.map', headers: { authorization: `Bearer ${opsToken}` } });
      expect(map.statusCode).toBe(200);
      // A version the registry does not list is not looked up in the bucket.
      expect((await callTwo({ method: 'GET', url: '/remotes/games/0.0.9/remoteEntry.js' })).statusCode).toBe(404);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
