/** The field sketch: quantiles within the stated error, merging two instances' bins, bucket ageing's plan. */
import { BUCKET_LEVELS, SKETCH_ACCURACY, addTo, ageingPlan, binOf, bucketOf, coarserBucket, countOf, mergeBins, quantile, quantiles, rating, type Bins, type FieldMetric } from './field-sketch.js';

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const exact = (sorted: number[], q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
const binsOf = (metric: FieldMetric, values: number[]): Bins => values.reduce((b, v) => addTo(b, binOf(metric, v)), new Map<number, number>());

describe('field sketch', () => {
  it.each([
    ['LCP', (r: () => number) => 400 + Math.exp(r() * 8)],
    ['INP', (r: () => number) => 16 + r() * r() * 900],
    ['CLS', (r: () => number) => (r() < 0.3 ? 0 : r() * r() * 0.6)],
    ['TTFB', (r: () => number) => 1 + r() * 30_000],
  ] as const)('keeps %s quantiles within the relative accuracy', (metric, draw) => {
    const r = random(metric.length * 97);
    const values = Array.from({ length: 5000 }, () => draw(r));
    const sorted = [...values].sort((a, b) => a - b);
    const bins = binsOf(metric, values);
    for (const q of [0.5, 0.75, 0.95, 0.99]) {
      const got = quantile(metric, bins, q)!;
      const want = exact(sorted, q);
      // Zero is kept exactly; anything else within the stated relative error.
      expect(Math.abs(got - want)).toBeLessThanOrEqual(want * SKETCH_ACCURACY + 1e-9);
    }
    // Far fewer bins than values: the sketch's size does not grow with traffic.
    expect(bins.size).toBeLessThan(400);
  });

  it('merges two instances into what one instance seeing everything would hold', () => {
    const r = random(7);
    const a = Array.from({ length: 3000 }, () => 100 + r() * 4000);
    const b = Array.from({ length: 1000 }, () => 3000 + r() * 9000);
    const merged = mergeBins(binsOf('LCP', a), binsOf('LCP', b));
    const whole = binsOf('LCP', [...a, ...b]);
    expect(merged).toEqual(whole);
    expect(countOf(merged)).toBe(4000);
    const sorted = [...a, ...b].sort((x, y) => x - y);
    const [p50, p75, p95] = quantiles('LCP', merged, [0.5, 0.75, 0.95]);
    for (const [got, q] of [[p50, 0.5], [p75, 0.75], [p95, 0.95]] as const) {
      expect(Math.abs(got! - exact(sorted, q))).toBeLessThanOrEqual(exact(sorted, q) * SKETCH_ACCURACY);
    }
    // Merging is order-free.
    expect(mergeBins(binsOf('LCP', b), binsOf('LCP', a))).toEqual(merged);
  });

  it('answers null without measurements and rates by the web.dev thresholds', () => {
    expect(quantile('INP', new Map(), 0.75)).toBeNull();
    expect(rating('INP', 200)).toBe('good');
    expect(rating('INP', 201)).toBe('needs-improvement');
    expect(rating('INP', 501)).toBe('poor');
    expect(rating('CLS', 0.1)).toBe('good');
    expect(rating('LCP', 4000)).toBe('needs-improvement');
  });

  it('ages buckets a level at a time, whole coarser buckets only, so no measurement is in two rows', () => {
    const now = Date.parse('2026-11-29T10:17:00Z');
    const plan = ageingPlan(now);
    expect(plan.map((s) => [s.from, s.to])).toEqual([
      [5, 60],
      [60, 1440],
      [1440, null],
    ]);
    const nowMin = now / 60_000;
    plan.forEach((step, i) => {
      const level = BUCKET_LEVELS[i]!;
      // Nothing younger than the level keeps is moved; the cut is on the next level's boundary.
      expect(step.before).toBeLessThanOrEqual(nowMin - level.keepMinutes);
      expect(step.before % (step.to ?? step.from)).toBe(0);
      expect(nowMin - level.keepMinutes - step.before).toBeLessThan(step.to ?? step.from);
    });
    // Simulate a week of 5-minute rows ageing every hour: every count is still there once, rows stay bounded.
    const rows = new Map<string, number>();
    const key = (size: number, bucket: number) => `${size}:${bucket}`;
    let total = 0;
    const start = now - 20 * 86_400_000;
    for (let t = start; t <= now; t += 5 * 60_000) {
      const k = key(5, bucketOf(t));
      rows.set(k, (rows.get(k) ?? 0) + 1);
      total += 1;
      if ((t - start) % 3_600_000 === 0) {
        for (const step of ageingPlan(t)) {
          for (const [k2, n] of [...rows]) {
            const [size, bucket] = k2.split(':').map(Number) as [number, number];
            if (size !== step.from || bucket >= step.before) continue;
            rows.delete(k2);
            if (step.to === null) total -= n;
            else rows.set(key(step.to, coarserBucket(bucket, step.to)), (rows.get(key(step.to, coarserBucket(bucket, step.to))) ?? 0) + n);
          }
        }
      }
    }
    expect([...rows.values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(Math.floor((now - start) / 300_000) + 1);
    // Two days of 5-minute rows, then hours: far fewer rows than the 5,761 measurements' buckets.
    expect(rows.size).toBeLessThan(2 * 288 + 20 * 24 + 30);
    expect([...rows.keys()].some((k) => k.startsWith('60:'))).toBe(true);
  });
});
