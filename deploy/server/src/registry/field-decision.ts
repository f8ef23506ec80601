/**
 * Whether a canary's field data calls for halting it (docs/field-truth.md#canary-beside-stable): its p75 INP or LCP
 * worse than stable's by more than the merchant's threshold (default 20 %), or its flow failure rate higher, each
 * only with enough measurements on both sides and a difference the one-sided test (field-stats.ts) finds beyond
 * chance, so noise at the minimum sample never halts a healthy canary. The comparison weighs each network as one
 * (field-networks.ts), and the evidence must come from enough distinct networks (counted by the caller), so a few
 * networks with free tickets can neither halt a canary nor hide a regression.
 */
import type { P75Comparison, ProportionTest } from './field-stats.js';

/** A canary beside stable (field-networks.ts compareByNetwork; field-summary.ts vsStable has the same shape). */
export interface CanaryComparison {
  INP: P75Comparison;
  LCP: P75Comparison;
  failures: ProportionTest & { canaryAttempts: number; stableAttempts: number };
}

export interface FieldCanaryPolicy {
  /** How much worse a canary's p75 may be before it counts (0.2: 20 %). */
  maxSlowdown: number;
  /** Measurements needed on each side (canary and stable) for a metric to be judged. */
  minSamples: number;
  /** Flow attempts needed on each side for the failure rate to be judged. */
  minAttempts: number;
  /** Distinct networks the canary's measurements came from. */
  minNetworks: number;
}
export const DEFAULT_FIELD_CANARY_POLICY: FieldCanaryPolicy = { maxSlowdown: 0.2, minSamples: 40, minAttempts: 40, minNetworks: 10 };

/**
 * One-sided z for about 0.003 % per check. The server judges a canary again as its reports arrive (field-canary.ts),
 * many looks at one canary, so each must be far stricter than the console's "significant" mark (1 %,
 * field-stats.ts): at z 3.09 (0.1 % a check) noise halted about 3 in 1,000 healthy canaries per look in the
 * simulation of field-decision.test.ts (per report, before it weighed networks); at 4, none in 24,000, while a
 * canary 400 ms slower to answer a tap is still found at 20 measurements beside 200 of stable's.
 */
export const Z_HALT = 4;

export interface FieldVerdict {
  halt: boolean;
  /** What was found worse, as the audit note says it (empty when nothing was). */
  reasons: string[];
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The verdict on a canary beside stable, given the networks its evidence came from. */
export function fieldVerdict(vs: CanaryComparison, networks: number, policy: FieldCanaryPolicy = DEFAULT_FIELD_CANARY_POLICY): FieldVerdict {
  const reasons: string[] = [];
  for (const metric of ['INP', 'LCP'] as const) {
    const c = vs[metric];
    if (c.canaryCount < policy.minSamples || c.stableCount < policy.minSamples || c.ratio === null) continue;
    if (c.ratio > 1 + policy.maxSlowdown && c.test.z > Z_HALT) {
      reasons.push(`p75 ${metric} ${Math.round(c.canaryP75!)} ms against stable's ${Math.round(c.stableP75!)} ms (+${pct(c.ratio - 1)}, ${c.canaryCount} and ${c.stableCount} measurements, z = ${c.test.z.toFixed(1)})`);
    }
  }
  const f = vs.failures;
  if (f.canaryAttempts >= policy.minAttempts && f.stableAttempts >= policy.minAttempts && f.z > Z_HALT) {
    reasons.push(`flow failures ${pct(f.p1)} against stable's ${pct(f.p2)} (${f.canaryAttempts} and ${f.stableAttempts} attempts, z = ${f.z.toFixed(1)})`);
  }
  if (reasons.length && networks < policy.minNetworks) return { halt: false, reasons: [...reasons, `only ${networks} networks (needs ${policy.minNetworks}): not acted on`] };
  return { halt: reasons.length > 0, reasons };
}
