import type { RegistryStore } from './store.js';
import { isRemoteName, type TelemetryEvent } from './types.js';

const KINDS = ['load', 'error', 'fallback'] as const;
const SHORT = /^[A-Za-z0-9._+-]{1,64}$/;

/** Validates one telemetry event; returns an error message or the event. */
export function validateEvent(e: unknown): TelemetryEvent | string {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return 'event must be an object';
  const o = e as Record<string, unknown>;
  if (typeof o.merchant !== 'string' || !SHORT.test(o.merchant)) return 'merchant is invalid';
  if (!isRemoteName(o.remote)) return 'remote is invalid';
  if (typeof o.version !== 'string' || !SHORT.test(o.version)) return 'version is invalid';
  if (typeof o.kind !== 'string' || !(KINDS as readonly string[]).includes(o.kind)) return 'kind is invalid';
  if (o.reason !== undefined && (typeof o.reason !== 'string' || o.reason.length > 64)) return 'reason is invalid';
  if (o.ms !== undefined && (typeof o.ms !== 'number' || !Number.isFinite(o.ms) || o.ms < 0 || o.ms > 3_600_000)) return 'ms is invalid';
  return {
    merchant: o.merchant,
    remote: o.remote,
    version: o.version,
    kind: o.kind as TelemetryEvent['kind'],
    ...(o.reason !== undefined ? { reason: o.reason as string } : {}),
    ...(o.ms !== undefined ? { ms: o.ms as number } : {}),
  };
}

export function recordEvents(store: RegistryStore, events: TelemetryEvent[]): void {
  const stmt = store.db.prepare(
    `INSERT INTO telemetry (merchant, remote, version, kind, count, total_ms, last_reason, last_at)
     VALUES (@merchant, @remote, @version, @kind, 1, @ms, @reason, @at)
     ON CONFLICT(merchant, remote, version, kind) DO UPDATE SET
       count = count + 1, total_ms = total_ms + excluded.total_ms,
       last_reason = COALESCE(excluded.last_reason, last_reason), last_at = excluded.last_at`,
  );
  const at = new Date().toISOString();
  store.db.transaction(() => {
    for (const e of events) stmt.run({ ...e, ms: Math.round(e.ms ?? 0), reason: e.reason ?? null, at });
  })();
}

export interface TelemetryCount {
  merchant: string;
  remote: string;
  version: string;
  kind: string;
  count: number;
  avgMs: number | null;
  lastReason: string | null;
  lastAt: string;
}

export function telemetryCounts(store: RegistryStore): TelemetryCount[] {
  const rows = store.db.prepare('SELECT * FROM telemetry ORDER BY merchant, remote, version, kind').all() as {
    merchant: string;
    remote: string;
    version: string;
    kind: string;
    count: number;
    total_ms: number;
    last_reason: string | null;
    last_at: string;
  }[];
  return rows.map((r) => ({
    merchant: r.merchant,
    remote: r.remote,
    version: r.version,
    kind: r.kind,
    count: r.count,
    avgMs: r.kind === 'load' && r.count ? Math.round(r.total_ms / r.count) : null,
    lastReason: r.last_reason,
    lastAt: r.last_at,
  }));
}
