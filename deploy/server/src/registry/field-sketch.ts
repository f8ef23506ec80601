/**
 * Field measurements kept as mergeable sketches (docs/field-truth.md): each value goes into one bin of
 * DDSketch's logarithmic mapping (@datadog/sketches-js), so a quantile read back is within SKETCH_ACCURACY of the
 * true one (relative), whatever the distribution. A series is just its bins' counts: two instances' counts, or two
 * time buckets', merge by adding counts per bin (a database upsert does it), with no loss beyond the bin's width.
 *
 * Time buckets age into coarser ones (BUCKET_LEVELS): storage per series is bounded by the number of buckets each
 * level keeps times the bins a metric can span (about 300 at 2 % from 1 ms to a minute).
 */
import { DDSketch } from '@datadog/sketches-js';

/** Relative accuracy of every quantile read from a sketch: within 2 % of the true value. */
export const SKETCH_ACCURACY = 0.02;

export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];
export const isFieldMetric = (v: unknown): v is FieldMetric => typeof v === 'string' && (FIELD_METRICS as readonly string[]).includes(v);

/**
 * web.dev's thresholds (https://web.dev/articles/vitals): at or under `good` is good, over `poor` is poor, between
 * needs improvement. Times in ms; CLS unitless.
 */
export const THRESHOLDS: Record<FieldMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The longest value each metric may carry (a minute of time, a CLS of 10): anything above is not a measurement. */
export const MAX_VALUE: Record<FieldMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

export type Rating = 'good' | 'needs-improvement' | 'poor';
export function rating(metric: FieldMetric, value: number): Rating {
  const t = THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

/** CLS is kept in thousandths so its small values get the same relative accuracy as times in ms. */
const SCALE: Record<FieldMetric, number> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/** The bin of values the mapping cannot tell from zero (a CLS of 0 is common). */
export const ZERO_BIN = -2_147_483_648;

const mapping = new DDSketch({ relativeAccuracy: SKETCH_ACCURACY }).mapping;

/** The bin a value of `metric` falls in. */
export function binOf(metric: FieldMetric, value: number): number {
  const v = value * SCALE[metric];
  return v < mapping.minPossible ? ZERO_BIN : mapping.key(v);
}

/** A series' counts per bin. */
export type Bins = Map<number, number>;

export function addTo(bins: Bins, bin: number, count = 1): Bins {
  bins.set(bin, (bins.get(bin) ?? 0) + count);
  return bins;
}

/** Two series' bins added together (another instance's, or another time bucket's). */
export function mergeBins(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): Bins {
  const out: Bins = new Map(a);
  for (const [bin, n] of b) addTo(out, bin, n);
  return out;
}

export const countOf = (bins: ReadonlyMap<number, number>): number => [...bins.values()].reduce((s, n) => s + n, 0);

/** The library's sketch holding these bins (each bin's representative value, weighted by its count). */
export function sketchOf(bins: ReadonlyMap<number, number>): DDSketch {
  const sketch = new DDSketch({ relativeAccuracy: SKETCH_ACCURACY });
  for (const [bin, n] of bins) if (n > 0) sketch.accept(bin === ZERO_BIN ? 0 : mapping.value(bin), n);
  return sketch;
}

/** The `q` quantile (0..1) of a metric's bins in its own unit, within SKETCH_ACCURACY; null when empty. */
export function quantile(metric: FieldMetric, bins: ReadonlyMap<number, number>, q: number): number | null {
  if (countOf(bins) === 0) return null;
  return sketchOf(bins).getValueAtQuantile(q) / SCALE[metric];
}

/** Several quantiles at once from one sketch. */
export function quantiles(metric: FieldMetric, bins: ReadonlyMap<number, number>, qs: readonly number[]): (number | null)[] {
  if (countOf(bins) === 0) return qs.map(() => null);
  const sketch = sketchOf(bins);
  return qs.map((q) => sketch.getValueAtQuantile(q) / SCALE[metric]);
}

/**
 * Time buckets, finest first: `minutes` wide, kept until `keepMinutes` old, then added into the next level's bucket
 * (the last level's are deleted). Boundaries are aligned (every level divides the next), so each measurement is in
 * exactly one row at any time and a window's sum never counts one twice.
 */
export const BUCKET_LEVELS = [
  { minutes: 5, keepMinutes: 2 * 24 * 60 },
  { minutes: 60, keepMinutes: 15 * 24 * 60 },
  { minutes: 24 * 60, keepMinutes: 90 * 24 * 60 },
] as const;

/** The finest bucket (its start, in minutes since the epoch) a measurement at `nowMs` goes into. */
export function bucketOf(nowMs: number): number {
  const size = BUCKET_LEVELS[0].minutes;
  return Math.floor(nowMs / 60_000 / size) * size;
}

/** One step of ageing: rows of level `from` starting before `before` go into level `to`'s bucket (or away when `to` is null). */
export interface AgeingStep {
  from: number;
  to: number | null;
  before: number;
}

/** What ageing does at `nowMs`, level by level (finest first: a row old enough passes through every level in one run). */
export function ageingPlan(nowMs: number): AgeingStep[] {
  const now = Math.floor(nowMs / 60_000);
  return BUCKET_LEVELS.map((level, i) => {
    const next = BUCKET_LEVELS[i + 1];
    // Only whole buckets of the next level move, so a partly moved bucket is never split between two rows.
    const size = next?.minutes ?? level.minutes;
    return { from: level.minutes, to: next?.minutes ?? null, before: Math.floor((now - level.keepMinutes) / size) * size };
  });
}

/** The bucket of level `to` a bucket of a finer level falls in. */
export const coarserBucket = (bucket: number, to: number): number => Math.floor(bucket / to) * to;
