/**
 * The field canary verdict on evidence weighed per network (networks 127.x.y.0/24 as the loopback tests stand
 * them up): noise at the minimum sample never halts; one network's many reports neither force a halt nor hide a
 * regression; a slow or failing canary seen from many networks is halted; thin evidence is left to a person.
 */
import { FIELD_CANARY_BOUNDS } from './field-canary.js';
import { DEFAULT_FIELD_CANARY_POLICY, fieldVerdict, type FieldCanaryPolicy } from './field-decision.js';
import { compareByNetwork, networkShareTest, type Networks } from './field-networks.js';
import { addTo, binOf, countOf, mergeBins } from './field-sketch.js';
import { compareP75, proportionTest } from './field-stats.js';

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const logNormal = (r: () => number, median: number) => median * Math.exp(0.6 * Math.sqrt(-2 * Math.log(Math.max(1e-9, r()))) * Math.cos(2 * Math.PI * r()));

/** Page loads from network 127.`side`.`i`.0/24 (i from `first`), `perNetwork` each. */
interface Side {
  networks: number;
  perNetwork: number;
  inpMedian?: number;
  /** Each page load's chance of a failed flow (one flow a page load). */
  failRate?: number;
  first?: number;
}
function networks(r: () => number, side: number, s: Side, into: Networks = new Map()): Networks {
  for (let i = 0; i < s.networks; i++) {
    const net = new Map([
      ['INP', new Map<number, number>()],
      ['LCP', new Map<number, number>()],
      ['FLOW', new Map<number, number>()],
    ]);
    for (let k = 0; k < s.perNetwork; k++) {
      addTo(net.get('INP')!, binOf('INP', logNormal(r, s.inpMedian ?? 150)));
      addTo(net.get('LCP')!, binOf('LCP', logNormal(r, 1800)));
      addTo(net.get('FLOW')!, r() < (s.failRate ?? 0.04) ? 1 : 0);
    }
    into.set(`127.${side}.${(s.first ?? 0) + i}.0/24`, net);
  }
  return into;
}
/** A canary and its stable: stable from 100 networks of 4 page loads unless given. */
function verdict(r: () => number, canary: Side | Networks, opts: { policy?: FieldCanaryPolicy; stable?: Side } = {}) {
  const c = canary instanceof Map ? canary : networks(r, 1, canary);
  const s = networks(r, 2, opts.stable ?? { networks: 100, perNetwork: 4 });
  const vs = compareByNetwork(c, s);
  return { ...fieldVerdict(vs, c.size, opts.policy), vs };
}
/** The comparison as field-summary.ts makes it for the console: every report one voice. */
function perReport(canary: Networks, stable: Networks) {
  const merged = (side: Networks, metric: string) => [...side.values()].reduce((a, n) => mergeBins(a, n.get(metric) ?? new Map()), new Map<number, number>());
  const [cf, sf] = [merged(canary, 'FLOW'), merged(stable, 'FLOW')];
  return {
    INP: compareP75('INP', merged(canary, 'INP'), merged(stable, 'INP')),
    LCP: compareP75('LCP', merged(canary, 'LCP'), merged(stable, 'LCP')),
    failures: { ...proportionTest(cf.get(1) ?? 0, countOf(cf), sf.get(1) ?? 0, countOf(sf)), canaryAttempts: countOf(cf), stableAttempts: countOf(sf) },
  };
}
const halts = (seed: number, trials: number, side: Side, policy?: FieldCanaryPolicy) => {
  const r = random(seed);
  let n = 0;
  for (let i = 0; i < trials; i++) if (verdict(r, side, { policy }).halt) n += 1;
  return n;
};

describe('the network share test', () => {
  it('counts a network once however many measurements it sent', () => {
    const one = networkShareTest([{ x: 500, n: 500 }], [{ x: 1, n: 4 }, { x: 1, n: 4 }, { x: 1, n: 4 }]);
    expect(one.p1).toBe(1);
    expect(one.p2).toBe(0.25);
    const oneOfMany = networkShareTest([{ x: 500, n: 500 }, ...Array.from({ length: 19 }, () => ({ x: 1, n: 4 }))], Array.from({ length: 20 }, () => ({ x: 1, n: 4 })));
    expect(oneOfMany.p1).toBeCloseTo((1 + 19 * 0.25) / 20);
    expect(oneOfMany.significant).toBe(false);
  });

  it('finds no difference without data on both sides', () => {
    expect(networkShareTest([], [{ x: 1, n: 4 }]).z).toBe(0);
  });
});

describe('field canary verdict, per network', () => {
  it('does not halt on one network sending 500 bad reports: alone it is thin evidence for a person, among healthy networks it is one voice', () => {
    const r = random(5);
    const alone = verdict(r, { networks: 1, perNetwork: 500, inpMedian: 900, failRate: 0.9 });
    expect(alone.halt).toBe(false);
    expect(alone.reasons[alone.reasons.length - 1]).toBe('only 1 networks (needs 10): not acted on');

    const bad = networks(r, 1, { networks: 1, perNetwork: 500, inpMedian: 900, failRate: 0.9 });
    const mixed = networks(r, 1, { networks: 20, perNetwork: 2, first: 1 }, bad);
    const v = verdict(r, mixed);
    expect(mixed.size).toBe(21);
    expect(v.vs.INP.canaryCount).toBe(540);
    expect(v).toMatchObject({ halt: false, reasons: [] });
    expect(v.vs.INP.ratio!).toBeLessThan(1 + DEFAULT_FIELD_CANARY_POLICY.maxSlowdown);
    // Counted per report, the same data would have halted: 500 of 540 measurements far above stable's p75.
    expect(fieldVerdict(perReport(mixed, networks(r, 2, { networks: 100, perNetwork: 4 })), mixed.size).halt).toBe(true);
  });

  it('never halts a healthy canary on noise at the minimum sample, one page load per network', () => {
    expect(halts(3, 300, { networks: DEFAULT_FIELD_CANARY_POLICY.minSamples, perNetwork: 1 })).toBe(0);
  });

  it('never halts a canary whose networks are each slightly slower (10 %) at the minimum sample', () => {
    expect(halts(7, 300, { networks: DEFAULT_FIELD_CANARY_POLICY.minSamples, perNetwork: 1, inpMedian: 165 })).toBe(0);
    expect(halts(8, 300, { networks: DEFAULT_FIELD_CANARY_POLICY.minNetworks, perNetwork: 4, inpMedian: 165 })).toBe(0);
  });

  it('never halts on noise at the smallest minimum sample and networks a merchant may set', () => {
    const policy = { ...DEFAULT_FIELD_CANARY_POLICY, minSamples: FIELD_CANARY_BOUNDS.minSamples.min, minAttempts: FIELD_CANARY_BOUNDS.minAttempts.min, minNetworks: FIELD_CANARY_BOUNDS.minNetworks.min };
    expect(halts(11, 300, { networks: policy.minSamples, perNetwork: 1 }, policy)).toBe(0);
    expect(halts(13, 300, { networks: policy.minNetworks, perNetwork: 4 }, policy)).toBe(0);
    // While a canary answering taps 400 ms later is found from twice as many networks.
    expect(verdict(random(12), { networks: 2 * policy.minSamples, perNetwork: 1, inpMedian: 550 }, { policy }).halt).toBe(true);
  });

  it('halts a regression seen across many networks, saying what and by how much', () => {
    const v = verdict(random(9), { networks: 40, perNetwork: 1, inpMedian: 550 });
    expect(v.halt).toBe(true);
    expect(v.reasons[0]).toMatch(/^p75 INP \d+ ms against stable's \d+ ms \(\+\d+%, 40 and 400 measurements, z = \d+\.\d\)$/);
    expect(v.vs.INP).toMatchObject({ canaryNetworks: 40, stableNetworks: 100 });
  });

  it('halts a regression across many networks that one network sending 500 healthy reports cannot dilute', () => {
    const r = random(10);
    const healthy = networks(r, 1, { networks: 1, perNetwork: 500 });
    const v = verdict(r, networks(r, 1, { networks: 30, perNetwork: 2, inpMedian: 550, first: 1 }, healthy));
    expect(v.vs.INP.canaryCount).toBe(560);
    expect(v.halt).toBe(true);
  });

  it('halts a canary whose flows fail more often on many networks, and only beyond chance', () => {
    expect(verdict(random(4), { networks: 50, perNetwork: 1, failRate: 0.4 })).toMatchObject({ halt: true, reasons: [expect.stringMatching(/^flow failures \d+% against stable's \d+%/)] });
    expect(verdict(random(4), { networks: 50, perNetwork: 1, failRate: 0.06 }).halt).toBe(false);
  });

  it('does not judge below the minimum sample', () => {
    expect(verdict(random(9), { networks: 20, perNetwork: 1, inpMedian: 550 })).toMatchObject({ halt: false, reasons: [] });
  });
});
