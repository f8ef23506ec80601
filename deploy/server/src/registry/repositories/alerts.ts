/** Alerts for ops (`ops_alerts`, shown in the console): one row per episode, its count growing. */
import { sql } from 'kysely';
import type { OpsAlert } from '../api-types.js';
import { inTransaction, type Connection } from './connection.js';

export class AlertsRepository {
  constructor(private readonly c: Connection) {}

  /**
   * Raises an alert, or adds `count` to the merchant's open alert of that kind (one whose last report is at or
   * after `openSince`), so a long episode is one row with a growing count.
   */
  async raise(merchant: string, kind: string, message: string, count: number, at: string, openSince: string): Promise<void> {
    await inTransaction(this.c.db, async (tx) => {
      const open = await tx
        .selectFrom('ops_alerts')
        .select(['id'])
        .where('merchant', '=', merchant)
        .where('kind', '=', kind)
        .where('last_at', '>=', openSince)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (open) await tx.updateTable('ops_alerts').set({ count: sql<number>`count + ${count}`, message, last_at: at }).where('id', '=', open.id).execute();
      else await tx.insertInto('ops_alerts').values({ merchant, kind, message, count, first_at: at, last_at: at }).execute();
    });
  }

  /** The newest alerts first. */
  async list(limit = 50): Promise<OpsAlert[]> {
    const rows = await this.c.db.selectFrom('ops_alerts').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ id: Number(r.id), merchant: r.merchant, kind: r.kind, message: r.message, count: Number(r.count), firstAt: r.first_at, lastAt: r.last_at }));
  }
}
