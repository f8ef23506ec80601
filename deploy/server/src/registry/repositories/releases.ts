/** Merchants' release sets (`merchants`, the current one) and every revision of them (`revisions`). */
import type { ReleaseSet } from '../types.js';
import { touched, type Connection } from './connection.js';

export interface MerchantSummary {
  merchant: string;
  revision: number;
  updatedAt: string;
  host: string | null;
}

export interface RevisionRow {
  revision: number;
  at: string;
  actor: string;
  release: ReleaseSet;
}

export class ReleasesRepository {
  constructor(private readonly c: Connection) {}

  /** The merchant's current release set; `lock` (inside a transaction) holds its row until the end on PostgreSQL. */
  async get(merchant: string, options: { lock?: boolean } = {}): Promise<ReleaseSet | undefined> {
    const r = await this.c.db
      .selectFrom('merchants')
      .select('release_json')
      .where('merchant', '=', merchant)
      .$if(Boolean(options.lock) && this.c.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }

  /** The current revision (0 without a release set). */
  async currentRevision(merchant: string): Promise<number> {
    const r = await this.c.db.selectFrom('merchants').select('revision').where('merchant', '=', merchant).executeTakeFirst();
    return r ? Number(r.revision) : 0;
  }

  /**
   * Writes `next` as the merchant's release set if its revision is still `previousRevision`
   * (compare-and-swap: an UPDATE … WHERE revision = ?, or an INSERT that yields to one made meanwhile), and
   * its history row. False when another writer got there first; nothing is written then.
   */
  async put(next: ReleaseSet, previousRevision: number, actor: string): Promise<boolean> {
    const json = JSON.stringify(next);
    const { db } = this.c;
    const written =
      previousRevision === 0
        ? (
            await db
              .insertInto('merchants')
              .values({ merchant: next.merchant, revision: next.revision, release_json: json, updated_at: next.publishedAt })
              .onConflict((oc) => oc.column('merchant').doNothing())
              .executeTakeFirst()
          ).numInsertedOrUpdatedRows
        : (
            await db
              .updateTable('merchants')
              .set({ revision: next.revision, release_json: json, updated_at: next.publishedAt })
              .where('merchant', '=', next.merchant)
              .where('revision', '=', previousRevision)
              .executeTakeFirst()
          ).numUpdatedRows;
    if (touched(written) === 0) return false;
    await db.insertInto('revisions').values({ merchant: next.merchant, revision: next.revision, release_json: json, at: next.publishedAt, actor }).execute();
    return true;
  }

  async listMerchants(): Promise<MerchantSummary[]> {
    const rows = await this.c.db.selectFrom('merchants').select(['merchant', 'revision', 'updated_at', 'release_json']).orderBy('merchant').execute();
    return rows.map((r) => ({
      merchant: r.merchant,
      revision: Number(r.revision),
      updatedAt: r.updated_at,
      host: (JSON.parse(r.release_json) as ReleaseSet).host?.version ?? null,
    }));
  }

  async history(merchant: string): Promise<RevisionRow[]> {
    const rows = await this.c.db
      .selectFrom('revisions')
      .select(['revision', 'at', 'actor', 'release_json'])
      .where('merchant', '=', merchant)
      .orderBy('revision')
      .execute();
    return rows.map((r) => ({ revision: Number(r.revision), at: r.at, actor: r.actor, release: JSON.parse(r.release_json) as ReleaseSet }));
  }

  async getRevision(merchant: string, revision: number): Promise<ReleaseSet | undefined> {
    const r = await this.c.db
      .selectFrom('revisions')
      .select('release_json')
      .where('merchant', '=', merchant)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return r ? (JSON.parse(r.release_json) as ReleaseSet) : undefined;
  }
}
