/**
 * What the field canary decision (registry/field-canary.ts) reads besides the release: each network's measurements
 * of a canary and of its stable version (the network its page load's ticket was issued to), so the decision weighs
 * networks, not reports; and each merchant's field canary policy (registry/field-decision.ts FieldCanaryPolicy).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { FieldCanaryPolicy } from '../field-decision.js';
import type { Connection } from './connection.js';

/** A flow outcome's row in field_network_bins: metric FLOW, bin 0 for ok and 1 for a failure. */
export const FLOW_METRIC = 'FLOW';

export interface FieldCanaryTables {
  /**
   * One network's (/24, /64) measurements of a version in a minute: Web Vitals per sketch bin (field-sketch.ts
   * binOf), flow outcomes as metric FLOW. Kept only for apps with a running canary (its version and stable's).
   */
  field_network_bins: { merchant: string; app: string; version: string; network: string; metric: string; minute: number; bin: number; count: number };
  /** A merchant's field canary policy (absent: the defaults). */
  field_canary_policies: { merchant: string; max_slowdown: number; min_samples: number; min_attempts: number; min_networks: number; updated_at: string; actor: string };
}

/** One network's measurements as written: a vital's bin, or a flow outcome (metric FLOW). */
export interface NetworkWrite {
  app: string;
  version: string;
  metric: string;
  bin: number;
}
export interface NetworkBinRow extends NetworkWrite {
  network: string;
  count: number;
}

/** The schema of the policies and the first form of the networks' table (a migration of registry/db.ts). */
export async function createFieldCanaryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_networks')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_networks_pk', ['merchant', 'app', 'version', 'network', 'minute'])
    .execute();
  await db.schema.createIndex('field_networks_minute').ifNotExists().on('field_networks').column('minute').execute();
  await db.schema
    .createTable('field_canary_policies')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.primaryKey())
    .addColumn('max_slowdown', 'real', (c) => c.notNull())
    .addColumn('min_samples', 'integer', (c) => c.notNull())
    .addColumn('min_attempts', 'integer', (c) => c.notNull())
    .addColumn('min_networks', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute();
}

/** Networks' measurements instead of their names only (a migration of registry/db.ts): field_networks goes. */
export async function createFieldNetworkBins(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_network_bins')
    .ifNotExists()
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('bin', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_network_bins_pk', ['merchant', 'app', 'version', 'network', 'metric', 'minute', 'bin'])
    .execute();
  await db.schema.createIndex('field_network_bins_minute').ifNotExists().on('field_network_bins').column('minute').execute();
  await db.schema.dropTable('field_networks').ifExists().execute();
}

export class FieldCanaryRepository {
  constructor(private readonly c: Connection) {}

  /** Adds `network`'s measurements in `minute` (any instance: counts add up). */
  async note(merchant: string, network: string, writes: NetworkWrite[], minute: number): Promise<void> {
    const rows = new Map<string, FieldCanaryTables['field_network_bins']>();
    for (const w of writes) {
      const key = `${w.app}\u0000${w.version}\u0000${w.metric}\u0000${w.bin}`;
      const row = rows.get(key) ?? rows.set(key, { merchant, app: w.app, version: w.version, network, metric: w.metric, minute, bin: w.bin, count: 0 }).get(key)!;
      row.count += 1;
    }
    if (!rows.size) return;
    await this.c.db
      .insertInto('field_network_bins')
      .values([...rows.values()])
      .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'network', 'metric', 'minute', 'bin']).doUpdateSet({ count: sql<number>`field_network_bins.count + excluded.count` }))
      .execute();
  }

  /** Each network's measurements of `app` at `versions` from `sinceMinute` on (summed over the minutes). */
  async bins(merchant: string, app: string, versions: string[], sinceMinute: number): Promise<NetworkBinRow[]> {
    if (!versions.length) return [];
    const rows = await this.c.db
      .selectFrom('field_network_bins')
      .select(['app', 'version', 'network', 'metric', 'bin', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('merchant', '=', merchant)
      .where('app', '=', app)
      .where('version', 'in', versions)
      .where('minute', '>=', sinceMinute)
      .groupBy(['app', 'version', 'network', 'metric', 'bin'])
      .execute();
    return rows.map((r) => ({ ...r, bin: Number(r.bin), count: Number(r.count) }));
  }

  /** Forgets measurements older than any decision window looks. */
  async forgetBefore(minute: number): Promise<void> {
    await this.c.db.deleteFrom('field_network_bins').where('minute', '<', minute).execute();
  }

  async policy(merchant: string): Promise<FieldCanaryPolicy | undefined> {
    const r = await this.c.db.selectFrom('field_canary_policies').selectAll().where('merchant', '=', merchant).executeTakeFirst();
    if (!r) return undefined;
    return { maxSlowdown: Number(r.max_slowdown), minSamples: Number(r.min_samples), minAttempts: Number(r.min_attempts), minNetworks: Number(r.min_networks) };
  }

  async setPolicy(merchant: string, p: FieldCanaryPolicy, actor: string, at: string): Promise<void> {
    const values = { max_slowdown: p.maxSlowdown, min_samples: p.minSamples, min_attempts: p.minAttempts, min_networks: p.minNetworks, updated_at: at, actor };
    await this.c.db
      .insertInto('field_canary_policies')
      .values({ merchant, ...values })
      .onConflict((oc) => oc.column('merchant').doUpdateSet(values))
      .execute();
  }
}
