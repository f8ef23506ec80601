import { WindowCounter } from '../security/window-counter.js';
import { ReleaseError, setCanary } from './releases.js';
import type { RegistryStore } from './store.js';
import { isRemoteName, type TelemetryEvent } from './types.js';

/**
 * How much one client can move the counts (docs/architecture.md#telemetry). Reports are anonymous, so the
 * intake bounds each client instead: at most CLIENT_EVENTS events a minute per address (then 429), and
 * of those at most SERIES_EVENTS per (merchant, remote, version, kind) in SERIES_WINDOW_MS (the rest are
 * accepted and dropped). A browser reports a remote once per page load, so real traffic stays far below
 * both. Only known series are stored (the merchant has a release set and the remote's version is
 * published), so the table holds at most merchants × published remote versions × 3 rows.
 */
export const TELEMETRY_LIMITS = { CLIENT_EVENTS: 120, CLIENT_WINDOW_MS: 60_000, SERIES_EVENTS: 5, SERIES_WINDOW_MS: 10 * 60_000 };

export class TelemetryThrottle {
  readonly perClient: WindowCounter;
  readonly perSeries: WindowCounter;

  constructor(limits: Partial<typeof TELEMETRY_LIMITS> = {}) {
    const l = { ...TELEMETRY_LIMITS, ...limits };
    this.perClient = new WindowCounter(l.CLIENT_EVENTS, l.CLIENT_WINDOW_MS);
    this.perSeries = new WindowCounter(l.SERIES_EVENTS, l.SERIES_WINDOW_MS);
  }

  /** Takes a batch from `client`: false when the client is over its rate (nothing counted). */
  admit(client: string, count: number): boolean {
    if (this.perClient.count(client) + count > this.perClient.max) return false;
    return this.perClient.hit(client, count);
  }

  /** The events of a batch that still count for their series. */
  counted(client: string, events: TelemetryEvent[]): TelemetryEvent[] {
    return events.filter((e) => this.perSeries.hit(`${client}\u0000${e.merchant}\u0000${e.remote}\u0000${e.version}\u0000${e.kind}`));
  }
}

/** An event's series is known: its merchant has a release set and its remote version is published. */
export function unknownSeries(store: RegistryStore, e: TelemetryEvent): string | undefined {
  if (!store.getRelease(e.merchant)) return `merchant ${e.merchant} is unknown`;
  if (!store.getArtifact(e.remote, e.version)) return `${e.remote}@${e.version} is not published`;
  return undefined;
}

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
  // Per-minute counts as well, for rates over a window (docs/architecture.md#telemetry).
  const minuteStmt = store.db.prepare(
    `INSERT INTO telemetry_minutes (merchant, remote, version, kind, minute, count, total_ms)
     VALUES (@merchant, @remote, @version, @kind, @minute, 1, @ms)
     ON CONFLICT(merchant, remote, version, kind, minute) DO UPDATE SET count = count + 1, total_ms = total_ms + excluded.total_ms`,
  );
  const now = Date.now();
  const at = new Date(now).toISOString();
  const minute = Math.floor(now / 60_000);
  store.db.transaction(() => {
    for (const e of events) {
      const ms = Math.round(e.ms ?? 0);
      stmt.run({ ...e, ms, reason: e.reason ?? null, at });
      minuteStmt.run({ merchant: e.merchant, remote: e.remote, version: e.version, kind: e.kind, minute, ms });
    }
    // Minute rows older than the longest window the console asks for are not needed any more.
    store.db.prepare('DELETE FROM telemetry_minutes WHERE minute < ?').run(minute - RATE_RETENTION_MINUTES);
  })();
}

/** The longest window rates are asked for (a week), in minutes. */
export const RATE_RETENTION_MINUTES = 7 * 24 * 60;

export interface TelemetryRate {
  merchant: string;
  remote: string;
  version: string;
  loads: number;
  errors: number;
  fallbacks: number;
  /** errors / (loads + errors); null without any attempt. */
  errorRate: number | null;
  avgMs: number | null;
}

/** Loads, errors and the error rate per merchant, remote and version over the last `windowMs`. */
export function telemetryRates(store: RegistryStore, windowMs: number, nowMs = Date.now(), filter: { merchant?: string; remote?: string; version?: string } = {}): TelemetryRate[] {
  const since = Math.floor((nowMs - windowMs) / 60_000) + 1;
  const rows = store.db
    .prepare(
      `SELECT merchant, remote, version, kind, SUM(count) AS count, SUM(total_ms) AS total_ms FROM telemetry_minutes
       WHERE minute >= @since AND (@merchant IS NULL OR merchant = @merchant) AND (@remote IS NULL OR remote = @remote)
         AND (@version IS NULL OR version = @version)
       GROUP BY merchant, remote, version, kind ORDER BY merchant, remote, version`,
    )
    .all({ since, merchant: filter.merchant ?? null, remote: filter.remote ?? null, version: filter.version ?? null }) as {
    merchant: string;
    remote: string;
    version: string;
    kind: string;
    count: number;
    total_ms: number;
  }[];
  const out = new Map<string, TelemetryRate & { totalMs: number }>();
  for (const r of rows) {
    const key = `${r.merchant}\u0000${r.remote}\u0000${r.version}`;
    const rate = out.get(key) ?? { merchant: r.merchant, remote: r.remote, version: r.version, loads: 0, errors: 0, fallbacks: 0, errorRate: null, avgMs: null, totalMs: 0 };
    if (r.kind === 'load') {
      rate.loads = r.count;
      rate.totalMs = r.total_ms;
    } else if (r.kind === 'error') rate.errors = r.count;
    else rate.fallbacks = r.count;
    out.set(key, rate);
  }
  return [...out.values()].map(({ totalMs, ...r }) => ({
    ...r,
    errorRate: r.loads + r.errors ? r.errors / (r.loads + r.errors) : null,
    avgMs: r.loads ? Math.round(totalMs / r.loads) : null,
  }));
}

/**
 * When a canary is switched off by itself: its error rate over `windowMs` above `maxErrorRate`, counted
 * once it has `minSample` attempts (loads + errors). Only validated, rate-limited events reach the counts
 * (at most SERIES_EVENTS per client and series), so one client cannot trip it: the default sample needs
 * reports from several browsers.
 */
export interface CanaryPolicy {
  windowMs: number;
  minSample: number;
  maxErrorRate: number;
}
export const DEFAULT_CANARY_POLICY: CanaryPolicy = { windowMs: 10 * 60_000, minSample: 20, maxErrorRate: 0.25 };

/**
 * Checks the canaries the events were about and switches off each one over the policy's error rate, as a
 * new revision audited as `auto-rollback` with the numbers as its note. Returns the changed release sets.
 */
export function checkCanaries(store: RegistryStore, events: TelemetryEvent[], policy: CanaryPolicy = DEFAULT_CANARY_POLICY, nowMs = Date.now()) {
  const changed = [];
  const seen = new Set<string>();
  for (const e of events) {
    if (e.kind !== 'error') continue;
    const key = `${e.merchant}\u0000${e.remote}\u0000${e.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const release = store.getRelease(e.merchant);
    const canary = release?.remotes[e.remote]?.canary;
    if (!release || canary?.version !== e.version) continue;
    const [rate] = telemetryRates(store, policy.windowMs, nowMs, { merchant: e.merchant, remote: e.remote, version: e.version });
    if (!rate || rate.loads + rate.errors < policy.minSample || (rate.errorRate ?? 0) <= policy.maxErrorRate) continue;
    const minutes = Math.round(policy.windowMs / 60_000);
    const note =
      `canary ${e.remote}@${e.version} switched off: error rate ${Math.round((rate.errorRate ?? 0) * 100)}% ` +
      `(${rate.errors} errors in ${rate.loads + rate.errors} attempts) over ${minutes} min, above ${Math.round(policy.maxErrorRate * 100)}%`;
    try {
      changed.push(setCanary(store, e.merchant, { expectedRevision: release.revision, remote: e.remote, version: null }, 'auto-rollback', 'auto-rollback', note));
    } catch (err) {
      // Another change (or instance) got there first: the next error report checks again.
      if (!(err instanceof ReleaseError)) throw err;
    }
  }
  return changed;
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
