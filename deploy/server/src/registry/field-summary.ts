/**
 * The field data as ops read it (console, `tessera vitals`, Prometheus): per merchant, app and version over a
 * window, the quantiles of each metric from the merged sketch bins, flow success rates, the canary beside stable
 * with the comparison's statistics, and a p75 trend. docs/field-truth.md.
 */
import { FIELD_METRICS, addTo, countOf, quantiles, rating, type Bins, type FieldMetric, type Rating } from './field-sketch.js';
import { compareP75, proportionTest, type P75Comparison, type ProportionTest } from './field-stats.js';
import type { FieldFilter, FieldRepository } from './repositories/field.js';
import type { ReleaseSet } from './types.js';

export type FieldRole = 'stable' | 'canary' | 'fallback' | 'other';

export interface MetricSummary {
  count: number;
  p50: number | null;
  p75: number | null;
  p95: number | null;
  /** The web.dev rating of p75. */
  rating: Rating | null;
}
export interface FlowSummary {
  flow: string;
  ok: number;
  fail: number;
  /** ok / (ok + fail). */
  successRate: number | null;
  /** The most frequent failure keys. */
  errors: { key: string; count: number }[];
}
export interface VersionSummary {
  merchant: string;
  app: string;
  version: string;
  role: FieldRole;
  vitals: Record<FieldMetric, MetricSummary>;
  flows: FlowSummary[];
  /** A canary against its stable version: LCP and INP p75s and whether the difference is significant. */
  vsStable?: { LCP: P75Comparison; INP: P75Comparison; failures: ProportionTest & { canaryAttempts: number; stableAttempts: number } };
}
export interface FieldTrend {
  merchant: string;
  app: string;
  version: string;
  metric: FieldMetric;
  /** p75 per step (null: no measurements in it). */
  p75: (number | null)[];
  counts: number[];
}
export interface FieldSummary {
  windowMs: number;
  stepMs: number;
  slots: string[];
  versions: VersionSummary[];
  trends: FieldTrend[];
}

/** The role a version plays in its merchant's release set. */
export function roleOf(release: ReleaseSet | undefined, app: string, version: string): FieldRole {
  if (!release) return 'other';
  if (app === 'host') return release.host.version === version ? 'stable' : 'other';
  const r = release.remotes[app as keyof ReleaseSet['remotes']];
  if (r?.canary?.version === version) return 'canary';
  if (r?.version === version) return 'stable';
  if (r?.fallback?.version === version) return 'fallback';
  return 'other';
}

/** Trend steps: 5 minutes over an hour, an hour over a day, six hours over a week (buckets are at least that fine then). */
export function trendStepMinutes(windowMs: number): number {
  return windowMs <= 3_600_000 ? 5 : windowMs <= 86_400_000 ? 60 : 360;
}

const keyOf = (r: { merchant: string; app: string; version: string }) => `${r.merchant}\u0000${r.app}\u0000${r.version}`;

function metricSummary(metric: FieldMetric, bins: Bins): MetricSummary {
  const [p50, p75, p95] = quantiles(metric, bins, [0.5, 0.75, 0.95]);
  return { count: countOf(bins), p50: p50 ?? null, p75: p75 ?? null, p95: p95 ?? null, rating: p75 == null ? null : rating(metric, p75) };
}

export async function fieldSummary(
  repo: FieldRepository,
  releaseOf: (merchant: string) => Promise<ReleaseSet | undefined>,
  windowMs: number,
  nowMs = Date.now(),
  filter: FieldFilter = {},
): Promise<FieldSummary> {
  const step = trendStepMinutes(windowMs);
  const lastSlot = Math.floor(nowMs / 60_000 / step);
  const count = Math.max(1, Math.ceil(windowMs / 60_000 / step));
  const firstSlot = lastSlot - count + 1;
  const since = firstSlot * step;
  const [vitalRows, flowRows] = await Promise.all([repo.vitals(since, filter), repo.flows(since, filter)]);

  const series = new Map<string, { merchant: string; app: string; version: string; bins: Map<FieldMetric, Bins>; slots: Map<FieldMetric, Bins[]>; flows: Map<string, FlowSummary> }>();
  const entry = (r: { merchant: string; app: string; version: string }) => {
    const k = keyOf(r);
    let s = series.get(k);
    if (!s) series.set(k, (s = { merchant: r.merchant, app: r.app, version: r.version, bins: new Map(), slots: new Map(), flows: new Map() }));
    return s;
  };
  for (const r of vitalRows) {
    const metric = r.metric as FieldMetric;
    const s = entry(r);
    addTo(s.bins.get(metric) ?? s.bins.set(metric, new Map()).get(metric)!, r.bin, r.count);
    const slot = Math.floor(r.bucket / step) - firstSlot;
    if (slot < 0 || slot >= count) continue;
    const slots = s.slots.get(metric) ?? s.slots.set(metric, Array.from({ length: count }, () => new Map())).get(metric)!;
    addTo(slots[slot]!, r.bin, r.count);
  }
  for (const r of flowRows) {
    const s = entry(r);
    const f = s.flows.get(r.flow) ?? s.flows.set(r.flow, { flow: r.flow, ok: 0, fail: 0, successRate: null, errors: [] }).get(r.flow)!;
    if (r.outcome === 'ok') f.ok += r.count;
    else {
      f.fail += r.count;
      const e = f.errors.find((x) => x.key === r.errorKey);
      if (e) e.count += r.count;
      else f.errors.push({ key: r.errorKey, count: r.count });
    }
  }

  const releases = new Map<string, ReleaseSet | undefined>();
  for (const s of series.values()) if (!releases.has(s.merchant)) releases.set(s.merchant, await releaseOf(s.merchant));
  const versions: VersionSummary[] = [...series.values()].map((s) => ({
    merchant: s.merchant,
    app: s.app,
    version: s.version,
    role: roleOf(releases.get(s.merchant), s.app, s.version),
    vitals: Object.fromEntries(FIELD_METRICS.map((m) => [m, metricSummary(m, s.bins.get(m) ?? new Map())])) as Record<FieldMetric, MetricSummary>,
    flows: [...s.flows.values()]
      .map((f) => ({ ...f, successRate: f.ok + f.fail ? f.ok / (f.ok + f.fail) : null, errors: f.errors.sort((a, b) => b.count - a.count).slice(0, 5) }))
      .sort((a, b) => a.flow.localeCompare(b.flow)),
  }));
  // A canary beside the stable version of the same app and merchant.
  for (const v of versions) {
    if (v.role !== 'canary') continue;
    const stable = versions.find((o) => o.merchant === v.merchant && o.app === v.app && o.role === 'stable');
    const own = series.get(keyOf(v))!;
    const theirs = stable ? series.get(keyOf(stable))! : undefined;
    const failures = (fs: FlowSummary[]) => fs.reduce((a, f) => ({ fail: a.fail + f.fail, all: a.all + f.ok + f.fail }), { fail: 0, all: 0 });
    const c = failures(v.flows);
    const st = failures(stable?.flows ?? []);
    v.vsStable = {
      LCP: compareP75('LCP', own.bins.get('LCP') ?? new Map(), theirs?.bins.get('LCP') ?? new Map()),
      INP: compareP75('INP', own.bins.get('INP') ?? new Map(), theirs?.bins.get('INP') ?? new Map()),
      failures: { ...proportionTest(c.fail, c.all, st.fail, st.all), canaryAttempts: c.all, stableAttempts: st.all },
    };
  }
  versions.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

  const trends: FieldTrend[] = [];
  for (const s of series.values()) {
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      const slots = s.slots.get(metric);
      if (!slots) continue;
      trends.push({
        merchant: s.merchant,
        app: s.app,
        version: s.version,
        metric,
        p75: slots.map((b) => quantiles(metric, b, [0.75])[0] ?? null),
        counts: slots.map(countOf),
      });
    }
  }
  trends.sort((a, b) => `${keyOf(a)}\u0000${a.metric}`.localeCompare(`${keyOf(b)}\u0000${b.metric}`));
  const slots = Array.from({ length: count }, (_, i) => new Date((firstSlot + i) * step * 60_000).toISOString());
  return { windowMs, stepMs: step * 60_000, slots, versions, trends };
}
