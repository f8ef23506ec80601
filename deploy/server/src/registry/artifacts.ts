import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import semver from 'semver';
import { extract, list, type Parser, type ReadEntry } from 'tar';
import { precompressDir } from '../assets/precompress.js';
import type { ArtifactStore } from './artifact-store.js';
import type { ArtifactRecord, RegistryStore } from './store.js';
import { REQUIRED_EXPOSES, isAppName, type AppName } from './types.js';
import { checkContract } from './contracts.js';

export class ArtifactError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new ArtifactError(400, 'invalid_artifact', message);

interface SharedDecl {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

interface MfManifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  shared?: SharedDecl[];
  exposes?: { name?: string; path?: string }[];
}

export interface PublishResult {
  status: 200 | 201;
  body: { app: AppName; version: string; integrity: string; entry: string; unchanged?: true; publishedAt: string };
}

/**
 * Moves every `*.map` of an upload into `dest` (same relative paths). Builds carry hidden source maps
 * (no sourceMappingURL in the scripts) for error reports; they are never served from the public path.
 */
function takeSourceMaps(root: string, dest: string): number {
  let moved = 0;
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile() && name.endsWith('.map')) {
        mkdirSync(dirname(join(dest, r)), { recursive: true });
        renameSync(abs, join(dest, r));
        moved += 1;
      }
    }
  };
  walk(root, '');
  return moved;
}

export function entryUrl(app: string, version: string): string {
  return app === 'host' ? `/host/${version}/index.html` : `/remotes/${app}/${version}/mf-manifest.json`;
}

export function sri(buf: Buffer): string {
  return `sha384-${createHash('sha384').update(buf).digest('base64')}`;
}

/** What one artifact may hold; checked while the archive is read, so a bomb is refused early. */
export interface ArtifactLimits {
  /** Total size of the files, bytes. */
  extractedBytes: number;
  /** Entries (files and folders). */
  files: number;
  /** Path segments of the deepest entry. */
  depth: number;
}

/** Path of an entry inside the archive, normalised; throws if it could escape the target folder. */
function safeEntryPath(raw: string): string {
  if (!raw || isAbsolute(raw) || /^[a-zA-Z]:/.test(raw) || raw.includes('\\') || raw.includes('\0')) throw invalid(`unsafe path in archive: ${raw}`);
  const parts = raw.split('/');
  if (parts.includes('..')) throw invalid(`unsafe path in archive: ${raw}`);
  return posix.normalize(raw);
}

const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Counts what an archive extracts to and refuses it as soon as it crosses a limit or holds an entry that
 * is not a plain file or folder (links, devices, FIFOs) or could land outside the target folder.
 */
class ArchiveGuard {
  private entries = 0;
  private bytes = 0;

  constructor(private readonly limits: ArtifactLimits) {}

  /** Throws an ArtifactError for an entry that must not be extracted. */
  check(entry: ReadEntry): void {
    const path = safeEntryPath(entry.path);
    if (!ENTRY_TYPES.has(entry.type)) throw invalid(`archive entry ${entry.path} has unsupported type ${entry.type} (only files and folders)`);
    this.entries += 1;
    if (this.entries > this.limits.files) throw new ArtifactError(413, 'artifact_too_large', `the archive has more than ${this.limits.files} entries`);
    const depth = path.split('/').filter((p) => p && p !== '.').length;
    if (depth > this.limits.depth) throw new ArtifactError(413, 'artifact_too_large', `${entry.path} is deeper than ${this.limits.depth} folders`);
    if (entry.type !== 'Directory') {
      this.bytes += entry.size ?? 0;
      if (this.bytes > this.limits.extractedBytes) {
        throw new ArtifactError(413, 'artifact_too_large', `the archive extracts to more than ${this.limits.extractedBytes} bytes`);
      }
    }
  }

  /** Bytes of tar stream (headers, padding, contents) an archive within the limits can take. */
  static streamBudget(limits: ArtifactLimits): number {
    return limits.extractedBytes + (limits.files + 20) * 1024;
  }
}

/** Bytes a writer may leave after a tar's end-of-archive blocks (tar pads to its record size, 10 KiB by default). */
const TRAILING_BYTES = 64 * 1024;

/**
 * The archive as a tar stream: gunzipped when gzip'd, cut off (error) past `budget` bytes, and past
 * TRAILING_BYTES after the end of the archive (`ended()`). node-tar's parser stops consuming at its
 * end-of-archive blocks and buffers whatever follows by concatenation, so a small gzip of a tiny tar and
 * hundreds of megabytes of zeros never finished (and held the publish chain): what follows the end is
 * counted here and never reaches it.
 */
function tarStream(buf: Buffer, budget: number, ended: () => boolean): Readable {
  const source = Readable.from([buf]);
  const gzipped = buf[0] === 0x1f && buf[1] === 0x8b;
  const out = gzipped ? source.pipe(createGunzip()) : source;
  let seen = 0;
  let trailing = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > budget) return done(new ArtifactError(413, 'artifact_too_large', `the archive unpacks to more than ${budget} bytes`));
      if (!ended()) return done(null, chunk);
      trailing += chunk.length;
      if (trailing > TRAILING_BYTES) return done(invalid(`more than ${TRAILING_BYTES} bytes follow the end of the tar archive`));
      done();
    },
  });
  out.on('error', (e) => capped.destroy(e));
  return out.pipe(capped);
}

/** Runs `sink` over the archive with a guard; the first refusal aborts the read. */
async function readArchive(buf: Buffer, limits: ArtifactLimits, sink: (onEntry: (entry: ReadEntry) => boolean) => Parser): Promise<number> {
  const guard = new ArchiveGuard(limits);
  let problem: ArtifactError | undefined;
  let entries = 0;
  // eslint-disable-next-line prefer-const -- the parser's entry callback needs it before it exists
  let parser: Parser;
  const onEntry = (entry: ReadEntry): boolean => {
    if (problem) return false;
    try {
      guard.check(entry);
      entries += 1;
      return true;
    } catch (e) {
      problem = e instanceof ArtifactError ? e : invalid((e as Error).message);
      parser.abort(problem);
      return false;
    }
  };
  parser = sink(onEntry);
  let ended = false;
  parser.on('eof', () => (ended = true));
  try {
    await pipeline(
      tarStream(buf, ArchiveGuard.streamBudget(limits), () => ended),
      parser,
    );
  } catch (e) {
    if (problem) throw problem;
    if (e instanceof ArtifactError) throw e;
    throw invalid(`not a readable gzip'd tar: ${(e as Error).message}`);
  }
  if (problem) throw problem;
  return entries;
}

async function checkArchive(buf: Buffer, limits: ArtifactLimits): Promise<void> {
  const entries = await readArchive(buf, limits, (onEntry) =>
    list({
      strict: true,
      onReadEntry: (entry) => {
        onEntry(entry);
        entry.resume();
      },
    }),
  );
  if (entries === 0) throw invalid("not a readable gzip'd tar (no entries)");
}

async function extractArchive(buf: Buffer, limits: ArtifactLimits, cwd: string): Promise<void> {
  // The same guard again while writing: what reaches the disk is checked as it is written.
  await readArchive(buf, limits, (onEntry) => extract({ cwd, strict: true, preservePaths: false, noChmod: true, filter: (_path, entry) => onEntry(entry as ReadEntry) }));
}

/** Hash of the extracted file tree (paths and contents), independent of tar metadata such as mtimes. */
export function treeHash(root: string): string {
  const h = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile()) {
        h.update(`${r}\0${st.size}\0`);
        h.update(readFileSync(abs));
      } else throw invalid(`${r} is not a regular file`);
    }
  };
  walk(root, '');
  return h.digest('hex');
}

/**
 * A file named by the manifest, resolved inside the artifact folder: relative, no `..`, no absolute
 * path, a regular file (not a link, FIFO or device) whose real path is inside `root`. Anything else is
 * refused rather than followed.
 */
export function fileInside(root: string, label: string, ...segments: unknown[]): string | undefined {
  const parts: string[] = [];
  for (const s of segments) {
    if (s === undefined || s === null || s === '') continue;
    if (typeof s !== 'string' || s.includes('\0') || s.includes('\\') || isAbsolute(s) || /^[a-zA-Z]:/.test(s)) throw invalid(`${label} is not a relative path`);
    parts.push(s);
  }
  const rel = posix.normalize(parts.join('/'));
  if (rel === '.' || rel.split('/').includes('..')) throw invalid(`${label} points outside the artifact`);
  const base = resolve(root);
  const abs = resolve(base, rel);
  if (!abs.startsWith(base + sep)) throw invalid(`${label} points outside the artifact`);
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return undefined;
  }
  if (!st.isFile() || realpathSync(abs) !== abs) throw invalid(`${label} is not a regular file of the artifact`);
  return abs;
}

function readJson(file: string, label: string): unknown {
  if (!existsSync(file)) throw invalid(`${label} is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw invalid(`${label} does not parse: ${(e as Error).message}`);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The manifest's shape as far as publishing reads it; anything else is a 400, never a crash. */
function parseManifest(raw: unknown): MfManifest {
  if (!isObject(raw)) throw invalid('mf-manifest.json must be a JSON object');
  if (raw.metaData !== undefined && !isObject(raw.metaData)) throw invalid('mf-manifest metaData must be an object');
  const meta = raw.metaData as Record<string, unknown> | undefined;
  if (meta?.buildInfo !== undefined && !isObject(meta.buildInfo)) throw invalid('mf-manifest metaData.buildInfo must be an object');
  if (meta?.remoteEntry !== undefined && !isObject(meta.remoteEntry)) throw invalid('mf-manifest metaData.remoteEntry must be an object');
  for (const key of ['shared', 'exposes'] as const) {
    const list = raw[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw invalid(`mf-manifest ${key} must be an array`);
    for (const item of list) {
      if (!isObject(item) || (key === 'shared' && typeof item.name !== 'string')) throw invalid(`mf-manifest ${key} entries must be objects with a name`);
    }
  }
  return raw as MfManifest;
}

/**
 * The host's federated singletons (docs/architecture.md#shared-singletons): one copy each in the page, so
 * every app must share them as singletons at versions the others accept. The router, Redux Toolkit and
 * react-i18next are shared through the shared package's facades, never whole. The member and agent remotes
 * render inside the host's tree and may leave out react-dom and the router; whatever of this list an app does
 * declare is held to the same rule.
 */
export const HOST_SINGLETONS = [
  'react',
  'react-dom',
  '@tessera/shared/router',
  'react-redux',
  'redux',
  'redux-saga',
  'i18next',
  '@tessera/shared/react-i18next',
  'axios',
  '@tessera/shared',
] as const;
const OPTIONAL_FOR_REMOTES = new Set(['react-dom', '@tessera/shared/router']);
/**
 * Libraries shared only through a facade: an app sharing one whole was built the old way, and beside apps that
 * share the facade the page would hold two copies (its own, and the facade's shaken one).
 */
const FACED: Record<string, string> = {
  'react-router-dom': '@tessera/shared/router',
  '@reduxjs/toolkit': '@tessera/shared/toolkit',
  'react-i18next': '@tessera/shared/react-i18next',
};

/**
 * Problems with an app's shared singletons: each required one declared, `singleton: true`, with a
 * semver version; for a remote, versions and ranges that accept the latest host's and vice versa.
 */
export function checkShared(app: AppName, manifest: MfManifest, host?: MfManifest): string[] {
  const problems: string[] = [];
  const declared = new Map((manifest.shared ?? []).map((s) => [s.name, s]));
  const hostShared = new Map((host?.shared ?? []).map((s) => [s.name, s]));
  const singletons = new Set<string>([...HOST_SINGLETONS, ...[...hostShared.values()].filter((s) => s.singleton).map((s) => s.name)]);
  for (const name of HOST_SINGLETONS) {
    if (!declared.has(name) && (app === 'host' || !OPTIONAL_FOR_REMOTES.has(name))) problems.push(`${name} is not shared (it must be a shared singleton)`);
  }
  for (const [lib, facade] of Object.entries(FACED)) {
    if (declared.has(lib)) problems.push(`${lib} is shared whole; share it through ${facade} (rebuild with the current shared build)`);
  }
  const satisfies = (version: string | undefined, range: unknown) =>
    typeof range !== 'string' || !range || (version !== undefined && semver.satisfies(version, range, { includePrerelease: true }));
  for (const s of declared.values()) {
    if (!singletons.has(s.name)) continue;
    if (s.singleton !== true) problems.push(`${s.name} must be shared with singleton: true`);
    if (typeof s.version !== 'string' || !semver.valid(s.version)) {
      problems.push(`${s.name} has no semver version`);
      continue;
    }
    if (s.requiredVersion !== undefined && s.requiredVersion !== false && (typeof s.requiredVersion !== 'string' || !semver.validRange(s.requiredVersion))) {
      problems.push(`${s.name} requiredVersion ${String(s.requiredVersion)} is not a semver range`);
    }
    const h = hostShared.get(s.name);
    if (app === 'host' || !h) continue;
    if (!satisfies(h.version, s.requiredVersion)) problems.push(`${s.name}: host has ${String(h.version)}, remote requires ${String(s.requiredVersion)}`);
    if (!satisfies(s.version, h.requiredVersion)) problems.push(`${s.name}: remote has ${s.version}, host requires ${String(h.requiredVersion)}`);
  }
  return problems;
}

/** Every `.js` file under `root`, as a relative posix path. */
function scriptsIn(root: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    const st = lstatSync(join(root, r));
    if (st.isDirectory()) out.push(...scriptsIn(root, r));
    else if (name.endsWith('.js')) out.push(r);
  }
  return out;
}

/** A chunk's integrity as builds write it: sha256, or sha384 as builds before @tessera/shared 0.5.0 did. */
const CHUNK_SRI = /^(?:sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64})$/;

/**
 * `chunkIntegrity` of artifact.json (shared/build/chunk-integrity.mjs): the sha256 of every chunk (sha384 from older
 * builds), which the
 * build also embedded in the entry's runtime, so the browser checks each chunk before running it. Publishing
 * verifies it against the bytes: each listed file is inside the artifact and matches, and a remote lists
 * every script but its entry (the entry itself is checked against the release set). A remote without
 * `chunkIntegrity` is refused: its chunks would load unchecked (every production build lists them; a dev
 * build is never published). The host's scripts come with its index.html, so its list is checked when given.
 */
export function checkChunkIntegrity(root: string, listed: unknown, entry: string | null): void {
  if (listed === undefined) {
    if (entry === null) return;
    throw invalid('artifact.json has no chunkIntegrity: a remote\'s chunks would load unchecked; publish a production build (it lists the sha256 of every chunk)');
  }
  if (!isObject(listed)) throw invalid('artifact.json chunkIntegrity must be an object of file -> sha256 integrity');
  for (const [name, value] of Object.entries(listed)) {
    const alg = typeof value === 'string' && CHUNK_SRI.test(value) ? value.slice(0, 6) : undefined;
    if (!alg) throw invalid(`chunkIntegrity of ${name} is not a sha256 (or sha384) integrity`);
    const file = fileInside(root, `chunkIntegrity ${name}`, name);
    if (!file) throw invalid(`chunk ${name} listed in chunkIntegrity is missing`);
    if (`${alg}-${createHash(alg).update(readFileSync(file)).digest('base64')}` !== value) throw invalid(`chunk ${name} does not match its recorded integrity`);
  }
  if (entry === null) return;
  const uncovered = scriptsIn(root).filter((f) => f !== entry && !Object.hasOwn(listed, f));
  if (uncovered.length) throw invalid(`scripts not covered by chunkIntegrity: ${uncovered.join(', ')}`);
}

/** Validates and stores one artifact (a gzip'd tar of an app's dist folder). */
/** Who publishes: `authorize` throws (an ArtifactError 403) when they may not publish that app; `by` is recorded. */
export interface Publisher {
  authorize?: (app: AppName) => void;
  by?: string;
}

export async function publishArtifact(store: RegistryStore, files: ArtifactStore, tgz: Buffer, limits: ArtifactLimits, publisher: Publisher = {}): Promise<PublishResult> {
  if (!Buffer.isBuffer(tgz) || tgz.length === 0) throw invalid('empty body: send a gzip’d tar of the dist folder');
  await checkArchive(tgz, limits);

  const tmp = files.stage();
  // Source maps are taken out into a staging folder of their own (named like an upload, so the sweep owns it).
  const maps = files.stage();
  try {
    await extractArchive(tgz, limits, tmp);

    const art = readJson(join(tmp, 'artifact.json'), 'artifact.json');
    if (!isObject(art)) throw invalid('artifact.json must be a JSON object');
    const manifest = parseManifest(readJson(join(tmp, 'mf-manifest.json'), 'mf-manifest.json'));
    if (!isAppName(art.app)) throw invalid(`unknown app "${String(art.app)}" (host, games, member, agent, lottery)`);
    publisher.authorize?.(art.app);
    if (typeof art.version !== 'string' || !semver.valid(art.version)) throw invalid(`version "${String(art.version)}" is not valid semver`);
    if (typeof art.federationName !== 'string' || !art.federationName) throw invalid('artifact.json federationName is missing');
    if (art.app !== 'host' && art.federationName !== art.app) {
      throw invalid(`federationName "${art.federationName}" must equal the remote name "${art.app}"`);
    }
    if (manifest.name !== art.federationName) throw invalid(`mf-manifest name "${String(manifest.name)}" !== federationName "${art.federationName}"`);
    const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
    if (buildVersion !== art.version) throw invalid(`mf-manifest buildVersion "${String(buildVersion)}" !== artifact version "${art.version}"`);

    const app = art.app;
    const version = art.version;
    let integrity: string;
    if (app === 'host') {
      const index = fileInside(tmp, 'index.html', 'index.html');
      if (!index) throw invalid('host artifact has no index.html');
      integrity = sri(readFileSync(index));
      const problems = checkShared(app, manifest);
      if (problems.length) throw invalid(`shared singletons: ${problems.join('; ')}`);
    } else {
      const re = manifest.metaData?.remoteEntry;
      const file = fileInside(tmp, 'metaData.remoteEntry', re?.path, re?.name || 'remoteEntry.js') ?? fileInside(tmp, 'remoteEntry.js', 'remoteEntry.js');
      if (!file) throw invalid('remoteEntry.js is missing');
      integrity = sri(readFileSync(file));
      const exposed = new Set<string>();
      for (const e of manifest.exposes ?? []) {
        if (typeof e.path === 'string') exposed.add(e.path);
        if (typeof e.name === 'string') exposed.add(e.name.startsWith('./') ? e.name : `./${e.name}`);
      }
      const missing = REQUIRED_EXPOSES[app].filter((m) => !exposed.has(m));
      if (missing.length) throw invalid(`${app} must expose ${missing.join(', ')}`);
      const host = await store.latestArtifact('host');
      // The shared contract first: its refusal (422) says what to rebuild, clearer than the singleton list.
      checkContract({ app, version, artifactJson: art, manifest }, host);
      const problems = checkShared(app, manifest, host?.manifest as MfManifest | undefined);
      if (problems.length) throw invalid(`shared singletons${host ? ` incompatible with host ${host.version}` : ''}: ${problems.join('; ')}`);
    }

    checkChunkIntegrity(tmp, art.chunkIntegrity, app === 'host' ? null : 'remoteEntry.js');

    // Source maps leave the public folder first (and are not part of the content: a version is its code).
    takeSourceMaps(tmp, maps);
    const contentHash = treeHash(tmp);
    const unchangedOrConflict = (existing: ArtifactRecord): PublishResult => {
      if (existing.contentHash !== contentHash) {
        throw new ArtifactError(409, 'version_exists', `${app}@${version} is already published with different content; versions are immutable`);
      }
      return { status: 200, body: { app, version, integrity: existing.integrity, entry: existing.entry, unchanged: true, publishedAt: existing.publishedAt } };
    };
    const existing = await store.getArtifact(app, version);
    if (existing) return unchangedOrConflict(existing);

    // Brotli and gzip files beside each asset, for the static server to negotiate (after treeHash: not part of the content).
    await precompressDir(tmp);
    // Files first, then the record: a version is listed only once all of it is in place. The lock makes
    // another instance publishing the same version wait, then answer like a re-publish.
    const federationName = art.federationName;
    return await store.withArtifactLock(app, version, async (tx) => {
      const raced = await tx.getArtifact(app, version);
      if (raced) return unchangedOrConflict(raced);
      // Whatever is at the target has no record: a crash's leftover, replaced.
      await files.put(app, version, tmp, maps);
      const record: ArtifactRecord = {
        app,
        version,
        federationName,
        integrity,
        entry: entryUrl(app, version),
        contentHash,
        manifest,
        publishedAt: new Date().toISOString(),
        publishedBy: publisher.by ?? null,
      };
      if (!(await tx.insertArtifact(record))) throw new ArtifactError(409, 'version_exists', `${app}@${version} was published meanwhile; publish again to compare`);
      return { status: 201 as const, body: { app, version, integrity, entry: record.entry, publishedAt: record.publishedAt } };
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(maps, { recursive: true, force: true });
  }
}
