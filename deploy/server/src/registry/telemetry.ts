import { scrubCrashText } from '#shared/contracts/crash-report';
import type { RegistryStore } from './store.js';
import { isRemoteName, type TelemetryEvent } from './types.js';
import { EXPOSE_RE } from './crash-reports.js';
import { stripControls } from '../util/control-chars.js';

export { TELEMETRY_LIMITS, TelemetryThrottle } from './telemetry-throttle.js';

/** An event's series is known: its merchant has a release set and its remote version is published. */
export async function unknownSeries(store: RegistryStore, e: TelemetryEvent): Promise<string | undefined> {
  if (!(await store.releases.get(e.merchant))) return `merchant ${e.merchant} is unknown`;
  if (!(await store.artifacts.get(e.remote, e.version))) return `${e.remote}@${e.version} is not published`;
  return undefined;
}

const KINDS = ['load', 'error', 'fallback', 'render'] as const;
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
  if (o.ticket !== undefined && (typeof o.ticket !== 'string' || o.ticket.length > 2048)) return 'ticket is invalid';
  const ticket = typeof o.ticket === 'string' ? { ticket: o.ticket } : {};
  if (o.kind === 'render') {
    // A render crash: which expose, and its message and first frame, scrubbed again here whatever the browser did.
    if (typeof o.expose !== 'string' || !EXPOSE_RE.test(o.expose)) return 'expose is invalid';
    if (typeof o.message !== 'string' || o.message.length > 1000) return 'message is invalid';
    if (o.frame !== undefined && (typeof o.frame !== 'string' || o.frame.length > 1000)) return 'frame is invalid';
    // Control characters go first: the text reaches operators' terminals (util/control-chars.ts).
    const message = scrubCrashText(stripControls(o.message)) || 'Error';
    return {
      merchant: o.merchant,
      remote: o.remote,
      version: o.version,
      kind: 'render',
      reason: message.slice(0, 64),
      expose: o.expose,
      message,
      ...(typeof o.frame === 'string' && o.frame ? { frame: scrubCrashText(stripControls(o.frame), true) } : {}),
      ...ticket,
    };
  }
  return {
    merchant: o.merchant,
    remote: o.remote,
    version: o.version,
    kind: o.kind as TelemetryEvent['kind'],
    ...(o.reason !== undefined ? { reason: stripControls(o.reason as string) } : {}),
    ...(o.ms !== undefined ? { ms: o.ms as number } : {}),
    ...ticket,
  };
}

/** Adds events to the all-time and per-minute counts (for rates over a window, docs/architecture.md#telemetry). */
export async function recordEvents(store: RegistryStore, events: TelemetryEvent[], nowMs = Date.now()): Promise<void> {
  if (!events.length) return;
  const minute = Math.floor(nowMs / 60_000);
  const writes = events.map((e) => ({
    merchant: e.merchant,
    remote: e.remote,
    version: e.version,
    kind: e.kind,
    ms: Math.round(e.ms ?? 0),
    reason: e.reason ?? null,
    bucket: e.kind === 'load' && e.ms !== undefined ? loadBucket(e.ms) : null,
  }));
  // Minute rows older than the longest window the console asks for are not needed any more.
  await store.telemetry.record(writes, new Date(nowMs).toISOString(), minute, minute - RATE_RETENTION_MINUTES);
  for (const e of events) {
    if (e.kind === 'render' && e.expose && e.message) {
      await store.crashes.record({ merchant: e.merchant, remote: e.remote, version: e.version, expose: e.expose, message: e.message, frame: e.frame ?? null }, new Date(nowMs).toISOString());
    }
  }
}

/**
 * Upper bounds (ms) of the load-time buckets kept per minute for percentiles: finer where loads usually are,
 * coarser in the tail. The last one is the longest `ms` an event may carry.
 */
export const LOAD_BUCKETS_MS = [50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10_000, 20_000, 60_000, 3_600_000] as const;

export function loadBucket(ms: number): number {
  const i = LOAD_BUCKETS_MS.findIndex((upper) => ms <= upper);
  return i < 0 ? LOAD_BUCKETS_MS.length - 1 : i;
}

/**
 * The `p` quantile (0..1) of loads counted per bucket, interpolated linearly inside its bucket (so within one
 * bucket's width of the true value); null without loads.
 */
export function bucketQuantile(counts: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (!total) return null;
  const target = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (let i = 0; i < LOAD_BUCKETS_MS.length; i++) {
    const n = counts.get(i) ?? 0;
    if (seen + n >= target) {
      const lower = i === 0 ? 0 : LOAD_BUCKETS_MS[i - 1]!;
      return Math.round(lower + ((LOAD_BUCKETS_MS[i]! - lower) * (target - seen)) / n);
    }
    seen += n;
  }
  return LOAD_BUCKETS_MS[LOAD_BUCKETS_MS.length - 1]!;
}

/** The longest window rates are asked for (a week), in minutes. */
export const RATE_RETENTION_MINUTES = 7 * 24 * 60;

export type { TelemetryRate, TelemetrySeries } from './api-types.js';
import type { TelemetryPoint, TelemetryRate, TelemetrySeries, TelemetryTrend } from './api-types.js';

/** The steps a trend may use, in minutes: the smallest that keeps a window at or under MAX_POINTS points. */
const SERIES_STEPS_MIN = [1, 5, 15, 30, 60, 180, 360] as const;
export const MAX_POINTS = 48;

export function seriesStepMinutes(windowMs: number): number {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  return SERIES_STEPS_MIN.find((s) => Math.ceil(minutes / s) <= MAX_POINTS) ?? SERIES_STEPS_MIN[SERIES_STEPS_MIN.length - 1]!;
}

/**
 * Each version's loads, errors, error rate and p50/p95 load time per step over the last `windowMs` (the console's
 * trend charts). Steps are aligned to multiples of the step since the epoch, so a point keeps its value from one
 * refresh to the next; the first step is whole (the window reaches back to its start), the last still running.
 * A step without reports is a point of zeros with null rate and times (a gap in the chart, not a fall to 0 ms).
 */
export async function telemetrySeries(store: RegistryStore, windowMs: number, nowMs = Date.now(), filter: { merchant?: string; remote?: string } = {}): Promise<TelemetrySeries> {
  const step = seriesStepMinutes(windowMs);
  const lastSlot = Math.floor(Math.floor(nowMs / 60_000) / step);
  const count = Math.ceil(Math.max(1, Math.ceil(windowMs / 60_000)) / step);
  const firstSlot = lastSlot - count + 1;
  const [rows, buckets] = await Promise.all([store.telemetry.slots(firstSlot * step, step, filter), store.telemetry.loadBucketSlots(firstSlot * step, step, filter)]);
  const keyOf = (r: { merchant: string; remote: string; version: string }) => `${r.merchant}\u0000${r.remote}\u0000${r.version}`;
  const trends = new Map<string, { trend: Omit<TelemetryTrend, 'points'>; counts: { loads: number; errors: number; renders: number }[]; times: Map<number, number>[] }>();
  const entry = (r: { merchant: string; remote: string; version: string }) => {
    let t = trends.get(keyOf(r));
    if (!t) {
      t = {
        trend: { merchant: r.merchant, remote: r.remote, version: r.version },
        counts: Array.from({ length: count }, () => ({ loads: 0, errors: 0, renders: 0 })),
        times: Array.from({ length: count }, () => new Map<number, number>()),
      };
      trends.set(keyOf(r), t);
    }
    return t;
  };
  for (const r of rows) {
    const i = r.slot - firstSlot;
    if (i < 0 || i >= count) continue;
    const c = entry(r).counts[i]!;
    if (r.kind === 'load') c.loads += r.count;
    else if (r.kind === 'error') c.errors += r.count;
    else if (r.kind === 'render') c.renders += r.count;
  }
  for (const b of buckets) {
    const i = b.slot - firstSlot;
    if (i < 0 || i >= count) continue;
    const m = entry(b).times[i]!;
    m.set(b.bucket, (m.get(b.bucket) ?? 0) + b.count);
  }
  const series = [...trends.values()]
    .map(({ trend, counts, times }) => ({
      ...trend,
      points: counts.map(
        (c, i): TelemetryPoint => ({
          ...c,
          errorRate: c.loads + c.errors ? Math.min(1, (c.errors + c.renders) / (c.loads + c.errors)) : null,
          p50Ms: bucketQuantile(times[i]!, 0.5),
          p95Ms: bucketQuantile(times[i]!, 0.95),
        }),
      ),
    }))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const slots = Array.from({ length: count }, (_, i) => new Date((firstSlot + i) * step * 60_000).toISOString());
  return { windowMs, stepMs: step * 60_000, slots, series };
}

/** Loads, errors, the error rate and load times per merchant, remote and version over the last `windowMs`. */
export async function telemetryRates(
  store: RegistryStore,
  windowMs: number,
  nowMs = Date.now(),
  filter: { merchant?: string; remote?: string; version?: string } = {},
): Promise<TelemetryRate[]> {
  const since = Math.floor((nowMs - windowMs) / 60_000) + 1;
  const [rows, buckets] = await Promise.all([store.telemetry.since(since, filter), store.telemetry.loadBucketsSince(since, filter)]);
  const keyOf = (r: { merchant: string; remote: string; version: string }) => `${r.merchant}\u0000${r.remote}\u0000${r.version}`;
  const bucketsOf = new Map<string, Map<number, number>>();
  for (const b of buckets) {
    const m = bucketsOf.get(keyOf(b)) ?? new Map<number, number>();
    m.set(b.bucket, b.count);
    bucketsOf.set(keyOf(b), m);
  }
  const out = new Map<string, Omit<TelemetryRate, 'p50Ms' | 'p95Ms'> & { totalMs: number }>();
  for (const r of rows) {
    const key = keyOf(r);
    const rate = out.get(key) ?? { merchant: r.merchant, remote: r.remote, version: r.version, loads: 0, errors: 0, fallbacks: 0, renders: 0, errorRate: null, avgMs: null, totalMs: 0 };
    if (r.kind === 'load') {
      rate.loads = r.count;
      rate.totalMs = r.totalMs;
    } else if (r.kind === 'error') rate.errors = r.count;
    else if (r.kind === 'render') rate.renders = r.count;
    else rate.fallbacks = r.count;
    out.set(key, rate);
  }
  return [...out.values()].map(({ totalMs, ...r }) => {
    const times = bucketsOf.get(keyOf(r)) ?? new Map<number, number>();
    return {
      ...r,
      errorRate: r.loads + r.errors ? Math.min(1, (r.errors + r.renders) / (r.loads + r.errors)) : null,
      avgMs: r.loads ? Math.round(totalMs / r.loads) : null,
      p50Ms: bucketQuantile(times, 0.5),
      p95Ms: bucketQuantile(times, 0.95),
    };
  });
}

export { DEFAULT_CANARY_POLICY, checkCanaries, type CanaryPolicy } from './canary-decision.js';

/** How long a ticket's uses are kept: its lifetime (for the once-per-kind rule) and at least the canary window. */
export const TICKET_USE_RETENTION_MINUTES = 24 * 60;

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

export async function telemetryCounts(store: RegistryStore): Promise<TelemetryCount[]> {
  const rows = await store.telemetry.totals();
  return rows.map((r) => ({
    merchant: r.merchant,
    remote: r.remote,
    version: r.version,
    kind: r.kind,
    count: r.count,
    avgMs: r.kind === 'load' && r.count ? Math.round(r.totalMs / r.count) : null,
    lastReason: r.lastReason,
    lastAt: r.lastAt,
  }));
}
