import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { AppName, ReleaseSet } from './types.js';

export interface ArtifactRecord {
  app: AppName;
  version: string;
  federationName: string;
  integrity: string;
  entry: string;
  contentHash: string;
  manifest: unknown;
  publishedAt: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  merchant: string;
  action: string;
  before: unknown;
  after: unknown;
  /** Why, for changes the server made itself. */
  note?: string;
}

interface ArtifactDbRow {
  app: string;
  version: string;
  federation_name: string;
  integrity: string;
  entry: string;
  content_hash: string;
  manifest_json: string;
  published_at: string;
}

/** The registry's SQLite database (WAL): artifacts, release sets and their revisions, audit, telemetry. */
export class RegistryStore {
  readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(join(dataDir, 'registry.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS artifacts (
        app TEXT NOT NULL, version TEXT NOT NULL, federation_name TEXT NOT NULL,
        integrity TEXT NOT NULL, entry TEXT NOT NULL, content_hash TEXT NOT NULL,
        manifest_json TEXT NOT NULL, published_at TEXT NOT NULL, seq INTEGER NOT NULL,
        PRIMARY KEY (app, version));
      CREATE TABLE IF NOT EXISTS merchants (
        merchant TEXT PRIMARY KEY, revision INTEGER NOT NULL, release_json TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS revisions (
        merchant TEXT NOT NULL, revision INTEGER NOT NULL, release_json TEXT NOT NULL, at TEXT NOT NULL, actor TEXT NOT NULL,
        PRIMARY KEY (merchant, revision));
      CREATE TABLE IF NOT EXISTS audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT NOT NULL, merchant TEXT NOT NULL,
        action TEXT NOT NULL, before_json TEXT, after_json TEXT);
      CREATE TABLE IF NOT EXISTS telemetry (
        merchant TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, total_ms INTEGER NOT NULL DEFAULT 0, last_reason TEXT, last_at TEXT NOT NULL,
        PRIMARY KEY (merchant, remote, version, kind));
      CREATE TABLE IF NOT EXISTS telemetry_minutes (
        merchant TEXT NOT NULL, remote TEXT NOT NULL, version TEXT NOT NULL, kind TEXT NOT NULL, minute INTEGER NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, total_ms INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (merchant, remote, version, kind, minute));
      CREATE INDEX IF NOT EXISTS telemetry_minutes_minute ON telemetry_minutes (minute);
    `);
    // Why a change was made, when the actor is the server itself (auto-rollback); added after the first release.
    const auditColumns = this.db.prepare('PRAGMA table_info(audit)').all() as { name: string }[];
    if (!auditColumns.some((c) => c.name === 'note')) this.db.exec('ALTER TABLE audit ADD COLUMN note TEXT');
  }

  close(): void {
    this.db.close();
  }

  private static toArtifact(r: ArtifactDbRow): ArtifactRecord {
    return {
      app: r.app as AppName,
      version: r.version,
      federationName: r.federation_name,
      integrity: r.integrity,
      entry: r.entry,
      contentHash: r.content_hash,
      manifest: JSON.parse(r.manifest_json),
      publishedAt: r.published_at,
    };
  }

  getArtifact(app: string, version: string): ArtifactRecord | undefined {
    const r = this.db.prepare('SELECT * FROM artifacts WHERE app = ? AND version = ?').get(app, version) as ArtifactDbRow | undefined;
    return r && RegistryStore.toArtifact(r);
  }

  /** The most recently published artifact of an app. */
  latestArtifact(app: string): ArtifactRecord | undefined {
    const r = this.db.prepare('SELECT * FROM artifacts WHERE app = ? ORDER BY seq DESC LIMIT 1').get(app) as ArtifactDbRow | undefined;
    return r && RegistryStore.toArtifact(r);
  }

  listArtifacts(app?: string): ArtifactRecord[] {
    const rows = (app
      ? this.db.prepare('SELECT * FROM artifacts WHERE app = ? ORDER BY app, seq').all(app)
      : this.db.prepare('SELECT * FROM artifacts ORDER BY app, seq').all()) as ArtifactDbRow[];
    return rows.map(RegistryStore.toArtifact);
  }

  insertArtifact(a: ArtifactRecord): void {
    this.db
      .prepare(
        `INSERT INTO artifacts (app, version, federation_name, integrity, entry, content_hash, manifest_json, published_at, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM artifacts))`,
      )
      .run(a.app, a.version, a.federationName, a.integrity, a.entry, a.contentHash, JSON.stringify(a.manifest), a.publishedAt);
  }

  getRelease(merchant: string): ReleaseSet | undefined {
    const r = this.db.prepare('SELECT release_json FROM merchants WHERE merchant = ?').get(merchant) as { release_json: string } | undefined;
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }

  listMerchants(): { merchant: string; revision: number; updatedAt: string; host: string | null }[] {
    const rows = this.db.prepare('SELECT merchant, revision, updated_at, release_json FROM merchants ORDER BY merchant').all() as {
      merchant: string;
      revision: number;
      updated_at: string;
      release_json: string;
    }[];
    return rows.map((r) => ({
      merchant: r.merchant,
      revision: r.revision,
      updatedAt: r.updated_at,
      host: (JSON.parse(r.release_json) as ReleaseSet).host?.version ?? null,
    }));
  }

  history(merchant: string): { revision: number; at: string; actor: string; release: ReleaseSet }[] {
    const rows = this.db
      .prepare('SELECT revision, at, actor, release_json FROM revisions WHERE merchant = ? ORDER BY revision')
      .all(merchant) as { revision: number; at: string; actor: string; release_json: string }[];
    return rows.map((r) => ({ revision: r.revision, at: r.at, actor: r.actor, release: JSON.parse(r.release_json) as ReleaseSet }));
  }

  getRevision(merchant: string, revision: number): ReleaseSet | undefined {
    const r = this.db.prepare('SELECT release_json FROM revisions WHERE merchant = ? AND revision = ?').get(merchant, revision) as
      | { release_json: string }
      | undefined;
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }

  audit(limit = 500, merchant?: string): AuditRow[] {
    const rows = (merchant
      ? this.db.prepare('SELECT * FROM audit WHERE merchant = ? ORDER BY id DESC LIMIT ?').all(merchant, limit)
      : this.db.prepare('SELECT * FROM audit ORDER BY id DESC LIMIT ?').all(limit)) as {
      id: number;
      at: string;
      actor: string;
      merchant: string;
      action: string;
      before_json: string | null;
      after_json: string | null;
      note: string | null;
    }[];
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      merchant: r.merchant,
      action: r.action,
      before: r.before_json ? JSON.parse(r.before_json) : null,
      after: r.after_json ? JSON.parse(r.after_json) : null,
      ...(r.note ? { note: r.note } : {}),
    }));
  }

  addAudit(actor: string, merchant: string, action: string, before: unknown, after: unknown, note?: string): void {
    this.db
      .prepare('INSERT INTO audit (at, actor, merchant, action, before_json, after_json, note) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(
        new Date().toISOString(),
        actor,
        merchant,
        action,
        before == null ? null : JSON.stringify(before),
        after == null ? null : JSON.stringify(after),
        note ?? null,
      );
  }
}
