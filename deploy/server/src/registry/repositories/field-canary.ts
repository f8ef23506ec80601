/**
 * What the field canary decision (registry/field-canary.ts) reads besides the sketches: the networks each
 * version's counted field reports came from (the network its page load's ticket was issued to), and each
 * merchant's field canary policy (registry/field-decision.ts FieldCanaryPolicy).
 */
import type { Kysely } from 'kysely';
import type { FieldCanaryPolicy } from '../field-decision.js';
import type { Connection } from './connection.js';

export interface FieldCanaryTables {
  /** A network (/24, /64) that had field reports about a version counted in a minute. */
  field_networks: { merchant: string; app: string; version: string; network: string; minute: number };
  /** A merchant's field canary policy (absent: the defaults). */
  field_canary_policies: { merchant: string; max_slowdown: number; min_samples: number; min_attempts: number; min_networks: number; updated_at: string; actor: string };
}

/** The schema of these tables (a migration of registry/db.ts). */
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

export class FieldCanaryRepository {
  constructor(private readonly c: Connection) {}

  /** Notes that `network` had reports about these versions counted in `minute` (any instance; idempotent). */
  async noteNetwork(merchant: string, network: string, versions: { app: string; version: string }[], minute: number): Promise<void> {
    const rows = [...new Map(versions.map((v) => [`${v.app}\u0000${v.version}`, v])).values()].map((v) => ({ merchant, app: v.app, version: v.version, network, minute }));
    if (!rows.length) return;
    await this.c.db
      .insertInto('field_networks')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant', 'app', 'version', 'network', 'minute']).doNothing())
      .execute();
  }

  /** Distinct networks with reports about `app@version` counted from `sinceMinute` on. */
  async networks(merchant: string, app: string, version: string, sinceMinute: number): Promise<number> {
    const r = await this.c.db
      .selectFrom('field_networks')
      .select((eb) => eb.fn.count<number>('network').distinct().as('n'))
      .where('merchant', '=', merchant)
      .where('app', '=', app)
      .where('version', '=', version)
      .where('minute', '>=', sinceMinute)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Forgets networks older than any decision window looks. */
  async forgetBefore(minute: number): Promise<void> {
    await this.c.db.deleteFrom('field_networks').where('minute', '<', minute).execute();
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
