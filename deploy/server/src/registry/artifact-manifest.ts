/**
 * What publishing checks in an artifact's mf-manifest.json and artifact.json: the manifest's shape, the shared
 * singletons against the host's, and every chunk's recorded integrity against its bytes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { invalidArtifact as invalid } from './artifact-error.js';
import { fileInside, scriptsIn } from './artifact-files.js';
import type { AppName } from './types.js';

interface SharedDecl {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface MfManifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  shared?: SharedDecl[];
  exposes?: { name?: string; path?: string }[];
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The manifest's shape as far as publishing reads it; anything else is a 400, never a crash. */
export function parseManifest(raw: unknown): MfManifest {
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
