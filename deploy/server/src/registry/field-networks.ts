/**
 * A canary's field data against stable's, weighed per network (docs/field-truth.md#the-canary-decides-on-it): each
 * network (/24, /64, the one its page loads' tickets were issued to) is one voice, whatever number of reports it
 * sent, so one network's 500 bad (or good) reports cannot force (or dilute) the decision.
 *
 * - p75s: of the sides' bins with each network's measurements weighted to one in total.
 * - INP, LCP: each network's share of measurements above stable's p75 bin T (ties count half, field-stats.ts);
 *   the canary's mean share against stable's by a one-sided z on the networks' shares, each side's variance the
 *   networks' own spread, never less than the binomial one of its measurements (so a handful of alike networks
 *   cannot look certain).
 * - Flow failures: each network's failure rate, the same test.
 */
import { countOf, quantile, type Bins, type FieldMetric } from './field-sketch.js';
import { countAbove, Z_ONE_PERCENT, type P75Comparison, type ProportionTest } from './field-stats.js';
import { FLOW_METRIC, type NetworkBinRow } from './repositories/field-canary.js';

/** One network's measurements of one version: bins per metric (FLOW: 0 ok, 1 failed). */
export type NetworkEvidence = Map<string, Bins>;
/** Networks' evidence by network key. */
export type Networks = Map<string, NetworkEvidence>;

export interface NetworkP75 extends P75Comparison {
  canaryNetworks: number;
  stableNetworks: number;
}
export interface NetworkFailures extends ProportionTest {
  canaryAttempts: number;
  stableAttempts: number;
  canaryNetworks: number;
  stableNetworks: number;
}
/** The canary beside stable as the decision reads it (the shape of field-summary.ts vsStable, per network). */
export interface NetworkComparison {
  INP: NetworkP75;
  LCP: NetworkP75;
  failures: NetworkFailures;
}

/** The evidence of `version` in the repository's rows, by network. */
export function networksOf(rows: readonly NetworkBinRow[], version: string): Networks {
  const out: Networks = new Map();
  for (const r of rows) {
    if (r.version !== version || r.count <= 0) continue;
    const net = out.get(r.network) ?? out.set(r.network, new Map()).get(r.network)!;
    const bins = net.get(r.metric) ?? net.set(r.metric, new Map()).get(r.metric)!;
    bins.set(r.bin, (bins.get(r.bin) ?? 0) + r.count);
  }
  return out;
}

/** One network's count and count "above" for a metric, of the networks that measured it. */
type Share = { x: number; n: number };

/**
 * One-sided test that the canary networks' mean share is above stable's. `p0` is the share both would have if the
 * canary were no worse (for the binomial floor of each side's variance).
 */
export function networkShareTest(canary: readonly Share[], stable: readonly Share[], zCritical = Z_ONE_PERCENT): ProportionTest {
  const mean = (s: readonly Share[]) => s.reduce((a, v) => a + v.x / v.n, 0) / s.length;
  if (!canary.length || !stable.length) return { p1: canary.length ? mean(canary) : 0, p2: stable.length ? mean(stable) : 0, z: 0, significant: false };
  const p1 = mean(canary);
  const p2 = mean(stable);
  const all = [...canary, ...stable];
  const p0 = mean(all);
  const variance = (s: readonly Share[], m: number) => {
    const spread = s.length > 1 ? s.reduce((a, v) => a + (v.x / v.n - m) ** 2, 0) / (s.length - 1) : 0;
    const binomial = (p0 * (1 - p0) * s.reduce((a, v) => a + 1 / v.n, 0)) / s.length;
    return Math.max(spread, binomial);
  };
  const se = Math.sqrt(variance(canary, p1) / canary.length + variance(stable, p2) / stable.length);
  const z = se > 0 ? (p1 - p2) / se : 0;
  return { p1, p2, z, significant: z > zCritical };
}

/** The bins of several networks with each network's measurements weighted to one in total. */
function weighted(list: readonly Bins[]): Bins {
  const out: Bins = new Map();
  for (const bins of list) {
    const n = countOf(bins);
    for (const [bin, c] of bins) out.set(bin, (out.get(bin) ?? 0) + c / n);
  }
  return out;
}

/** The bin holding the weighted `q` quantile. */
function binAt(bins: ReadonlyMap<number, number>, q: number): number | undefined {
  const total = countOf(bins);
  let seen = 0;
  for (const bin of [...bins.keys()].sort((a, b) => a - b)) {
    seen += bins.get(bin)!;
    if (seen >= q * total - 1e-9) return bin;
  }
  return undefined;
}

const valueOf = (metric: FieldMetric, bin: number | undefined) => (bin === undefined ? null : quantile(metric, new Map([[bin, 1]]), 0.5));

/** Canary against stable on one metric, network by network. */
export function compareNetworksP75(metric: FieldMetric, canary: Networks, stable: Networks): NetworkP75 {
  const binsOf = (side: Networks) => [...side.values()].map((n) => n.get(metric)).filter((b): b is Bins => !!b && countOf(b) > 0);
  const c = binsOf(canary);
  const s = binsOf(stable);
  const canaryP75 = valueOf(metric, binAt(weighted(c), 0.75));
  const t = binAt(weighted(s), 0.75);
  const stableP75 = valueOf(metric, t);
  const shares = (list: Bins[]) => list.map((b) => ({ x: t === undefined ? 0 : countAbove(b, t), n: countOf(b) }));
  const test = t === undefined ? networkShareTest([], []) : networkShareTest(shares(c), shares(s));
  const ratio = canaryP75 !== null && stableP75 !== null ? (stableP75 > 0 ? canaryP75 / stableP75 : canaryP75 > 0 ? Infinity : 1) : null;
  const total = (list: Bins[]) => list.reduce((a, b) => a + countOf(b), 0);
  return { canaryP75, stableP75, ratio, canaryCount: total(c), stableCount: total(s), test, canaryNetworks: c.length, stableNetworks: s.length };
}

/** Canary against stable on flow failures, network by network. */
export function compareNetworkFailures(canary: Networks, stable: Networks): NetworkFailures {
  const sharesOf = (side: Networks) =>
    [...side.values()].map((n) => n.get(FLOW_METRIC)).flatMap((b) => (b && countOf(b) > 0 ? [{ x: b.get(1) ?? 0, n: countOf(b) }] : []));
  const c = sharesOf(canary);
  const s = sharesOf(stable);
  const sum = (list: Share[]) => list.reduce((a, v) => a + v.n, 0);
  return { ...networkShareTest(c, s), canaryAttempts: sum(c), stableAttempts: sum(s), canaryNetworks: c.length, stableNetworks: s.length };
}

export function compareByNetwork(canary: Networks, stable: Networks): NetworkComparison {
  return { INP: compareNetworksP75('INP', canary, stable), LCP: compareNetworksP75('LCP', canary, stable), failures: compareNetworkFailures(canary, stable) };
}
