/**
 * The registry's store (docs/architecture.md#database-and-instances): one repository per aggregate
 * (repositories/), all on the database of db.ts, SQLite by default or PostgreSQL when a database URL is given.
 * `transaction` hands out a store whose repositories all work inside one transaction.
 */
import { sql, type Kysely } from 'kysely';
import { openRegistryDb, type DialectName, type RegistryTables } from './db.js';
import { AlertsRepository } from './repositories/alerts.js';
import { ArtifactsRepository } from './repositories/artifacts.js';
import { AuditRepository } from './repositories/audit.js';
import type { Connection, Db } from './repositories/connection.js';
import { CrashesRepository } from './repositories/crashes.js';
import { CredentialsRepository } from './repositories/credentials.js';
import { FieldRepository } from './repositories/field.js';
import { FieldCanaryRepository } from './repositories/field-canary.js';
import { OverridesRepository } from './repositories/overrides.js';
import { PoliciesRepository } from './repositories/policies.js';
import { ReleasesRepository } from './repositories/releases.js';
import { SitesRepository } from './repositories/sites.js';
import { TelemetryRepository } from './repositories/telemetry.js';
import { VerificationsRepository } from './repositories/verifications.js';
import { VerifyAccountsRepository } from './repositories/verify-accounts.js';

export type { ArtifactRecord } from './repositories/artifacts.js';
export type { AuditFilter, AuditRow } from './repositories/audit.js';
export type { CredentialRecord } from './repositories/credentials.js';
export type { SeriesFilter, SeriesKey, TelemetryWrite, TelemetryMinuteSum, TelemetryTotalRow } from './repositories/telemetry.js';

export class RegistryStore implements Connection {
  readonly artifacts: ArtifactsRepository;
  readonly releases: ReleasesRepository;
  readonly audit: AuditRepository;
  readonly overrides: OverridesRepository;
  readonly telemetry: TelemetryRepository;
  readonly alerts: AlertsRepository;
  readonly crashes: CrashesRepository;
  readonly credentials: CredentialsRepository;
  readonly verifications: VerificationsRepository;
  readonly policies: PoliciesRepository;
  readonly field: FieldRepository;
  readonly fieldCanary: FieldCanaryRepository;
  readonly sites: SitesRepository;
  readonly verifyAccounts: VerifyAccountsRepository;
  /** Publishes of one app version in progress on SQLite (see withArtifactLock). */
  private readonly artifactQueues = new Map<string, Promise<void>>();

  private constructor(
    readonly db: Db,
    readonly dialect: DialectName,
  ) {
    this.artifacts = new ArtifactsRepository(this);
    this.releases = new ReleasesRepository(this);
    this.audit = new AuditRepository(this);
    this.overrides = new OverridesRepository(this);
    this.telemetry = new TelemetryRepository(this);
    this.alerts = new AlertsRepository(this);
    this.crashes = new CrashesRepository(this);
    this.credentials = new CredentialsRepository(this);
    this.verifications = new VerificationsRepository(this);
    this.policies = new PoliciesRepository(this);
    this.field = new FieldRepository(this);
    this.fieldCanary = new FieldCanaryRepository(this);
    this.sites = new SitesRepository(this);
    this.verifyAccounts = new VerifyAccountsRepository(this);
  }

  /** Opens and migrates the database: PostgreSQL at `databaseUrl` when given, else `<dataDir>/registry.sqlite`. */
  static async open(options: { dataDir: string; databaseUrl?: string; startBusyMs?: number }): Promise<RegistryStore> {
    const { db, dialect } = await openRegistryDb(options);
    return new RegistryStore(db, dialect);
  }

  async close(): Promise<void> {
    if (this.db.isTransaction) throw new Error('close the store, not one of its transactions');
    await (this.db as Kysely<RegistryTables>).destroy();
  }

  /** Throws when the database does not answer (readiness: an instance without its database serves nothing right). */
  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  /**
   * Runs `fn` in one transaction. On SQLite the whole database has one writer at a time; on PostgreSQL rows
   * read with `lock: true` stay locked until the end (SELECT … FOR UPDATE), so other instances wait.
   */
  async transaction<T>(fn: (tx: RegistryStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return fn(this);
    return (this.db as Kysely<RegistryTables>).transaction().execute((trx) => fn(new RegistryStore(trx, this.dialect)));
  }

  /**
   * Runs `fn` holding the publish lock of one app version. On PostgreSQL that is a transaction-scoped advisory
   * lock, so an instance publishing the same version waits for the other's files and record; on SQLite (one
   * server process) an in-process queue per version does the same.
   */
  async withArtifactLock<T>(app: string, version: string, fn: (tx: RegistryStore) => Promise<T>): Promise<T> {
    if (this.dialect === 'sqlite') {
      const key = `${app}@${version}`;
      const run = (this.artifactQueues.get(key) ?? Promise.resolve()).then(() => fn(this));
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      this.artifactQueues.set(key, settled);
      void settled.then(() => {
        if (this.artifactQueues.get(key) === settled) this.artifactQueues.delete(key);
      });
      return run;
    }
    return this.transaction(async (tx) => {
      await tx.artifacts.lockVersion(app, version);
      return fn(tx);
    });
  }
}
