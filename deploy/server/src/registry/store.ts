import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { openRegistryDb, type DialectName, type RegistryTables } from './db.js';

type TelemetryTables = Pick<RegistryTables, 'telemetry_ticket_uses'>;

const linkView = (r: RegistryTables['override_links']): OverrideLinkView => ({
  id: r.id,
  merchant: r.merchant,
  remote: r.remote,
  version: r.version,
  devUrl: r.dev_url,
  createdBy: r.created_by,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  revokedBy: r.revoked_by,
  boundAt: r.bound_at,
});
import type { AppName, ReleaseSet } from './types.js';
import { CRASHES_PER_VERSION, type CrashReportRow } from './crash-reports.js';

export interface ArtifactRecord {
  app: AppName;
  version: string;
  federationName: string;
  integrity: string;
  entry: string;
  contentHash: string;
  manifest: unknown;
  publishedAt: string;
  /** The credential that published it; absent for versions published before credentials had names. */
  publishedBy?: string | null;
}

/** A named ops credential as stored: the token's SHA-256, never the token (registry/credentials.ts). */
export interface CredentialRecord {
  name: string;
  tokenHash: string;
  scopes: string[];
  createdAt: string;
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export type { AuditRow } from './api-types.js';
import type { AuditRow, MerchantPolicy, OpsAlert, OverrideLinkView, Verification } from './api-types.js';

export interface AuditFilter {
  merchant?: string;
  action?: string;
  /** Who: a credential's name (`bootstrap` also finds `bootstrap (<actor>)`). */
  actor?: string;
}

/** One series of the telemetry: a version of a merchant's remote. */
export interface SeriesKey {
  merchant: string;
  remote: string;
  version: string;
}
/** One merchant, remote and/or version of the telemetry and crash tables; what is not set is not filtered. */
export type SeriesFilter = Partial<SeriesKey>;

export interface TelemetryWrite extends SeriesKey {
  kind: string;
  ms: number;
  reason: string | null;
  /** The load-time bucket of a load (LOAD_BUCKETS_MS of telemetry.ts); null for other kinds. */
  bucket: number | null;
}

export interface LoadBucketSum extends SeriesKey {
  bucket: number;
  count: number;
}

export interface TelemetryMinuteSum extends SeriesKey {
  kind: string;
  count: number;
  totalMs: number;
}

/** Per-minute counts summed per slot of `step` minutes (slot = floor(minute / step)). */
export interface TelemetrySlotSum extends SeriesKey {
  kind: string;
  slot: number;
  count: number;
}

/** Loads per load-time bucket summed per slot of `step` minutes. */
export interface LoadBucketSlotSum extends SeriesKey {
  slot: number;
  bucket: number;
  count: number;
}

export interface TelemetryTotalRow extends TelemetryMinuteSum {
  lastReason: string | null;
  lastAt: string;
}

type Db = Kysely<RegistryTables> | Transaction<RegistryTables>;

type ArtifactDbRow = RegistryTables['artifacts'];

const toArtifact = (r: ArtifactDbRow): ArtifactRecord => ({
  app: r.app as AppName,
  version: r.version,
  federationName: r.federation_name,
  integrity: r.integrity,
  entry: r.entry,
  contentHash: r.content_hash,
  manifest: JSON.parse(r.manifest_json),
  publishedAt: r.published_at,
  publishedBy: r.published_by ?? null,
});

const toCredential = (r: RegistryTables['credentials']): CredentialRecord => ({
  name: r.name,
  tokenHash: r.token_hash,
  scopes: JSON.parse(r.scopes_json) as string[],
  createdAt: r.created_at,
  createdBy: r.created_by,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

/** The key order every multi-row telemetry write takes its row locks in, so two instances cannot deadlock. */
/** The filter as one condition (no part set: always true). */
const inSeries =
  (filter: SeriesFilter) =>
  (eb: ExpressionBuilder<RegistryTables, 'crash_reports' | 'telemetry_minutes' | 'telemetry_load_buckets'>) =>
    eb.and((['merchant', 'remote', 'version'] as const).flatMap((column) => (filter[column] === undefined ? [] : [eb(column, '=', filter[column])])));

/**
 * The slot of `step` minutes a row's minute falls in. Integer division on both databases: `minute` is an
 * integer column and `step` a literal integer.
 */
const minuteSlot = (step: number) => sql<number>`minute / ${sql.lit(Math.max(1, Math.trunc(step)))}`;

const telemetryKey = (e: TelemetryWrite) => `${e.merchant}\u0000${e.remote}\u0000${e.version}\u0000${e.kind}`;

/**
 * The registry's store (docs/architecture.md#database-and-instances): artifacts, release sets with their
 * revisions, audit and telemetry, on SQLite by default or PostgreSQL when a database URL is given. Every
 * method is async; `transaction` hands out a store bound to one transaction.
 */
export class RegistryStore {
  /** Publishes of one app version in progress on SQLite (see withArtifactLock). */
  private readonly artifactQueues = new Map<string, Promise<void>>();

  private constructor(
    private readonly db: Db,
    readonly dialect: DialectName,
  ) {}

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

  // ---- artifacts --------------------------------------------------------------------------------

  async getArtifact(app: string, version: string): Promise<ArtifactRecord | undefined> {
    const r = await this.db.selectFrom('artifacts').selectAll().where('app', '=', app).where('version', '=', version).executeTakeFirst();
    return r && toArtifact(r);
  }

  /** The most recently published artifact of an app. */
  async latestArtifact(app: string): Promise<ArtifactRecord | undefined> {
    const r = await this.db.selectFrom('artifacts').selectAll().where('app', '=', app).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    return r && toArtifact(r);
  }

  async listArtifacts(app?: string): Promise<ArtifactRecord[]> {
    const rows = await this.db
      .selectFrom('artifacts')
      .selectAll()
      .$if(app !== undefined, (q) => q.where('app', '=', app as string))
      .orderBy('app')
      .orderBy('seq')
      .execute();
    return rows.map(toArtifact);
  }

  /**
   * Records a published artifact unless that app and version exist already (another instance may publish
   * the same version at the same moment): true when this call inserted it.
   */
  async insertArtifact(a: ArtifactRecord): Promise<boolean> {
    const res = await this.db
      .insertInto('artifacts')
      .values({
        app: a.app,
        version: a.version,
        federation_name: a.federationName,
        integrity: a.integrity,
        entry: a.entry,
        content_hash: a.contentHash,
        manifest_json: JSON.stringify(a.manifest),
        published_at: a.publishedAt,
        published_by: a.publishedBy ?? null,
        seq: sql<number>`(SELECT COALESCE(MAX(seq), 0) + 1 FROM artifacts)`,
      })
      .onConflict((oc) => oc.columns(['app', 'version']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
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
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`tessera artifact ${app}@${version}`}))`.execute(tx.db);
      return fn(tx);
    });
  }

  // ---- release sets ------------------------------------------------------------------------------

  /** The merchant's current release set; `lock` (inside `transaction`) holds its row until the end on PostgreSQL. */
  async getRelease(merchant: string, options: { lock?: boolean } = {}): Promise<ReleaseSet | undefined> {
    const r = await this.db
      .selectFrom('merchants')
      .select('release_json')
      .where('merchant', '=', merchant)
      .$if(Boolean(options.lock) && this.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }

  /** The current revision (0 without a release set). */
  async currentRevision(merchant: string): Promise<number> {
    const r = await this.db.selectFrom('merchants').select('revision').where('merchant', '=', merchant).executeTakeFirst();
    return r ? Number(r.revision) : 0;
  }

  /**
   * Writes `next` as the merchant's release set if its revision is still `previousRevision`
   * (compare-and-swap: an UPDATE … WHERE revision = ?, or an INSERT that yields to one made meanwhile), and
   * its history row. False when another writer got there first; nothing is written then.
   */
  async putRelease(next: ReleaseSet, previousRevision: number, actor: string): Promise<boolean> {
    const json = JSON.stringify(next);
    let written: bigint | undefined;
    if (previousRevision === 0) {
      const res = await this.db
        .insertInto('merchants')
        .values({ merchant: next.merchant, revision: next.revision, release_json: json, updated_at: next.publishedAt })
        .onConflict((oc) => oc.column('merchant').doNothing())
        .executeTakeFirst();
      written = res.numInsertedOrUpdatedRows;
    } else {
      const res = await this.db
        .updateTable('merchants')
        .set({ revision: next.revision, release_json: json, updated_at: next.publishedAt })
        .where('merchant', '=', next.merchant)
        .where('revision', '=', previousRevision)
        .executeTakeFirst();
      written = res.numUpdatedRows;
    }
    if (!written || Number(written) === 0) return false;
    await this.db
      .insertInto('revisions')
      .values({ merchant: next.merchant, revision: next.revision, release_json: json, at: next.publishedAt, actor })
      .execute();
    return true;
  }

  async listMerchants(): Promise<{ merchant: string; revision: number; updatedAt: string; host: string | null }[]> {
    const rows = await this.db.selectFrom('merchants').select(['merchant', 'revision', 'updated_at', 'release_json']).orderBy('merchant').execute();
    return rows.map((r) => ({
      merchant: r.merchant,
      revision: Number(r.revision),
      updatedAt: r.updated_at,
      host: (JSON.parse(r.release_json) as ReleaseSet).host?.version ?? null,
    }));
  }

  async history(merchant: string): Promise<{ revision: number; at: string; actor: string; release: ReleaseSet }[]> {
    const rows = await this.db
      .selectFrom('revisions')
      .select(['revision', 'at', 'actor', 'release_json'])
      .where('merchant', '=', merchant)
      .orderBy('revision')
      .execute();
    return rows.map((r) => ({ revision: Number(r.revision), at: r.at, actor: r.actor, release: JSON.parse(r.release_json) as ReleaseSet }));
  }

  async getRevision(merchant: string, revision: number): Promise<ReleaseSet | undefined> {
    const r = await this.db
      .selectFrom('revisions')
      .select('release_json')
      .where('merchant', '=', merchant)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }

  // ---- audit -------------------------------------------------------------------------------------

  /** The newest `limit` audit rows, newest first, optionally of one merchant and/or one action. */
  async audit(limit = 500, filter: AuditFilter = {}): Promise<AuditRow[]> {
    const rows = await this.db
      .selectFrom('audit')
      .selectAll()
      .$if(filter.merchant !== undefined, (q) => q.where('merchant', '=', filter.merchant as string))
      .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action as string))
      .$if(filter.actor !== undefined, (q) => q.where((eb) => eb.or([eb('actor', '=', filter.actor as string), eb('actor', 'like', `${(filter.actor as string).replace(/[%_\\]/g, '')} (%)`)])))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      actor: r.actor,
      merchant: r.merchant,
      action: r.action,
      before: r.before_json ? JSON.parse(r.before_json) : null,
      after: r.after_json ? JSON.parse(r.after_json) : null,
      ...(r.note ? { note: r.note } : {}),
    }));
  }

  async addAudit(actor: string, merchant: string, action: string, before: unknown, after: unknown, note?: string): Promise<void> {
    await this.db
      .insertInto('audit')
      .values({
        at: new Date().toISOString(),
        actor,
        merchant,
        action,
        before_json: before == null ? null : JSON.stringify(before),
        after_json: after == null ? null : JSON.stringify(after),
        note: note ?? null,
      })
      .execute();
  }

  // ---- override links --------------------------------------------------------------------------------

  async insertOverrideLink(l: Omit<OverrideLinkView, 'revokedAt' | 'revokedBy' | 'boundAt'>): Promise<void> {
    await this.db
      .insertInto('override_links')
      .values({ id: l.id, merchant: l.merchant, remote: l.remote, version: l.version, dev_url: l.devUrl, created_by: l.createdBy, created_at: l.createdAt, expires_at: l.expiresAt })
      .execute();
  }

  async overrideLink(id: string): Promise<(OverrideLinkView & { browserHash: string | null }) | undefined> {
    const r = await this.db.selectFrom('override_links').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? { ...linkView(r), browserHash: r.browser_hash } : undefined;
  }

  /** Links not yet expired (revoked ones included, so the console shows them), newest first. */
  async liveOverrideLinks(nowIso: string, merchant?: string): Promise<OverrideLinkView[]> {
    const rows = await this.db
      .selectFrom('override_links')
      .selectAll()
      .where('expires_at', '>', nowIso)
      .$if(merchant !== undefined, (q) => q.where('merchant', '=', merchant as string))
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
    return rows.map(linkView);
  }

  /** Binds a link to a browser if no browser has it yet; true when it is (now or already) this browser's. */
  async bindOverrideLink(id: string, browserHash: string, at: string): Promise<boolean> {
    await this.db.updateTable('override_links').set({ browser_hash: browserHash, bound_at: at }).where('id', '=', id).where('browser_hash', 'is', null).execute();
    const r = await this.db.selectFrom('override_links').select('browser_hash').where('id', '=', id).executeTakeFirst();
    return r?.browser_hash === browserHash;
  }

  /** Revokes a live link; false when there is no such link or it was revoked already. */
  async revokeOverrideLink(id: string, by: string, at: string): Promise<boolean> {
    const res = await this.db.updateTable('override_links').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  // ---- telemetry tickets and ops alerts ------------------------------------------------------------

  private ticketSweepMinute = 0;

  /**
   * Claims one use of a ticket for a remote and kind: true when this is its first report of that kind (on any
   * instance), false when one was counted already. Uses older than `oldestMinute` are dropped on the way.
   */
  async claimTicketUse(use: TelemetryTables['telemetry_ticket_uses'], oldestMinute: number): Promise<boolean> {
    const res = await this.db
      .insertInto('telemetry_ticket_uses')
      .values(use)
      .onConflict((oc) => oc.columns(['ticket', 'remote', 'kind']).doNothing())
      .executeTakeFirst();
    // Old uses go about every ten minutes, not on every report.
    if (use.minute - this.ticketSweepMinute >= 10) {
      this.ticketSweepMinute = use.minute;
      await this.db.deleteFrom('telemetry_ticket_uses').where('minute', '<', oldestMinute).execute();
    }
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** How many distinct tickets, and from how many networks, reported `kinds` for a version since `sinceMinute`. */
  async ticketFigures(merchant: string, remote: string, version: string, kinds: readonly string[], sinceMinute: number): Promise<{ tickets: number; networks: number }> {
    const row = await this.db
      .selectFrom('telemetry_ticket_uses')
      .select((eb) => [eb.fn.count<number>('ticket').distinct().as('tickets'), eb.fn.count<number>('network').distinct().as('networks')])
      .where('merchant', '=', merchant)
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('kind', 'in', kinds)
      .where('minute', '>=', sinceMinute)
      .executeTakeFirst();
    return { tickets: Number(row?.tickets ?? 0), networks: Number(row?.networks ?? 0) };
  }

  /**
   * Raises an alert, or adds `count` to the merchant's open alert of that kind (one whose last report is at or
   * after `openSince`), so a long episode is one row with a growing count.
   */
  async raiseAlert(merchant: string, kind: string, message: string, count: number, at: string, openSince: string): Promise<void> {
    await this.transaction(async (tx) => {
      const open = await tx.db
        .selectFrom('ops_alerts')
        .select(['id'])
        .where('merchant', '=', merchant)
        .where('kind', '=', kind)
        .where('last_at', '>=', openSince)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (open) {
        await tx.db.updateTable('ops_alerts').set({ count: sql<number>`count + ${count}`, message, last_at: at }).where('id', '=', open.id).execute();
      } else {
        await tx.db.insertInto('ops_alerts').values({ merchant, kind, message, count, first_at: at, last_at: at }).execute();
      }
    });
  }

  /** The newest alerts first. */
  async alerts(limit = 50): Promise<OpsAlert[]> {
    const rows = await this.db.selectFrom('ops_alerts').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ id: Number(r.id), merchant: r.merchant, kind: r.kind, message: r.message, count: Number(r.count), firstAt: r.first_at, lastAt: r.last_at }));
  }

  // ---- browser checks and merchant policies ------------------------------------------------------

  async addVerification(v: Verification): Promise<void> {
    await this.db
      .insertInto('verifications')
      .values({ merchant: v.merchant, remote: v.remote, version: v.version, ok: v.ok ? 1 : 0, problems_json: JSON.stringify(v.problems), at: v.at, actor: v.actor })
      .execute();
  }

  /** The last check of each remote version on a merchant (or of one remote version), newest first. */
  async lastVerifications(merchant: string, only?: { remote: string; version: string }): Promise<Verification[]> {
    const rows = await this.db
      .selectFrom('verifications')
      .selectAll()
      .where('merchant', '=', merchant)
      .$if(only !== undefined, (q) => q.where('remote', '=', only!.remote).where('version', '=', only!.version))
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    const seen = new Set<string>();
    const out: Verification[] = [];
    for (const r of rows) {
      const key = `${r.remote}@${r.version}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ merchant: r.merchant, remote: r.remote, version: r.version, ok: Number(r.ok) === 1, problems: JSON.parse(r.problems_json) as string[], at: r.at, actor: r.actor });
    }
    return out;
  }

  async getPolicy(merchant: string): Promise<MerchantPolicy> {
    const r = await this.db.selectFrom('merchant_policies').select('require_verify').where('merchant', '=', merchant).executeTakeFirst();
    return { merchant, requireVerifiedRelease: Number(r?.require_verify ?? 0) === 1 };
  }

  async setPolicy(p: MerchantPolicy, actor: string): Promise<void> {
    const at = new Date().toISOString();
    await this.db
      .insertInto('merchant_policies')
      .values({ merchant: p.merchant, require_verify: p.requireVerifiedRelease ? 1 : 0, updated_at: at, actor })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ require_verify: p.requireVerifiedRelease ? 1 : 0, updated_at: at, actor }))
      .execute();
  }

  // ---- credentials -------------------------------------------------------------------------------

  /** Stores a new credential; false when the name is taken (by a live or a revoked one: names stay unique for the audit). */
  async insertCredential(c: CredentialRecord): Promise<boolean> {
    const res = await this.db
      .insertInto('credentials')
      .values({
        name: c.name,
        token_hash: c.tokenHash,
        scopes_json: JSON.stringify(c.scopes),
        created_at: c.createdAt,
        created_by: c.createdBy,
        expires_at: c.expiresAt,
        revoked_at: c.revokedAt,
        last_used_at: c.lastUsedAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The credential whose token has this SHA-256 (revoked and expired ones included: the caller decides). */
  async credentialByHash(tokenHash: string): Promise<CredentialRecord | undefined> {
    const r = await this.db.selectFrom('credentials').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return r && toCredential(r);
  }

  async listCredentials(): Promise<CredentialRecord[]> {
    const rows = await this.db.selectFrom('credentials').selectAll().orderBy('created_at').orderBy('name').execute();
    return rows.map(toCredential);
  }

  /** Revokes a live credential: false when there is none of that name (or it is revoked already). */
  async revokeCredential(name: string, at: string): Promise<boolean> {
    const res = await this.db.updateTable('credentials').set({ revoked_at: at }).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Notes when a credential was last used (at most once a minute per credential, see credentials.ts). */
  async touchCredential(name: string, at: string): Promise<void> {
    await this.db.updateTable('credentials').set({ last_used_at: at }).where('name', '=', name).execute();
  }

  // ---- telemetry ---------------------------------------------------------------------------------

  /**
   * Adds events to the all-time counts and to the per-minute counts of `minute`, then drops minute rows
   * older than `oldestMinute`; one transaction.
   */
  async recordTelemetry(events: TelemetryWrite[], at: string, minute: number, oldestMinute: number): Promise<void> {
    const sorted = [...events].sort((a, b) => (telemetryKey(a) < telemetryKey(b) ? -1 : telemetryKey(a) > telemetryKey(b) ? 1 : 0));
    await this.transaction(async (tx) => {
      for (const e of sorted) {
        await tx.db
          .insertInto('telemetry')
          .values({ merchant: e.merchant, remote: e.remote, version: e.version, kind: e.kind, count: 1, total_ms: e.ms, last_reason: e.reason, last_at: at })
          .onConflict((oc) =>
            oc.columns(['merchant', 'remote', 'version', 'kind']).doUpdateSet({
              count: sql<number>`telemetry.count + 1`,
              total_ms: sql<number>`telemetry.total_ms + excluded.total_ms`,
              last_reason: sql<string | null>`COALESCE(excluded.last_reason, telemetry.last_reason)`,
              last_at: sql<string>`excluded.last_at`,
            }),
          )
          .execute();
        await tx.db
          .insertInto('telemetry_minutes')
          .values({ merchant: e.merchant, remote: e.remote, version: e.version, kind: e.kind, minute, count: 1, total_ms: e.ms })
          .onConflict((oc) =>
            oc.columns(['merchant', 'remote', 'version', 'kind', 'minute']).doUpdateSet({
              count: sql<number>`telemetry_minutes.count + 1`,
              total_ms: sql<number>`telemetry_minutes.total_ms + excluded.total_ms`,
            }),
          )
          .execute();
        if (e.bucket === null) continue;
        await tx.db
          .insertInto('telemetry_load_buckets')
          .values({ merchant: e.merchant, remote: e.remote, version: e.version, minute, bucket: e.bucket, count: 1 })
          .onConflict((oc) => oc.columns(['merchant', 'remote', 'version', 'minute', 'bucket']).doUpdateSet({ count: sql<number>`telemetry_load_buckets.count + 1` }))
          .execute();
      }
      await tx.db.deleteFrom('telemetry_minutes').where('minute', '<', oldestMinute).execute();
      await tx.db.deleteFrom('telemetry_load_buckets').where('minute', '<', oldestMinute).execute();
    });
  }

  /**
   * Counts a render crash by its scrubbed message; a version's first CRASHES_PER_VERSION distinct messages
   * get rows, later new ones only count in the telemetry totals.
   */
  async recordCrash(c: { merchant: string; remote: string; version: string; expose: string; message: string; frame: string | null }, at: string): Promise<void> {
    const existing = await this.db
      .selectFrom('crash_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant', '=', c.merchant)
      .where('remote', '=', c.remote)
      .where('version', '=', c.version)
      .executeTakeFirst();
    const full = Number(existing?.n ?? 0) >= CRASHES_PER_VERSION;
    const update = this.db
      .updateTable('crash_reports')
      .set({ count: sql<number>`count + 1`, last_at: at, frame: c.frame })
      .where('merchant', '=', c.merchant)
      .where('remote', '=', c.remote)
      .where('version', '=', c.version)
      .where('expose', '=', c.expose)
      .where('message', '=', c.message);
    if (full) {
      await update.execute();
      return;
    }
    await this.db
      .insertInto('crash_reports')
      .values({ ...c, count: 1, first_at: at, last_at: at })
      .onConflict((oc) =>
        oc.columns(['merchant', 'remote', 'version', 'expose', 'message']).doUpdateSet({ count: sql<number>`crash_reports.count + 1`, last_at: at, frame: c.frame }),
      )
      .execute();
  }

  /** Render crashes, most recent first, optionally of one merchant / remote / version. */
  async crashReports(filter: SeriesFilter = {}, limit = 200): Promise<CrashReportRow[]> {
    const rows = await this.db
      .selectFrom('crash_reports')
      .selectAll()
      .where(inSeries(filter))
      .orderBy('last_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      merchant: r.merchant,
      remote: r.remote,
      version: r.version,
      expose: r.expose,
      message: r.message,
      frame: r.frame,
      count: Number(r.count),
      firstAt: r.first_at,
      lastAt: r.last_at,
    }));
  }

  /** Loads per load-time bucket summed from `sinceMinute` on, per merchant, remote and version. */
  async loadBucketsSince(sinceMinute: number, filter: SeriesFilter = {}): Promise<LoadBucketSum[]> {
    const rows = await this.db
      .selectFrom('telemetry_load_buckets')
      .select(['merchant', 'remote', 'version', 'bucket'])
      .select((eb) => eb.fn.sum<number>('count').as('count'))
      .where('minute', '>=', sinceMinute)
      .where(inSeries(filter))
      .groupBy(['merchant', 'remote', 'version', 'bucket'])
      .orderBy('bucket')
      .execute();
    return rows.map((r) => ({ merchant: r.merchant, remote: r.remote, version: r.version, bucket: Number(r.bucket), count: Number(r.count) }));
  }

  /** Per-minute counts summed from `sinceMinute` on, per merchant, remote, version and kind. */
  async telemetrySince(sinceMinute: number, filter: SeriesFilter = {}): Promise<TelemetryMinuteSum[]> {
    const rows = await this.db
      .selectFrom('telemetry_minutes')
      .select(['merchant', 'remote', 'version', 'kind'])
      .select((eb) => [eb.fn.sum<number>('count').as('count'), eb.fn.sum<number>('total_ms').as('total_ms')])
      .where('minute', '>=', sinceMinute)
      .where(inSeries(filter))
      .groupBy(['merchant', 'remote', 'version', 'kind'])
      .orderBy('merchant')
      .orderBy('remote')
      .orderBy('version')
      .orderBy('kind')
      .execute();
    return rows.map((r) => ({ merchant: r.merchant, remote: r.remote, version: r.version, kind: r.kind, count: Number(r.count), totalMs: Number(r.total_ms) }));
  }

  /** Per-minute counts from `sinceMinute` on, summed per slot of `step` minutes (the points of a trend). */
  async telemetrySlots(sinceMinute: number, step: number, filter: Omit<SeriesFilter, 'version'> = {}): Promise<TelemetrySlotSum[]> {
    const rows = await this.slotSums('telemetry_minutes', 'kind', sinceMinute, step, filter);
    return rows.map((r) => ({ merchant: r.merchant, remote: r.remote, version: r.version, kind: String(r.kind), slot: Number(r.slot), count: Number(r.count) }));
  }

  /** Loads per load-time bucket from `sinceMinute` on, summed per slot of `step` minutes. */
  async loadBucketSlots(sinceMinute: number, step: number, filter: Omit<SeriesFilter, 'version'> = {}): Promise<LoadBucketSlotSum[]> {
    const rows = await this.slotSums('telemetry_load_buckets', 'bucket', sinceMinute, step, filter);
    return rows.map((r) => ({ merchant: r.merchant, remote: r.remote, version: r.version, slot: Number(r.slot), bucket: Number(r.bucket), count: Number(r.count) }));
  }

  /** `count` from `sinceMinute` on, summed per series, `by` and slot of `step` minutes. */
  private slotSums<T extends 'telemetry_minutes' | 'telemetry_load_buckets'>(table: T, by: T extends 'telemetry_minutes' ? 'kind' : 'bucket', sinceMinute: number, step: number, filter: SeriesFilter) {
    const slot = minuteSlot(step);
    return this.db
      .selectFrom(table as 'telemetry_minutes' | 'telemetry_load_buckets')
      .select(['merchant', 'remote', 'version', by])
      .select((eb) => [slot.as('slot'), eb.fn.sum<number>('count').as('count')])
      .where('minute', '>=', sinceMinute)
      .where(inSeries(filter))
      .groupBy(['merchant', 'remote', 'version', by, slot])
      .execute();
  }

  async telemetryTotals(): Promise<TelemetryTotalRow[]> {
    const rows = await this.db.selectFrom('telemetry').selectAll().orderBy('merchant').orderBy('remote').orderBy('version').orderBy('kind').execute();
    return rows.map((r) => ({
      merchant: r.merchant,
      remote: r.remote,
      version: r.version,
      kind: r.kind,
      count: Number(r.count),
      totalMs: Number(r.total_ms),
      lastReason: r.last_reason,
      lastAt: r.last_at,
    }));
  }
}
