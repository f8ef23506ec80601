/** Render crashes by version and scrubbed message (`crash_reports`, registry/crash-reports.ts). */
import { sql } from 'kysely';
import { CRASHES_PER_VERSION, type CrashReportRow } from '../crash-reports.js';
import type { Connection } from './connection.js';
import { inSeries, type SeriesFilter } from './series.js';

/** One crash as reported: a row's key and text, before it is counted. */
export type CrashWrite = Omit<CrashReportRow, 'count' | 'firstAt' | 'lastAt'>;

export class CrashesRepository {
  constructor(private readonly c: Connection) {}

  /**
   * Counts a render crash by its scrubbed message; a version's first CRASHES_PER_VERSION distinct messages
   * get rows, later new ones only count in the telemetry totals.
   */
  async record(c: CrashWrite, at: string): Promise<void> {
    const { db } = this.c;
    const existing = await db
      .selectFrom('crash_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant', '=', c.merchant)
      .where('remote', '=', c.remote)
      .where('version', '=', c.version)
      .executeTakeFirst();
    if (Number(existing?.n ?? 0) >= CRASHES_PER_VERSION) {
      await db
        .updateTable('crash_reports')
        .set({ count: sql<number>`count + 1`, last_at: at, frame: c.frame })
        .where('merchant', '=', c.merchant)
        .where('remote', '=', c.remote)
        .where('version', '=', c.version)
        .where('expose', '=', c.expose)
        .where('message', '=', c.message)
        .execute();
      return;
    }
    await db
      .insertInto('crash_reports')
      .values({ ...c, count: 1, first_at: at, last_at: at })
      .onConflict((oc) =>
        oc.columns(['merchant', 'remote', 'version', 'expose', 'message']).doUpdateSet({ count: sql<number>`crash_reports.count + 1`, last_at: at, frame: c.frame }),
      )
      .execute();
  }

  /** Render crashes, most recent first, optionally of one merchant / remote / version. */
  async list(filter: SeriesFilter = {}, limit = 200): Promise<CrashReportRow[]> {
    const rows = await this.c.db.selectFrom('crash_reports').selectAll().where(inSeries(filter)).orderBy('last_at', 'desc').limit(limit).execute();
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
}
