/** The field canary verdict: noise at the minimum sample never halts; a slow or failing canary does, from enough networks. */
import { addTo, binOf, type Bins } from './field-sketch.js';
import { compareP75, proportionTest } from './field-stats.js';
import { FIELD_CANARY_BOUNDS } from './field-canary.js';
import { DEFAULT_FIELD_CANARY_POLICY, fieldVerdict } from './field-decision.js';
import type { VersionSummary } from './field-summary.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const logNormal = (r: () => number, median: number) => median * Math.exp(0.6 * Math.sqrt(-2 * Math.log(Math.max(1e-9, r()))) * Math.cos(2 * Math.PI * r()));
const bins = (r: () => number, n: number, median: number, metric: 'INP' | 'LCP' = 'INP'): Bins => {
  const b = new Map<number, number>();
  for (let i = 0; i < n; i++) addTo(b, binOf(metric, logNormal(r, median)));
  return b;
};

function canary(r: () => number, opts: { n?: number; inpMedian?: number; fail?: [number, number]; stableFail?: [number, number] } = {}): VersionSummary {
  const n = opts.n ?? DEFAULT_FIELD_CANARY_POLICY.minSamples;
  const [cf, ca] = opts.fail ?? [2, 50];
  const [sf, sa] = opts.stableFail ?? [20, 500];
  return {
    merchant: 'demo',
    app: 'member',
    version: '1.1.0',
    role: 'canary',
    vitals: {} as VersionSummary['vitals'],
    flows: [],
    vsStable: {
      INP: compareP75('INP', bins(r, n, opts.inpMedian ?? 150), bins(r, 10 * n, 150)),
      LCP: compareP75('LCP', bins(r, n, 1800, 'LCP'), bins(r, 10 * n, 1800, 'LCP')),
      failures: { ...proportionTest(cf, ca, sf, sa), canaryAttempts: ca, stableAttempts: sa },
    },
  };
}

describe('field canary verdict', () => {
  it('never halts a healthy canary on noise at the minimum sample', () => {
    const r = random(3);
    let halts = 0;
    for (let i = 0; i < 300; i++) if (fieldVerdict(canary(r), 30).halt) halts += 1;
    // A 20 % slowdown and a test at 0.1 % per check are both needed: noise meets both almost never.
    expect(halts).toBe(0);
  });

  it('never halts a healthy canary on noise at the smallest minimum sample a merchant may set', () => {
    const policy = { ...DEFAULT_FIELD_CANARY_POLICY, minSamples: FIELD_CANARY_BOUNDS.minSamples.min, minAttempts: FIELD_CANARY_BOUNDS.minAttempts.min };
    const r = random(11);
    let halts = 0;
    for (let i = 0; i < 300; i++) if (fieldVerdict(canary(r, { n: policy.minSamples }), 30, policy).halt) halts += 1;
    expect(halts).toBe(0);
    // While a canary answering taps 400 ms later is found with twice that.
    expect(fieldVerdict(canary(random(12), { n: 2 * policy.minSamples, inpMedian: 550 }), 30, policy).halt).toBe(true);
  });

  it('halts a canary whose INP is much slower (a handler blocking 400 ms), saying what and by how much', () => {
    const v = fieldVerdict(canary(random(9), { inpMedian: 550 }), 30);
    expect(v.halt).toBe(true);
    expect(v.reasons[0]).toMatch(/^p75 INP \d+ ms against stable's \d+ ms \(\+\d+%, 40 and 400 measurements, z = \d+\.\d\)$/);
  });

  it('halts a canary whose flows fail more often, and only beyond chance', () => {
    expect(fieldVerdict(canary(random(4), { fail: [20, 50], stableFail: [20, 500] }), 30)).toMatchObject({ halt: true, reasons: [expect.stringMatching(/^flow failures 40% against stable's 4%/)] });
    expect(fieldVerdict(canary(random(4), { fail: [4, 50], stableFail: [20, 500] }), 30).halt).toBe(false);
  });

  it('does not judge below the minimum sample, and does not act on evidence from few networks', () => {
    expect(fieldVerdict(canary(random(9), { inpMedian: 550, n: 20 }), 30)).toEqual({ halt: false, reasons: [] });
    const few = fieldVerdict(canary(random(9), { inpMedian: 550 }), 3);
    expect(few.halt).toBe(false);
    expect(few.reasons[few.reasons.length - 1]).toBe('only 3 networks (needs 10): not acted on');
  });
});
