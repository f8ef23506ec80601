/**
 * Field truth (registry/field-sketch.ts): Web Vitals as sketch bins and flow outcomes as counts, per merchant ×
 * app × version × route group × device class × time bucket. Every write is an upsert adding counts, so any number
 * of instances write the same rows and their counts merge; ageing moves old buckets into coarser ones.
 */
import { sql, type Kysely } from 'kysely';
import type { RegistryTables } from '../db.js';
import { ageingPlan, type FieldMetric } from '../field-sketch.js';
import { inTransaction, type Connection, type Db } from './connection.js';

export interface FieldTables {
  /** Count of measurements per sketch bin (field-sketch.ts binOf); `size` is the bucket's width in minutes. */
  field_vitals: { merchant: string; app: string; version: string; route: string; device: string; metric: string; size: number; bucket: number; bin: number; count: number };
  /** Flow outcomes: `outcome` ok or fail, `error_key` the failure's message key ('' for ok). */
  field_flows: { merchant: string; app: string; version: string; flow: string; outcome: string; error_key: string; size: number; bucket: number; count: number };
  /** What each page load's ticket has already counted (one row per ticket and item), so a replay counts nothing. */
  field_ticket_uses: { ticket: string; item: string; minute: number };
  /** The share of page loads that measure, per merchant (ops set it). */
  field_settings: { merchant: string; sample_rate: number; updated_at: string; actor: string };
}


export interface VitalWrite {
  merchant: string;
  app: string;
  version: string;
  route: string;
  device: string;
  metric: FieldMetric;
  bin: number;
}
export interface FlowWrite {
  merchant: string;
  app: string;
  version: string;
  flow: string;
  ok: boolean;
  errorKey: string;
}

export interface VitalBinRow {
  merchant: string;
  app: string;
  version: string;
  route: string;
  device: string;
  metric: string;
  bucket: number;
  bin: number;
  count: number;
}
export interface FlowRow {
  merchant: string;
  app: string;
  version: string;
  flow: string;
  outcome: string;
  errorKey: string;
  bucket: number;
  count: number;
}
export interface FieldFilter {
  merchant?: string;
  app?: string;
  version?: string;
}

/** The schema of these tables (a migration of registry/db.ts). */
export async function createFieldTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_vitals')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('bin', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_vitals_pk', ['merchant', 'app', 'version', 'route', 'device', 'metric', 'size', 'bucket', 'bin'])
    .execute();
  await db.schema.createIndex('field_vitals_bucket').ifNotExists().on('field_vitals').columns(['size', 'bucket']).execute();
  await db.schema
    .createTable('field_flows')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error_key', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_flows_pk', ['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', 'size', 'bucket'])
    .execute();
  await db.schema.createIndex('field_flows_bucket').ifNotExists().on('field_flows').columns(['size', 'bucket']).execute();
  await db.schema
    .createTable('field_ticket_uses')
    .ifNotExists()
    .addColumn('ticket', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_ticket_uses_pk', ['ticket', 'item'])
    .execute();
  await db.schema.createIndex('field_ticket_uses_minute').ifNotExists().on('field_ticket_uses').column('minute').execute();
  await db.schema
    .createTable('field_settings')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.primaryKey())
    .addColumn('sample_rate', 'real', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute();
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 400;
const chunks = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export class FieldRepository {
  constructor(private readonly c: Connection) {}

  /** Adds measurements and outcomes to the finest bucket `bucket` (field-sketch.ts bucketOf). */
  async record(vitals: VitalWrite[], flows: FlowWrite[], bucket: number, size: number): Promise<void> {
    const v = new Map<string, RegistryTables['field_vitals']>();
    for (const w of vitals) {
      const row = { merchant: w.merchant, app: w.app, version: w.version, route: w.route, device: w.device, metric: w.metric, size, bucket, bin: w.bin, count: 0 };
      const key = JSON.stringify({ ...row, count: undefined });
      (v.get(key) ?? v.set(key, row).get(key)!).count += 1;
    }
    const f = new Map<string, RegistryTables['field_flows']>();
    for (const w of flows) {
      const row = { merchant: w.merchant, app: w.app, version: w.version, flow: w.flow, outcome: w.ok ? 'ok' : 'fail', error_key: w.ok ? '' : w.errorKey, size, bucket, count: 0 };
      const key = JSON.stringify({ ...row, count: undefined });
      (f.get(key) ?? f.set(key, row).get(key)!).count += 1;
    }
    for (const rows of chunks([...v.values()])) {
      await this.c.db
        .insertInto('field_vitals')
        .values(rows)
        .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'route', 'device', 'metric', 'size', 'bucket', 'bin']).doUpdateSet({ count: sql<number>`field_vitals.count + excluded.count` }))
        .execute();
    }
    for (const rows of chunks([...f.values()])) {
      await this.c.db
        .insertInto('field_flows')
        .values(rows)
        .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', 'size', 'bucket']).doUpdateSet({ count: sql<number>`field_flows.count + excluded.count` }))
        .execute();
    }
  }

  /**
   * Claims `items` for a ticket: the ones not claimed before (by this or any instance) come back, the others
   * (a replay) do not. Uses older than `forgetBefore` (minutes) are forgotten: their tickets have expired.
   */
  async claim(ticket: string, items: string[], minute: number, forgetBefore: number): Promise<Set<string>> {
    if (!items.length) return new Set();
    await this.c.db.deleteFrom('field_ticket_uses').where('minute', '<', forgetBefore).execute();
    const rows = await this.c.db
      .insertInto('field_ticket_uses')
      .values([...new Set(items)].map((item) => ({ ticket, item, minute })))
      .onConflict((oc) => oc.columns(['ticket', 'item']).doNothing())
      .returning('item')
      .execute();
    return new Set(rows.map((r) => r.item));
  }

  /** How many items a ticket has claimed (a page load's budget of flow reports). */
  async claimed(ticket: string): Promise<number> {
    const r = await this.c.db.selectFrom('field_ticket_uses').select((eb) => eb.fn.countAll<number>().as('n')).where('ticket', '=', ticket).executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /**
   * Ages buckets (field-sketch.ts ageingPlan): each level's old rows are added into the next level's bucket, then
   * deleted. One instance at a time (PostgreSQL: an advisory lock; SQLite: its single writer), in one transaction,
   * so no count is moved twice or lost.
   */
  async age(nowMs: number): Promise<void> {
    const run = async (db: Db) => {
      if (this.c.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(35035035)`.execute(db);
      for (const step of ageingPlan(nowMs)) {
        if (step.to !== null) {
          const to = step.to;
          await db
            .insertInto('field_vitals')
            .columns(['merchant', 'app', 'version', 'route', 'device', 'metric', 'size', 'bucket', 'bin', 'count'])
            .expression((eb) =>
              eb
                .selectFrom('field_vitals')
                .select(['merchant', 'app', 'version', 'route', 'device', 'metric', sql.lit(to).as('size'), sql<number>`(bucket / ${sql.lit(to)}) * ${sql.lit(to)}`.as('nb'), 'bin', eb.fn.sum<number>('count').as('n')])
                .where('size', '=', step.from)
                .where('bucket', '<', step.before)
                .groupBy(['merchant', 'app', 'version', 'route', 'device', 'metric', sql`(bucket / ${sql.lit(to)}) * ${sql.lit(to)}`, 'bin']),
            )
            .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'route', 'device', 'metric', 'size', 'bucket', 'bin']).doUpdateSet({ count: sql<number>`field_vitals.count + excluded.count` }))
            .execute();
          await db
            .insertInto('field_flows')
            .columns(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', 'size', 'bucket', 'count'])
            .expression((eb) =>
              eb
                .selectFrom('field_flows')
                .select(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', sql.lit(to).as('size'), sql<number>`(bucket / ${sql.lit(to)}) * ${sql.lit(to)}`.as('nb'), eb.fn.sum<number>('count').as('n')])
                .where('size', '=', step.from)
                .where('bucket', '<', step.before)
                .groupBy(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', sql`(bucket / ${sql.lit(to)}) * ${sql.lit(to)}`]),
            )
            .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', 'size', 'bucket']).doUpdateSet({ count: sql<number>`field_flows.count + excluded.count` }))
            .execute();
        }
        await db.deleteFrom('field_vitals').where('size', '=', step.from).where('bucket', '<', step.before).execute();
        await db.deleteFrom('field_flows').where('size', '=', step.from).where('bucket', '<', step.before).execute();
      }
    };
    await inTransaction(this.c.db, run);
  }

  /** Bins per series and bucket, in buckets starting at or after `sinceMinute`. */
  async vitals(sinceMinute: number, filter: FieldFilter = {}): Promise<VitalBinRow[]> {
    const rows = await this.c.db
      .selectFrom('field_vitals')
      .select(['merchant', 'app', 'version', 'route', 'device', 'metric', 'bucket', 'bin', 'count'])
      .where('bucket', '>=', sinceMinute)
      .$if(filter.merchant !== undefined, (q) => q.where('merchant', '=', filter.merchant!))
      .$if(filter.app !== undefined, (q) => q.where('app', '=', filter.app!))
      .$if(filter.version !== undefined, (q) => q.where('version', '=', filter.version!))
      .execute();
    return rows.map((r) => ({ ...r, bucket: Number(r.bucket), bin: Number(r.bin), count: Number(r.count) }));
  }

  async flows(sinceMinute: number, filter: FieldFilter = {}): Promise<FlowRow[]> {
    const rows = await this.c.db
      .selectFrom('field_flows')
      .select(['merchant', 'app', 'version', 'flow', 'outcome', 'error_key', 'bucket', 'count'])
      .where('bucket', '>=', sinceMinute)
      .$if(filter.merchant !== undefined, (q) => q.where('merchant', '=', filter.merchant!))
      .$if(filter.app !== undefined, (q) => q.where('app', '=', filter.app!))
      .$if(filter.version !== undefined, (q) => q.where('version', '=', filter.version!))
      .execute();
    return rows.map(({ error_key, ...r }) => ({ ...r, errorKey: error_key, bucket: Number(r.bucket), count: Number(r.count) }));
  }

  async sampleRate(merchant: string): Promise<number | undefined> {
    const r = await this.c.db.selectFrom('field_settings').select('sample_rate').where('merchant', '=', merchant).executeTakeFirst();
    return r ? Number(r.sample_rate) : undefined;
  }

  async setSampleRate(merchant: string, rate: number, actor: string, at: string): Promise<void> {
    await this.c.db
      .insertInto('field_settings')
      .values({ merchant, sample_rate: rate, updated_at: at, actor })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ sample_rate: rate, updated_at: at, actor }))
      .execute();
  }

  /** Rows kept, for the bound on storage (tests, metrics). */
  async size(): Promise<{ vitals: number; flows: number }> {
    const [v, f] = await Promise.all([
      this.c.db.selectFrom('field_vitals').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      this.c.db.selectFrom('field_flows').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { vitals: Number(v?.n ?? 0), flows: Number(f?.n ?? 0) };
  }
}
