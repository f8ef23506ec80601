/** The canary comparison's statistics: noise at the minimum sample does not look significant, a real slowdown does. */
import { addTo, binOf, type Bins } from './field-sketch.js';
import { Z_ONE_PERCENT, compareP75, countAbove, proportionTest } from './field-stats.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
/** A long-tailed INP like a phone's: log-normal around 150 ms. */
const inp = (r: () => number, scale = 1) => {
  const u = Math.max(1e-9, r());
  const v = r();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return scale * Math.exp(Math.log(150) + 0.6 * normal);
};
const sample = (r: () => number, n: number, scale = 1): Bins => {
  const bins = new Map<number, number>();
  for (let i = 0; i < n; i++) addTo(bins, binOf('INP', inp(r, scale)));
  return bins;
};

describe('field statistics', () => {
  it('a two-proportion test: clear differences are significant, small samples are not', () => {
    expect(proportionTest(60, 100, 25, 100).significant).toBe(true);
    expect(proportionTest(5, 10, 25, 100).significant).toBe(false);
    expect(proportionTest(25, 100, 60, 100).significant).toBe(false); // one-sided: better is never "worse"
    expect(proportionTest(0, 0, 5, 10).significant).toBe(false);
    expect(proportionTest(30, 100, 30, 100).z).toBe(0);
  });

  it('counts ties in the threshold bin as half', () => {
    const bins = new Map([
      [1, 2],
      [2, 4],
      [3, 6],
    ]);
    expect(countAbove(bins, 2)).toBe(8);
  });

  it('never calls noise significant more often than its level allows, at the minimum sample', () => {
    // A healthy canary: the same distribution as stable, 40 canary measurements against 400 stable, 500 times.
    const r = random(11);
    let alarms = 0;
    const trials = 500;
    for (let i = 0; i < trials; i++) {
      const c = compareP75('INP', sample(r, 40), sample(r, 400));
      if (c.test.significant) alarms += 1;
      expect(c.canaryCount).toBe(40);
    }
    // At the 1 % level about 5 alarms of 500 are expected; binning and the discrete test may add a few.
    expect(alarms).toBeLessThanOrEqual(15);
    expect(Z_ONE_PERCENT).toBeCloseTo(2.326, 3);
  });

  it('finds a canary 60 % slower at the minimum sample at least four times in five (the usual power), with its p75 ratio', () => {
    const r = random(5);
    let found = 0;
    let ratios = 0;
    for (let i = 0; i < 100; i++) {
      const c = compareP75('INP', sample(r, 40, 1.6), sample(r, 400));
      if (c.test.significant) found += 1;
      ratios += c.ratio!;
    }
    expect(found).toBeGreaterThanOrEqual(80);
    expect(ratios / 100).toBeGreaterThan(1.4);
    expect(ratios / 100).toBeLessThan(1.8);
  });

  it('has no ratio without data on a side', () => {
    const c = compareP75('LCP', new Map(), sample(random(1), 10));
    expect(c.ratio).toBeNull();
    expect(c.test.significant).toBe(false);
  });
});
