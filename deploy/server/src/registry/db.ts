/**
 * The registry's database (docs/architecture.md#database-and-instances): one Kysely schema for SQLite (the
 * embedded default, a file in the data dir) and PostgreSQL (`TESSERA_DATABASE_URL=postgres://…`, shared by
 * every instance). Migrations run at start through Kysely's Migrator, which takes a lock of its own, so
 * instances starting together migrate once.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Generated } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { join } from 'node:path';
import pg from 'pg';
import { createFieldTables, type FieldTables } from './repositories/field.js';
import { createFieldCanaryTables, createFieldNetworkBins, type FieldCanaryTables } from './repositories/field-canary.js';
import { createSiteTables, type SiteTables } from './repositories/sites.js';
import { createVerifyAccountTables, type VerifyAccountTables } from './repositories/verify-accounts.js';

export type DialectName = 'sqlite' | 'postgres';

export interface RegistryTables extends FieldTables, FieldCanaryTables, SiteTables, VerifyAccountTables {
  artifacts: {
    app: string;
    version: string;
    federation_name: string;
    integrity: string;
    entry: string;
    content_hash: string;
    manifest_json: string;
    published_at: string;
    seq: number;
    /** The credential that published it (null for versions published before credentials had names). */
    published_by: string | null;
  };
  merchants: { merchant: string; revision: number; release_json: string; updated_at: string };
  revisions: { merchant: string; revision: number; release_json: string; at: string; actor: string };
  audit: {
    id: Generated<number>;
    at: string;
    actor: string;
    merchant: string;
    action: string;
    before_json: string | null;
    after_json: string | null;
    note: string | null;
  };
  telemetry: {
    merchant: string;
    remote: string;
    version: string;
    kind: string;
    count: number;
    total_ms: number;
    last_reason: string | null;
    last_at: string;
  };
  telemetry_minutes: { merchant: string; remote: string; version: string; kind: string; minute: number; count: number; total_ms: number };
  /**
   * Named ops credentials (registry/credentials.ts): only the SHA-256 of each token is kept, never the token.
   * `scopes_json` is a JSON array of scopes; a revoked credential keeps its row (and name) for the audit.
   */
  credentials: {
    name: string;
    token_hash: string;
    scopes_json: string;
    created_at: string;
    created_by: string;
    expires_at: string | null;
    revoked_at: string | null;
    last_used_at: string | null;
  };
  /** Render crashes by version and scrubbed message (crash-reports.ts), at most CRASHES_PER_VERSION per version. */
  crash_reports: { merchant: string; remote: string; version: string; expose: string; message: string; frame: string | null; count: number; first_at: string; last_at: string };
  /** Results of `tessera release verify` (a browser check of one remote version on one merchant's site). */
  verifications: { id: Generated<number>; merchant: string; remote: string; version: string; ok: number; problems_json: string; at: string; actor: string };
  /** Per-merchant rules: `require_verify` 1 = a version needs a passing verify before a canary, set, pin or promote serves it. */
  merchant_policies: { merchant: string; require_verify: number; updated_at: string; actor: string };
  /** Loads per minute and load-time bucket (LOAD_BUCKETS_MS of telemetry.ts), for p50/p95 over a window. */
  telemetry_load_buckets: { merchant: string; remote: string; version: string; minute: number; bucket: number; count: number };
  /**
   * The reports counted per telemetry ticket (telemetry-tickets.ts): one row per ticket, remote and kind, so a
   * ticket counts once per kind on every instance; `network` (/24, /64) for the distinct-network figures.
   */
  telemetry_ticket_uses: { ticket: string; remote: string; kind: string; merchant: string; version: string; network: string; minute: number };
  /** Alerts for ops (shown in the console): e.g. many telemetry reports without a valid ticket. One row per episode. */
  ops_alerts: { id: Generated<number>; merchant: string; kind: string; message: string; count: number; first_at: string; last_at: string };
  /**
   * Issued override links (overrides.ts), so a link can be listed and revoked; `browser_hash` binds a dev link to
   * the first browser that opens it (the SHA-256 of that browser's random id cookie).
   */
  override_links: {
    id: string;
    merchant: string;
    remote: string;
    version: string;
    dev_url: string | null;
    created_by: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
    revoked_by: string | null;
    browser_hash: string | null;
    bound_at: string | null;
  };
}

export type RegistryDb = Kysely<RegistryTables>;

/**
 * The schema, version by version. The first one adopts a SQLite file written before migrations existed
 * (`IF NOT EXISTS` everywhere, and the audit `note` column that was added by hand back then).
 */
export function registryMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026-11-24-001-registry': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('artifacts')
          .ifNotExists()
          .addColumn('app', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('federation_name', 'text', (c) => c.notNull())
          .addColumn('integrity', 'text', (c) => c.notNull())
          .addColumn('entry', 'text', (c) => c.notNull())
          .addColumn('content_hash', 'text', (c) => c.notNull())
          .addColumn('manifest_json', 'text', (c) => c.notNull())
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('artifacts_pk', ['app', 'version'])
          .execute();
        await db.schema
          .createTable('merchants')
          .ifNotExists()
          .addColumn('merchant', 'text', (c) => c.primaryKey())
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('release_json', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('revisions')
          .ifNotExists()
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('release_json', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('revisions_pk', ['merchant', 'revision'])
          .execute();
        await db.schema
          .createTable('audit')
          .ifNotExists()
          .addColumn('id', 'integer', (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('before_json', 'text')
          .addColumn('after_json', 'text')
          .addColumn('note', 'text')
          .execute();
        if (dialect === 'sqlite') {
          const { rows } = await sql<{ name: string }>`PRAGMA table_info(audit)`.execute(db);
          if (!rows.some((c) => c.name === 'note')) await sql`ALTER TABLE audit ADD COLUMN note TEXT`.execute(db);
        }
        await db.schema.createIndex('audit_merchant_id').ifNotExists().on('audit').columns(['merchant', 'id']).execute();
        // bigint: all-time load milliseconds outgrow 32 bits (SQLite's INTEGER is 64-bit either way).
        await db.schema
          .createTable('telemetry')
          .ifNotExists()
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('total_ms', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('last_reason', 'text')
          .addColumn('last_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('telemetry_pk', ['merchant', 'remote', 'version', 'kind'])
          .execute();
        await db.schema
          .createTable('telemetry_minutes')
          .ifNotExists()
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('minute', 'integer', (c) => c.notNull())
          .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('total_ms', 'bigint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('telemetry_minutes_pk', ['merchant', 'remote', 'version', 'kind', 'minute'])
          .execute();
        await db.schema.createIndex('telemetry_minutes_minute').ifNotExists().on('telemetry_minutes').column('minute').execute();
      },
    },
    '2026-11-24-002-load-time-buckets': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('telemetry_load_buckets')
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('minute', 'integer', (c) => c.notNull())
          .addColumn('bucket', 'integer', (c) => c.notNull())
          .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('telemetry_load_buckets_pk', ['merchant', 'remote', 'version', 'minute', 'bucket'])
          .execute();
        await db.schema.createIndex('telemetry_load_buckets_minute').on('telemetry_load_buckets').column('minute').execute();
      },
    },
    '2026-11-26-003-credentials': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('credentials')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('scopes_json', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text')
          .addColumn('revoked_at', 'text')
          .addColumn('last_used_at', 'text')
          .execute();
        await db.schema.alterTable('artifacts').addColumn('published_by', 'text').execute();
      },
    },
    '2026-11-26-004-crash-reports': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('crash_reports')
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('expose', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('frame', 'text')
          .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('first_at', 'text', (c) => c.notNull())
          .addColumn('last_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('crash_reports_pk', ['merchant', 'remote', 'version', 'expose', 'message'])
          .execute();
      },
    },
    '2026-11-26-005-verifications': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('verifications')
          .addColumn('id', 'integer', (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('ok', 'integer', (c) => c.notNull())
          .addColumn('problems_json', 'text', (c) => c.notNull())
          .addColumn('at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('verifications_key').on('verifications').columns(['merchant', 'remote', 'version', 'id']).execute();
        await db.schema
          .createTable('merchant_policies')
          .addColumn('merchant', 'text', (c) => c.primaryKey())
          .addColumn('require_verify', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('actor', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '2026-11-26-006-telemetry-tickets': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('telemetry_ticket_uses')
          .addColumn('ticket', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('network', 'text', (c) => c.notNull())
          .addColumn('minute', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('telemetry_ticket_uses_pk', ['ticket', 'remote', 'kind'])
          .execute();
        await db.schema.createIndex('telemetry_ticket_uses_series').on('telemetry_ticket_uses').columns(['merchant', 'remote', 'version', 'minute']).execute();
        await db.schema.createIndex('telemetry_ticket_uses_minute').on('telemetry_ticket_uses').column('minute').execute();
        await db.schema
          .createTable('ops_alerts')
          .addColumn('id', 'integer', (c) => (dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('first_at', 'text', (c) => c.notNull())
          .addColumn('last_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('ops_alerts_key').on('ops_alerts').columns(['merchant', 'kind', 'id']).execute();
      },
    },
    '2026-11-26-007-override-links': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('override_links')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('merchant', 'text', (c) => c.notNull())
          .addColumn('remote', 'text', (c) => c.notNull())
          .addColumn('version', 'text', (c) => c.notNull())
          .addColumn('dev_url', 'text')
          .addColumn('created_by', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .addColumn('revoked_by', 'text')
          .addColumn('browser_hash', 'text')
          .addColumn('bound_at', 'text')
          .execute();
        await db.schema.createIndex('override_links_merchant').on('override_links').columns(['merchant', 'expires_at']).execute();
      },
    },
    // Web Vitals sketches, flow outcomes and their ticket uses (repositories/field.ts).
    '2026-11-29-020-field-truth': { up: createFieldTables },
    // Brands and the service worker's kill switch (repositories/sites.ts).
    '2026-11-29-021-merchant-sites': { up: createSiteTables },
    // The networks behind each version's field data and the merchants' field canary policies (repositories/field-canary.ts).
    '2026-11-29-030-field-canary': { up: createFieldCanaryTables },
    // Each merchant's test account for release verify, its password sealed (repositories/verify-accounts.ts).
    '2026-11-29-031-verify-accounts': { up: createVerifyAccountTables },
    // Each network's measurements of a canary and its stable, so the decision weighs networks (repositories/field-canary.ts).
    '2026-11-29-040-field-network-bins': { up: createFieldNetworkBins },
  };
}

/** Integers PostgreSQL sends as text (bigint, numeric sums) as numbers: every count here stays far below 2^53. */
const PG_NUMERIC_OIDS = new Set([20, 1700]);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PG_NUMERIC_OIDS.has(oid) ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `postgres://…` or `postgresql://…`; anything else in TESSERA_DATABASE_URL is a mistake worth stopping for. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

export interface OpenedDb {
  db: RegistryDb;
  dialect: DialectName;
}

/** How long a start waits for another process holding the SQLite file (then it fails, saying so). */
export const START_BUSY_TIMEOUT_MS = 120_000;
/** How long a running server's write waits for the file (a wait blocks the event loop). */
export const RUN_BUSY_TIMEOUT_MS = 5_000;

/** Opens (and migrates) the registry database: PostgreSQL at `databaseUrl`, else `<dataDir>/registry.sqlite`. */
export async function openRegistryDb(options: { dataDir: string; databaseUrl?: string; startBusyMs?: number }): Promise<OpenedDb> {
  let opened: OpenedDb;
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    if (!isPostgresUrl(url)) throw new Error(`TESSERA_DATABASE_URL must be a postgres:// URL (got ${redactUrl(url)})`);
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000, types: pgTypes });
    // An idle client losing its connection (database restart) must not take the process down; the pool reconnects.
    pool.on('error', (err) => process.stderr.write(`[tessera] PostgreSQL connection lost: ${err.message}\n`));
    opened = { db: new Kysely<RegistryTables>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
    try {
      await sql`SELECT 1`.execute(opened.db);
    } catch (e) {
      await opened.db.destroy();
      throw new Error(`cannot reach PostgreSQL at ${redactUrl(url)}: ${(e as Error).message || String(e)}`);
    }
  } else {
    const path = join(options.dataDir, 'registry.sqlite');
    // At start another process may hold the file (an instance finishing its work, a backup): wait for it, for up
    // to startBusyMs, saying so first. Every wait blocks this thread, so once running the wait is short again.
    const file = new Database(path, { timeout: 0 });
    const startBusyMs = options.startBusyMs ?? START_BUSY_TIMEOUT_MS;
    try {
      file.exec('BEGIN IMMEDIATE; ROLLBACK');
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
      process.stderr.write(`[tessera] ${path} is held by another process; waiting up to ${Math.round(startBusyMs / 1000)} s for it\n`);
    }
    file.pragma(`busy_timeout = ${startBusyMs}`);
    file.pragma('journal_mode = WAL');
    opened = { db: new Kysely<RegistryTables>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
  }
  const migrations = registryMigrations(opened.dialect);
  const migrator = new Migrator({ db: opened.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    await opened.db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`registry migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (opened.dialect === 'sqlite') await sql`PRAGMA busy_timeout = ${sql.lit(RUN_BUSY_TIMEOUT_MS)}`.execute(opened.db);
  return opened;
}
