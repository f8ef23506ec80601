/**
 * Is a canary's field data worse than stable's, or only noisier? (docs/field-truth.md)
 *
 * Quantiles come from sketches, so the test works on bins: stable's p75 is a threshold T, and if the canary were
 * no slower, about a quarter of its measurements would be above T, as a quarter of stable's are. A one-sided
 * two-proportion z-test on "above T" (ties in T's own bin count half) says whether the canary's share is higher
 * than chance allows; flow failure rates get the same test on failures. Both need no assumption about the
 * distribution's shape (INP and LCP are long-tailed).
 */
import { countOf, quantile, type Bins, type FieldMetric } from './field-sketch.js';

/** One-sided z for a 1 % false alarm rate: noise at the minimum sample trips a check about once in a hundred. */
export const Z_ONE_PERCENT = 2.326;

export interface ProportionTest {
  /** Share in the first group and the second. */
  p1: number;
  p2: number;
  z: number;
  /** p1 higher than p2 beyond chance at the 1 % level. */
  significant: boolean;
}

/** One-sided two-proportion z-test: is x1/n1 higher than x2/n2? (pooled variance) */
export function proportionTest(x1: number, n1: number, x2: number, n2: number, zCritical = Z_ONE_PERCENT): ProportionTest {
  if (n1 <= 0 || n2 <= 0) return { p1: n1 > 0 ? x1 / n1 : 0, p2: n2 > 0 ? x2 / n2 : 0, z: 0, significant: false };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = se > 0 ? (p1 - p2) / se : 0;
  return { p1, p2, z, significant: z > zCritical };
}

/** How many measurements are above bin `t` (those in `t` itself count half). */
export function countAbove(bins: ReadonlyMap<number, number>, t: number): number {
  let n = 0;
  for (const [bin, c] of bins) n += bin > t ? c : bin === t ? c / 2 : 0;
  return n;
}

/** The bin holding the `q` quantile (by rank, as the sketch reads it). */
export function binAtQuantile(bins: ReadonlyMap<number, number>, q: number): number | undefined {
  const total = countOf(bins);
  if (!total) return undefined;
  const rank = q * (total - 1);
  let seen = 0;
  for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
    seen += bins.get(bin)!;
    if (seen > rank) return bin;
  }
  return undefined;
}

export interface P75Comparison {
  canaryP75: number | null;
  stableP75: number | null;
  /** canary / stable p75 (null without data on either side). */
  ratio: number | null;
  canaryCount: number;
  stableCount: number;
  test: ProportionTest;
}

/** Canary against stable on one metric: their p75s, and whether the canary's slower share is beyond chance. */
export function compareP75(metric: FieldMetric, canary: Bins, stable: Bins): P75Comparison {
  const canaryCount = countOf(canary);
  const stableCount = countOf(stable);
  const canaryP75 = quantile(metric, canary, 0.75);
  const stableP75 = quantile(metric, stable, 0.75);
  const t = binAtQuantile(stable, 0.75);
  const test = t === undefined ? proportionTest(0, 0, 0, 0) : proportionTest(countAbove(canary, t), canaryCount, countAbove(stable, t), stableCount);
  const ratio = canaryP75 !== null && stableP75 !== null ? (stableP75 > 0 ? canaryP75 / stableP75 : canaryP75 > 0 ? Infinity : 1) : null;
  return { canaryP75, stableP75, ratio, canaryCount, stableCount, test };
}
