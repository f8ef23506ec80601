/**
 * Each merchant's site settings (`merchant_sites`): its brand (brand/brand.ts, as JSON; none means the platform's
 * own) and the service worker's kill switch. One row per merchant that has either; every instance reads the row on
 * each page, so a change reaches the next page load anywhere.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../brand/brand.js';
import type { Connection } from './connection.js';

export interface SiteTables {
  merchant_sites: { merchant: string; brand_json: string | null; worker_off: number; updated_at: string; actor: string };
}

export interface SiteSettings {
  merchant: string;
  /** The merchant's brand; null: the platform's default brand. */
  brand: Brand | null;
  /** False when ops switched the service worker off (it unregisters itself and clears its caches). */
  workerEnabled: boolean;
}

/** The schema of this table (a migration of registry/db.ts). */
export async function createSiteTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_sites')
    .addColumn('merchant', 'text', (c) => c.primaryKey())
    .addColumn('brand_json', 'text')
    .addColumn('worker_off', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute();
}

export class SitesRepository {
  constructor(private readonly c: Connection) {}

  async get(merchant: string): Promise<SiteSettings> {
    const r = await this.c.db.selectFrom('merchant_sites').select(['brand_json', 'worker_off']).where('merchant', '=', merchant).executeTakeFirst();
    return { merchant, brand: r?.brand_json ? (JSON.parse(r.brand_json) as Brand) : null, workerEnabled: Number(r?.worker_off ?? 0) !== 1 };
  }

  /** Stores the brand (null: back to the platform's). */
  async setBrand(merchant: string, brand: Brand | null, actor: string): Promise<void> {
    await this.upsert(merchant, { brand_json: brand ? JSON.stringify(brand) : null }, actor);
  }

  async setWorker(merchant: string, enabled: boolean, actor: string): Promise<void> {
    await this.upsert(merchant, { worker_off: enabled ? 0 : 1 }, actor);
  }

  private async upsert(merchant: string, change: { brand_json?: string | null; worker_off?: number }, actor: string): Promise<void> {
    const updated_at = new Date().toISOString();
    await this.c.db
      .insertInto('merchant_sites')
      .values({ merchant, brand_json: null, worker_off: 0, ...change, updated_at, actor })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ ...change, updated_at, actor }))
      .execute();
  }
}
