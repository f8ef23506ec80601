/**
 * Publishing one artifact: authorised, unpacked under the archive guard (artifact-archive.ts), its manifest and
 * chunks checked (artifact-manifest.ts), then its files and its record stored, once.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { precompressDir } from '../assets/precompress.js';
import type { ArtifactStore } from './artifact-store.js';
import type { ArtifactRecord, RegistryStore } from './store.js';
import { APP_NAMES, REQUIRED_EXPOSES, isAppName, type AppName } from './types.js';
import { checkContract } from './contracts.js';
import { ArtifactError, invalidArtifact as invalid } from './artifact-error.js';
import { checkArchive, extractArchive, type ArtifactLimits } from './artifact-archive.js';
import { fileInside, readJson, takeSourceMaps, treeHash } from './artifact-files.js';
import { checkChunkIntegrity, checkShared, isObject, parseManifest, type MfManifest } from './artifact-manifest.js';

export { ArtifactError };
export type { ArtifactLimits };

export interface PublishResult {
  status: 200 | 201;
  body: { app: AppName; version: string; integrity: string; entry: string; unchanged?: true; publishedAt: string };
}

export function entryUrl(app: string, version: string): string {
  return app === 'host' ? `/host/${version}/index.html` : `/remotes/${app}/${version}/mf-manifest.json`;
}

export function sri(buf: Buffer): string {
  return `sha384-${createHash('sha384').update(buf).digest('base64')}`;
}

/**
 * Whoever may publish only some apps is authorised before anything is unpacked: not at all when they may publish
 * none, else once the archive's artifact.json (read while listing it) names the app.
 */
function authorizeEarly(publisher: Publisher, artifactJson: string | undefined): void {
  const { authorize } = publisher;
  if (!authorize) return;
  let app: unknown;
  try {
    app = artifactJson === undefined ? undefined : (JSON.parse(artifactJson) as { app?: unknown }).app;
  } catch {
    app = undefined;
  }
  // An archive that names no known app is refused as such below, after extraction, to whoever may publish one.
  if (isAppName(app)) authorize(app);
}

/** Throws the 403 of `authorize` when it refuses every app (a release or sandbox credential publishing). */
function authorizeAny(publisher: Publisher): void {
  const { authorize } = publisher;
  if (!authorize) return;
  let refusal: unknown;
  for (const app of APP_NAMES) {
    try {
      authorize(app);
      return;
    } catch (e) {
      refusal ??= e;
    }
  }
  throw refusal;
}

/** Who publishes: `authorize` throws (an ArtifactError 403) when they may not publish that app; `by` is recorded. */
export interface Publisher {
  authorize?: (app: AppName) => void;
  by?: string;
}

/** Validates and stores one artifact (a gzip'd tar of an app's dist folder). */
export async function publishArtifact(store: RegistryStore, files: ArtifactStore, tgz: Buffer, limits: ArtifactLimits, publisher: Publisher = {}): Promise<PublishResult> {
  // Authorised first: a credential that may publish no app costs no unpacking, another team's app none on disk.
  authorizeAny(publisher);
  if (!Buffer.isBuffer(tgz) || tgz.length === 0) throw invalid('empty body: send a gzip’d tar of the dist folder');
  authorizeEarly(publisher, await checkArchive(tgz, limits));

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
      const host = await store.artifacts.latest('host');
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
    const existing = await store.artifacts.get(app, version);
    if (existing) return unchangedOrConflict(existing);

    // Brotli and gzip files beside each asset, for the static server to negotiate (after treeHash: not part of the content).
    await precompressDir(tmp);
    // Files first, then the record: a version is listed only once all of it is in place. The lock makes
    // another instance publishing the same version wait, then answer like a re-publish.
    const federationName = art.federationName;
    return await store.withArtifactLock(app, version, async (tx) => {
      const raced = await tx.artifacts.get(app, version);
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
      if (!(await tx.artifacts.insert(record))) throw new ArtifactError(409, 'version_exists', `${app}@${version} was published meanwhile; publish again to compare`);
      return { status: 201 as const, body: { app, version, integrity, entry: record.entry, publishedAt: record.publishedAt } };
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(maps, { recursive: true, force: true });
  }
}
