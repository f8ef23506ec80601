/**
 * Where published files live (docs/architecture.md#database-and-instances). Every instance of the platform
 * reads the same store, so any of them serves every published version. Two implementations:
 * - a directory (`TESSERA_ARTIFACTS_DIR`, default the data dir): a volume every instance mounts;
 * - an S3-compatible bucket (`TESSERA_ARTIFACTS_S3`, see resolveS3Settings): each instance keeps a local
 *   copy of the versions it serves in that directory and fetches a missing version from the bucket on its
 *   first request.
 * The directory's layout is the one the asset server and nginx read: `artifacts/host/<v>/`,
 * `artifacts/remotes/<app>/<v>/`, hidden source maps in `sourcemaps/<app>/<v>/`, uploads being checked in
 * `tmp/`. The bucket holds the same keys (under an optional prefix), without `tmp/`.
 */
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface ArtifactStore {
  /** The folder the asset server serves `artifacts/host` and `artifacts/remotes` of. */
  readonly root: string;
  /** Folder of a version's public files. */
  publicDir(app: string, version: string): string;
  /** Folder of a version's source maps (never served publicly). */
  sourceMapDir(app: string, version: string): string;
  /** A new empty folder for an upload, on the store's own file system (finishing a publish is a rename). */
  stage(): string;
  /** Moves a staged version's files (and its source maps, when any) into place, replacing a leftover. */
  put(app: string, version: string, staged: string, stagedMaps?: string): void | Promise<void>;
  /**
   * Makes a published version's files present under `root` (a bucket store downloads them once); false when
   * the store has no such version. The asset server calls it before serving a version's files.
   */
  ensureLocal(app: string, version: string): Promise<boolean>;
  /** Removes uploads older than `maxAgeMs` that a crashed publish left behind (other instances' live ones stay). */
  /**
   * Removes uploads left behind (at start: no upload of this process is under way yet): those older than
   * `maxAgeMs`, and at once those of a process on this machine that is gone (killed mid-upload).
   */
  sweepStaging(maxAgeMs?: number, nowMs?: number, alive?: (pid: number) => boolean): void;
}

/** How long an upload may take before its staging folder counts as left behind. */
export const STAGING_MAX_AGE_MS = 60 * 60_000;

/** This machine in staging names (a hash: a hostname may hold dashes), so an instance knows its own uploads. */
export const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

const PROCESS_STARTED_MS = Date.now() - Math.round(process.uptime() * 1000);

/** Whether a process of this machine still runs (EPERM: it does, under another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function artifactDir(root: string, app: string, version: string): string {
  return app === 'host' ? join(root, 'artifacts', 'host', version) : join(root, 'artifacts', 'remotes', app, version);
}

export function sourceMapDir(root: string, app: string, version: string): string {
  return join(root, 'sourcemaps', app, version);
}

/** The artifact store as a directory shared by every instance. */
export class DirectoryArtifactStore implements ArtifactStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(join(this.root, 'artifacts'), { recursive: true });
  }

  private get stagingRoot(): string {
    return join(this.root, 'tmp');
  }

  publicDir(app: string, version: string): string {
    return artifactDir(this.root, app, version);
  }

  sourceMapDir(app: string, version: string): string {
    return sourceMapDir(this.root, app, version);
  }

  stage(): string {
    mkdirSync(this.stagingRoot, { recursive: true });
    // The start time in the name lets any instance tell a live upload from a left-behind one, and the machine and
    // process let this machine's next start sweep an upload its killed process left at once.
    const dir = join(this.stagingRoot, `upload-${Date.now()}-${HOST_TAG}.${process.pid}-${randomBytes(6).toString('hex')}`);
    mkdirSync(dir);
    return dir;
  }

  put(app: string, version: string, staged: string, stagedMaps?: string): void | Promise<void> {
    this.moveIntoPlace(app, version, staged, stagedMaps);
  }

  /** Renames the staged folders into the version's place; synchronous, so a subclass can finish with it. */
  protected moveIntoPlace(app: string, version: string, staged: string, stagedMaps?: string): void {
    const target = this.publicDir(app, version);
    mkdirSync(dirname(target), { recursive: true });
    // Only the publish that recorded the version gets here, so whatever is in the way is a crash's leftover.
    if (existsSync(target)) rmSync(target, { recursive: true, force: true });
    renameSync(staged, target);
    if (stagedMaps && existsSync(stagedMaps) && readdirSync(stagedMaps).length > 0) {
      const mapTarget = this.sourceMapDir(app, version);
      rmSync(mapTarget, { recursive: true, force: true });
      mkdirSync(dirname(mapTarget), { recursive: true });
      renameSync(stagedMaps, mapTarget);
    }
  }

  async ensureLocal(app: string, version: string): Promise<boolean> {
    return existsSync(this.publicDir(app, version));
  }

  sweepStaging(maxAgeMs = STAGING_MAX_AGE_MS, nowMs = Date.now(), alive: (pid: number) => boolean = pidAlive): void {
    if (!existsSync(this.stagingRoot)) return;
    for (const name of readdirSync(this.stagingRoot)) {
      const m = /^upload-(\d+)-(?:([0-9a-f]{8})\.(\d+)-)?/.exec(name);
      if (!m) continue;
      const old = nowMs - Number(m[1]) > maxAgeMs;
      // Our own pid on an upload from before this process started is a previous process's (a container's
      // server is pid 1 on every start).
      const pid = m[3] === undefined ? undefined : Number(m[3]);
      const previousSelf = pid === process.pid && Number(m[1]) < PROCESS_STARTED_MS;
      const orphan = m[2] === HOST_TAG && pid !== undefined && (previousSelf || (pid !== process.pid && !alive(pid)));
      if (old || orphan) rmSync(join(this.stagingRoot, name), { recursive: true, force: true });
    }
  }
}

/** Where the bucket store writes and reads (from the environment, resolveS3Settings). */
export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket, empty or ending in `/`. */
  prefix: string;
  region: string;
  /** An S3-compatible service's URL (MinIO, Ceph, R2…); unset means AWS S3. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Both or neither; without them the AWS SDK's usual chain applies (AWS_ACCESS_KEY_ID, a pod's role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The bucket store's settings, or undefined for the directory store:
 * `TESSERA_ARTIFACTS_S3=<bucket>[/<prefix>]`, `TESSERA_S3_ENDPOINT`, `TESSERA_S3_REGION` (default us-east-1),
 * `TESSERA_S3_ACCESS_KEY_ID` + `TESSERA_S3_SECRET_ACCESS_KEY`, `TESSERA_S3_FORCE_PATH_STYLE` (default: on
 * when an endpoint is set).
 */
export function resolveS3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const raw = env.TESSERA_ARTIFACTS_S3?.trim();
  if (!raw) return undefined;
  const m = /^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!m?.[1]) throw new Error(`TESSERA_ARTIFACTS_S3 must be <bucket>[/<prefix>] with an S3 bucket name (got "${raw}")`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  const endpoint = env.TESSERA_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`TESSERA_S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const accessKeyId = env.TESSERA_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.TESSERA_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('set both TESSERA_S3_ACCESS_KEY_ID and TESSERA_S3_SECRET_ACCESS_KEY, or neither');
  const pathStyle = env.TESSERA_S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle)) throw new Error(`TESSERA_S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`);
  return {
    bucket: m[1],
    prefix: prefix ? `${prefix}/` : '',
    region: env.TESSERA_S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/** Types for objects a browser or CDN might read straight from the bucket; the asset server sets its own. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...filesUnder(abs));
    else out.push(abs);
  }
  return out;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The AWS SDK, loaded only by a server that uses a bucket (it adds about 200 ms and 20 MB to a start). */
let sdk: Promise<typeof S3Sdk> | undefined;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * Artifacts in an S3-compatible bucket. Publishing uploads a version's files (and source maps) before the
 * registry records it, so a version any instance sees listed is complete in the bucket. Each instance
 * serves from its local copy under `root`, downloading a version it does not have on first use.
 */
export class S3ArtifactStore extends DirectoryArtifactStore {
  private client: Promise<S3Client> | undefined;
  private readonly downloads = new Map<string, Promise<boolean>>();

  constructor(
    cacheRoot: string,
    readonly settings: S3Settings,
    client?: S3Client,
  ) {
    super(cacheRoot);
    if (client) this.client = Promise.resolve(client);
  }

  private s3(): Promise<S3Client> {
    const { settings } = this;
    this.client ??= loadSdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: settings.region,
          forcePathStyle: settings.forcePathStyle,
          ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
          ...(settings.credentials ? { credentials: settings.credentials } : {}),
        }),
    );
    return this.client;
  }

  /** The bucket key of a path under `root` (always with `/`). */
  private keyOf(localPath: string): string {
    return this.settings.prefix + relative(this.root, localPath).split(sep).join('/');
  }

  private async upload(localDir: string, targetDir: string): Promise<void> {
    const [client, { PutObjectCommand }] = await Promise.all([this.s3(), loadSdk()]);
    await eachLimited(filesUnder(localDir), 8, async (file) => {
      const rel = relative(localDir, file);
      const ext = /\.[a-z0-9]+$/i.exec(rel.replace(/\.(br|gz)$/, ''))?.[0]?.toLowerCase() ?? '';
      const encoding = /\.br$/.test(rel) ? 'br' : /\.gz$/.test(rel) ? 'gzip' : undefined;
      await client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.keyOf(join(targetDir, rel)),
          Body: readFileSync(file),
          ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          ...(encoding ? { ContentEncoding: encoding } : {}),
        }),
      );
    });
  }

  override async put(app: string, version: string, staged: string, stagedMaps?: string): Promise<void> {
    // Source maps first: once the public files are in the bucket a reader may copy the version.
    if (stagedMaps) await this.upload(stagedMaps, this.sourceMapDir(app, version));
    await this.upload(staged, this.publicDir(app, version));
    this.moveIntoPlace(app, version, staged, stagedMaps);
  }

  /** Every key under a prefix of the bucket (ListObjectsV2 pages through 1000 at a time). */
  private async listKeys(prefix: string): Promise<string[]> {
    const [client, { ListObjectsV2Command }] = await Promise.all([this.s3(), loadSdk()]);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Downloads the objects under `dir`'s key prefix into `into`; false when there are none. */
  private async download(dir: string, into: string): Promise<boolean> {
    const prefix = `${this.keyOf(dir)}/`;
    const keys = await this.listKeys(prefix);
    const [client, { GetObjectCommand }] = await Promise.all([this.s3(), loadSdk()]);
    await eachLimited(keys, 8, async (key) => {
      const rel = key.slice(prefix.length);
      // A key is a name, not a path: one that would leave the version's folder is not ours to write.
      if (!rel || rel.split('/').some((part) => part === '..' || part === '')) return;
      const res = await client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!res.Body) throw new Error(`s3://${this.settings.bucket}/${key} has no body`);
      const file = join(into, ...rel.split('/'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await res.Body.transformToByteArray());
    });
    return keys.length > 0;
  }

  override async ensureLocal(app: string, version: string): Promise<boolean> {
    if (existsSync(this.publicDir(app, version))) return true;
    const id = `${app}@${version}`;
    let pending = this.downloads.get(id);
    if (!pending) {
      pending = (async () => {
        const staged = this.stage();
        const maps = this.stage();
        try {
          if (!(await this.download(this.publicDir(app, version), staged))) return false;
          await this.download(this.sourceMapDir(app, version), maps);
          // Another request of this instance may have finished it meanwhile (the map dedupes only in flight).
          if (!existsSync(this.publicDir(app, version))) this.moveIntoPlace(app, version, staged, maps);
          return true;
        } finally {
          rmSync(staged, { recursive: true, force: true });
          rmSync(maps, { recursive: true, force: true });
        }
      })().finally(() => this.downloads.delete(id));
      this.downloads.set(id, pending);
    }
    return pending;
  }
}

/** The store the settings ask for: the bucket (with `dir` as this instance's copy) or the directory. */
export function openArtifactStore(dir: string, s3: S3Settings | undefined): ArtifactStore {
  return s3 ? new S3ArtifactStore(dir, s3) : new DirectoryArtifactStore(dir);
}
