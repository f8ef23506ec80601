import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, posix } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import semver from 'semver';
import { extract, list } from 'tar';
import type { ArtifactRecord, RegistryStore } from './store.js';
import { REQUIRED_EXPOSES, isAppName, type AppName } from './types.js';

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

interface ArtifactJson {
  app: AppName;
  federationName: string;
  version: string;
  builtAt?: string;
}

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

export function artifactDir(dataDir: string, app: string, version: string): string {
  return app === 'host' ? join(dataDir, 'artifacts', 'host', version) : join(dataDir, 'artifacts', 'remotes', app, version);
}

export function entryUrl(app: string, version: string): string {
  return app === 'host' ? `/host/${version}/index.html` : `/remotes/${app}/${version}/mf-manifest.json`;
}

export function sri(buf: Buffer): string {
  return `sha384-${createHash('sha384').update(buf).digest('base64')}`;
}

/** Path of an entry inside the archive, normalised; throws if it could escape the target folder. */
function safeEntryPath(raw: string): string {
  if (!raw || isAbsolute(raw) || /^[a-zA-Z]:/.test(raw) || raw.includes('\\') || raw.includes('\0')) throw invalid(`unsafe path in archive: ${raw}`);
  const parts = raw.split('/');
  if (parts.includes('..')) throw invalid(`unsafe path in archive: ${raw}`);
  return posix.normalize(raw);
}

async function checkArchive(buf: Buffer): Promise<void> {
  let entries = 0;
  let problem: Error | undefined;
  try {
    await pipeline(
      Readable.from([buf]),
      list({
        strict: true,
        onReadEntry: (entry) => {
          entries += 1;
          try {
            safeEntryPath(entry.path);
            if (entry.type !== 'File' && entry.type !== 'Directory' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
              throw invalid(`archive entry ${entry.path} has unsupported type ${entry.type}`);
            }
          } catch (e) {
            problem ??= e as Error;
          }
          entry.resume();
        },
      }),
    );
  } catch (e) {
    throw invalid(`not a readable gzip'd tar: ${(e as Error).message}`);
  }
  if (problem) throw problem;
  if (entries === 0) throw invalid("not a readable gzip'd tar (no entries)");
}

/** Hash of the extracted file tree (paths and contents), independent of tar metadata such as mtimes. */
export function treeHash(root: string): string {
  const h = createHash('sha256');
  const walk = (dir: string, rel: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = statSync(abs);
      if (st.isDirectory()) walk(abs, r);
      else if (st.isFile()) {
        h.update(`${r}\0${st.size}\0`);
        h.update(readFileSync(abs));
      }
    }
  };
  walk(root, '');
  return h.digest('hex');
}

function readJson<T>(file: string, label: string): T {
  if (!existsSync(file)) throw invalid(`${label} is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (e) {
    throw invalid(`${label} does not parse: ${(e as Error).message}`);
  }
}

/** Shared singletons of a remote must accept the host's versions and vice versa. */
export function checkSharedCompat(remote: MfManifest, host: MfManifest): string[] {
  const problems: string[] = [];
  const hostShared = new Map((host.shared ?? []).map((s) => [s.name, s]));
  for (const r of remote.shared ?? []) {
    if (!r.singleton) continue;
    const h = hostShared.get(r.name);
    if (!h) continue;
    const ok = (version: string | undefined, range: string | false | undefined) =>
      !range || !version || semver.satisfies(version, range, { includePrerelease: true });
    if (!ok(h.version, r.requiredVersion)) problems.push(`${r.name}: host has ${h.version}, remote requires ${String(r.requiredVersion)}`);
    if (!ok(r.version, h.requiredVersion)) problems.push(`${r.name}: remote has ${r.version}, host requires ${String(h.requiredVersion)}`);
  }
  return problems;
}

/** Validates and stores one artifact (a gzip'd tar of an app's dist folder). */
export async function publishArtifact(store: RegistryStore, dataDir: string, tgz: Buffer): Promise<PublishResult> {
  if (!Buffer.isBuffer(tgz) || tgz.length === 0) throw invalid('empty body: send a gzip’d tar of the dist folder');
  await checkArchive(tgz);

  const tmpRoot = join(dataDir, 'tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const tmp = join(tmpRoot, `upload-${Date.now()}-${randomBytes(6).toString('hex')}`);
  mkdirSync(tmp);
  try {
    try {
      await pipeline(Readable.from([tgz]), extract({ cwd: tmp, strict: true, preservePaths: false, noChmod: true }));
    } catch (e) {
      throw invalid(`extraction failed: ${(e as Error).message}`);
    }

    const art = readJson<ArtifactJson>(join(tmp, 'artifact.json'), 'artifact.json');
    const manifest = readJson<MfManifest>(join(tmp, 'mf-manifest.json'), 'mf-manifest.json');
    if (!art || typeof art !== 'object') throw invalid('artifact.json must be an object');
    if (!isAppName(art.app)) throw invalid(`unknown app "${String(art.app)}" (host, games, member, agent, lottery)`);
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
      const index = join(tmp, 'index.html');
      if (!existsSync(index)) throw invalid('host artifact has no index.html');
      integrity = sri(readFileSync(index));
    } else {
      const re = manifest.metaData?.remoteEntry;
      const entryFile = join(tmp, re?.path ?? '', re?.name || 'remoteEntry.js');
      const fallbackEntry = join(tmp, 'remoteEntry.js');
      const file = existsSync(entryFile) ? entryFile : fallbackEntry;
      if (!existsSync(file)) throw invalid('remoteEntry.js is missing');
      integrity = sri(readFileSync(file));
      const exposed = new Set<string>();
      for (const e of manifest.exposes ?? []) {
        if (e.path) exposed.add(e.path);
        if (e.name) exposed.add(e.name.startsWith('./') ? e.name : `./${e.name}`);
      }
      const missing = REQUIRED_EXPOSES[app].filter((m) => !exposed.has(m));
      if (missing.length) throw invalid(`${app} must expose ${missing.join(', ')}`);
      const host = store.latestArtifact('host');
      if (host) {
        const problems = checkSharedCompat(manifest, host.manifest as MfManifest);
        if (problems.length) throw invalid(`shared singletons incompatible with host ${host.version}: ${problems.join('; ')}`);
      }
    }

    const contentHash = treeHash(tmp);
    const existing = store.getArtifact(app, version);
    if (existing) {
      if (existing.contentHash === contentHash) {
        return {
          status: 200,
          body: { app, version, integrity: existing.integrity, entry: existing.entry, unchanged: true, publishedAt: existing.publishedAt },
        };
      }
      throw new ArtifactError(409, 'version_exists', `${app}@${version} is already published with different content; versions are immutable`);
    }

    const target = artifactDir(dataDir, app, version);
    mkdirSync(dirname(target), { recursive: true });
    if (existsSync(target)) rmSync(target, { recursive: true, force: true }); // leftover without a record
    renameSync(tmp, target);
    const record: ArtifactRecord = {
      app,
      version,
      federationName: art.federationName,
      integrity,
      entry: entryUrl(app, version),
      contentHash,
      manifest,
      publishedAt: new Date().toISOString(),
    };
    store.insertArtifact(record);
    return { status: 201, body: { app, version, integrity, entry: record.entry, publishedAt: record.publishedAt } };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
