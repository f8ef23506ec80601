/**
 * Where published files live (docs/architecture.md#database-and-instances). Every instance of the platform
 * reads the same store, so any of them serves every published version. The one implementation is a
 * directory (`TESSERA_ARTIFACTS_DIR`, default the data dir): a volume every instance mounts. Its layout is
 * the one the asset server and nginx read: `artifacts/host/<v>/`, `artifacts/remotes/<app>/<v>/`, hidden
 * source maps in `sourcemaps/<app>/<v>/`, uploads being checked in `tmp/`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

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
  put(app: string, version: string, staged: string, stagedMaps?: string): void;
  /** Removes uploads older than `maxAgeMs` that a crashed publish left behind (other instances' live ones stay). */
  sweepStaging(maxAgeMs?: number, nowMs?: number): void;
}

/** How long an upload may take before its staging folder counts as left behind. */
export const STAGING_MAX_AGE_MS = 60 * 60_000;

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
    // The start time in the name lets any instance tell a live upload from a left-behind one.
    const dir = join(this.stagingRoot, `upload-${Date.now()}-${randomBytes(6).toString('hex')}`);
    mkdirSync(dir);
    return dir;
  }

  put(app: string, version: string, staged: string, stagedMaps?: string): void {
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

  sweepStaging(maxAgeMs = STAGING_MAX_AGE_MS, nowMs = Date.now()): void {
    if (!existsSync(this.stagingRoot)) return;
    for (const name of readdirSync(this.stagingRoot)) {
      const m = /^upload-(\d+)-/.exec(name);
      if (!m) continue;
      if (nowMs - Number(m[1]) > maxAgeMs) rmSync(join(this.stagingRoot, name), { recursive: true, force: true });
    }
  }
}
