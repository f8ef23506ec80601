/**
 * Telemetry counts (`telemetry` all-time, `telemetry_minutes` and `telemetry_load_buckets` per minute) and the
 * ticket uses that make each page load count once per kind (`telemetry_ticket_uses`, registry/telemetry-tickets.ts).
 */
import { sql } from 'kysely';
import type { RegistryTables } from '../db.js';
import { inTransaction, touched, type Connection } from './connection.js';
import { inSeries, type SeriesFilter, type SeriesKey } from './series.js';

export type { SeriesFilter, SeriesKey } from './series.js';

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

export type TicketUse = RegistryTables['telemetry_ticket_uses'];

/**
 * The slot of `step` minutes a row's minute falls in. Integer division on both databases: `minute` is an
 * integer column and `step` a literal integer.
 */
const minuteSlot = (step: number) => sql<number>`minute / ${sql.lit(Math.max(1, Math.trunc(step)))}`;

/** The key order every multi-row telemetry write takes its row locks in, so two instances cannot deadlock. */
const telemetryKey = (e: TelemetryWrite) => `${e.merchant}\u0000${e.remote}\u0000${e.version}\u0000${e.kind}`;

export class TelemetryRepository {
  private ticketSweepMinute = 0;

  constructor(private readonly c: Connection) {}

  /**
   * Adds events to the all-time counts and to the per-minute counts of `minute`, then drops minute rows
   * older than `oldestMinute`; one transaction.
   */
  async record(events: TelemetryWrite[], at: string, minute: number, oldestMinute: number): Promise<void> {
    const sorted = [...events].sort((a, b) => (telemetryKey(a) < telemetryKey(b) ? -1 : telemetryKey(a) > telemetryKey(b) ? 1 : 0));
    await inTransaction(this.c.db, async (tx) => {
      for (const e of sorted) {
        await tx
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
        await tx
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
        await tx
          .insertInto('telemetry_load_buckets')
          .values({ merchant: e.merchant, remote: e.remote, version: e.version, minute, bucket: e.bucket, count: 1 })
          .onConflict((oc) => oc.columns(['merchant', 'remote', 'version', 'minute', 'bucket']).doUpdateSet({ count: sql<number>`telemetry_load_buckets.count + 1` }))
          .execute();
      }
      await tx.deleteFrom('telemetry_minutes').where('minute', '<', oldestMinute).execute();
      await tx.deleteFrom('telemetry_load_buckets').where('minute', '<', oldestMinute).execute();
    });
  }

  /**
   * Claims one use of a ticket for a remote and kind: true when this is its first report of that kind (on any
   * instance), false when one was counted already. Uses older than `oldestMinute` are dropped on the way.
   */
  async claimTicketUse(use: TicketUse, oldestMinute: number): Promise<boolean> {
    const res = await this.c.db
      .insertInto('telemetry_ticket_uses')
      .values(use)
      .onConflict((oc) => oc.columns(['ticket', 'remote', 'kind']).doNothing())
      .executeTakeFirst();
    // Old uses go about every ten minutes, not on every report.
    if (use.minute - this.ticketSweepMinute >= 10) {
      this.ticketSweepMinute = use.minute;
      await this.c.db.deleteFrom('telemetry_ticket_uses').where('minute', '<', oldestMinute).execute();
    }
    return touched(res.numInsertedOrUpdatedRows) > 0;
  }

  /** How many distinct tickets, and from how many networks, reported `kinds` for a version since `sinceMinute`. */
  async ticketFigures(merchant: string, remote: string, version: string, kinds: readonly string[], sinceMinute: number): Promise<{ tickets: number; networks: number }> {
    const row = await this.c.db
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

  /** Distinct page loads (tickets) per network and kind that reported a version since `sinceMinute`. */
  async networkFigures(merchant: string, remote: string, version: string, sinceMinute: number): Promise<{ network: string; kind: string; tickets: number }[]> {
    const rows = await this.c.db
      .selectFrom('telemetry_ticket_uses')
      .select(['network', 'kind'])
      .select((eb) => eb.fn.count<number>('ticket').distinct().as('tickets'))
      .where('merchant', '=', merchant)
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('minute', '>=', sinceMinute)
      .groupBy(['network', 'kind'])
      .execute();
    return rows.map((r) => ({ network: r.network, kind: r.kind, tickets: Number(r.tickets) }));
  }

  /** Loads per load-time bucket summed from `sinceMinute` on, per merchant, remote and version. */
  async loadBucketsSince(sinceMinute: number, filter: SeriesFilter = {}): Promise<LoadBucketSum[]> {
    const rows = await this.c.db
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
  async since(sinceMinute: number, filter: SeriesFilter = {}): Promise<TelemetryMinuteSum[]> {
    const rows = await this.c.db
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
  async slots(sinceMinute: number, step: number, filter: Omit<SeriesFilter, 'version'> = {}): Promise<TelemetrySlotSum[]> {
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
    return this.c.db
      .selectFrom(table as 'telemetry_minutes' | 'telemetry_load_buckets')
      .select(['merchant', 'remote', 'version', by])
      .select((eb) => [slot.as('slot'), eb.fn.sum<number>('count').as('count')])
      .where('minute', '>=', sinceMinute)
      .where(inSeries(filter))
      .groupBy(['merchant', 'remote', 'version', by, slot])
      .execute();
  }

  async totals(): Promise<TelemetryTotalRow[]> {
    const rows = await this.c.db.selectFrom('telemetry').selectAll().orderBy('merchant').orderBy('remote').orderBy('version').orderBy('kind').execute();
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
