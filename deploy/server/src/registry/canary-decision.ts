/**
 * Automatic canary decisions (docs/architecture/releases.md#telemetry) count networks, not reports: a page load's
 * evidence counts for the network its ticket was issued to, each network's error rate weighs one, and a decision
 * needs failures from `minNetworks` distinct networks making up at least `minNetworkShare` of the networks that
 * loaded the version. So neither a few networks posting errors nor forged healthy loads from a few networks can
 * steer a canary. When the reports say "failing" but the networks do not (few of them, or the rest disagree), a
 * person decides: the server raises an ops alert and audits the evidence instead of acting.
 */
import { ReleaseError, setCanary } from './releases.js';
import type { SharedLimit } from '../security/shared-counters.js';
import type { RegistryStore } from './store.js';
import type { ReleaseSet, TelemetryEvent } from './types.js';

/**
 * When a canary is switched off by itself, over `windowMs`: at least `minSample` attempts (loads + errors, one
 * per page load) and failures from `minTickets` page loads; the mean of the networks' error rates above
 * `maxErrorRate`; at least `minNetworks` networks failing (their own rate above `maxErrorRate`), and they at
 * least `minNetworkShare` of the networks that reported the version.
 */
export interface CanaryPolicy {
  windowMs: number;
  minSample: number;
  maxErrorRate: number;
  minTickets: number;
  minNetworks: number;
  minNetworkShare: number;
}
export const DEFAULT_CANARY_POLICY: CanaryPolicy = { windowMs: 10 * 60_000, minSample: 20, maxErrorRate: 0.25, minTickets: 10, minNetworks: 5, minNetworkShare: 0.25 };

/** What the page loads of one version said over the window, per report and per network. */
export interface CanaryEvidence {
  attempts: number;
  /** Page loads that reported an error or a render crash. */
  failures: number;
  /** Failures / attempts over every report. */
  reportRate: number;
  /** Networks that reported the version, and how many of them are failing. */
  networks: number;
  failing: number;
  /** The mean of the networks' error rates. */
  networkRate: number;
}

export function canaryEvidence(rows: readonly { network: string; kind: string; tickets: number }[], maxErrorRate: number): CanaryEvidence {
  const per = new Map<string, { attempts: number; failures: number }>();
  for (const r of rows) {
    const n = per.get(r.network) ?? { attempts: 0, failures: 0 };
    if (r.kind === 'load' || r.kind === 'error') n.attempts += r.tickets;
    if (r.kind === 'error' || r.kind === 'render') n.failures += r.tickets;
    per.set(r.network, n);
  }
  const nets = [...per.values()].filter((n) => n.attempts + n.failures > 0);
  const rate = (n: { attempts: number; failures: number }) => (n.attempts ? Math.min(1, n.failures / n.attempts) : 1);
  const attempts = nets.reduce((a, n) => a + n.attempts, 0);
  const failures = nets.reduce((a, n) => a + n.failures, 0);
  return {
    attempts,
    failures,
    reportRate: attempts ? Math.min(1, failures / attempts) : 0,
    networks: nets.length,
    failing: nets.filter((n) => rate(n) > maxErrorRate).length,
    networkRate: nets.length ? nets.reduce((a, n) => a + rate(n), 0) / nets.length : 0,
  };
}

/** `act`: switch the canary off; `alert`: the reports look bad but the networks do not agree (a person decides). */
export function canaryVerdict(e: CanaryEvidence, p: CanaryPolicy): 'act' | 'alert' | 'none' {
  if (e.attempts < p.minSample || (e.reportRate <= p.maxErrorRate && e.networkRate <= p.maxErrorRate)) return 'none';
  const enough = e.failures >= p.minTickets && e.failing >= p.minNetworks && e.failing >= p.minNetworkShare * e.networks;
  return enough && e.networkRate > p.maxErrorRate ? 'act' : 'alert';
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

function describe(e: CanaryEvidence, p: CanaryPolicy): string {
  return (
    `error rate ${pct(e.networkRate)} per network, ${pct(e.reportRate)} per report (${e.failures} failed page loads in ${e.attempts} attempts) ` +
    `over ${Math.round(p.windowMs / 60_000)} min; ${e.failing} of ${e.networks} network${e.networks === 1 ? '' : 's'} failing`
  );
}

/**
 * Checks the canaries the events were about: switches off each one the networks' evidence condemns (a new
 * revision audited as `auto-rollback` with the numbers as its note), and raises one ops alert per canary and
 * window (`canaryAlerts`, shared by instances) where the reports and the networks disagree, audited as
 * `canary-evidence`. Returns the changed release sets.
 */
export async function checkCanaries(store: RegistryStore, events: TelemetryEvent[], policy: CanaryPolicy, canaryAlerts: SharedLimit, nowMs = Date.now()): Promise<ReleaseSet[]> {
  const changed: ReleaseSet[] = [];
  const seen = new Set<string>();
  for (const ev of events) {
    if (ev.kind !== 'error' && ev.kind !== 'render') continue;
    const key = `${ev.merchant}\u0000${ev.remote}\u0000${ev.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const release = await store.releases.get(ev.merchant);
    if (!release || release.remotes[ev.remote]?.canary?.version !== ev.version) continue;
    const since = Math.floor((nowMs - policy.windowMs) / 60_000) + 1;
    const evidence = canaryEvidence(await store.telemetry.networkFigures(ev.merchant, ev.remote, ev.version, since), policy.maxErrorRate);
    const verdict = canaryVerdict(evidence, policy);
    const what = `canary ${ev.remote}@${ev.version}`;
    if (verdict === 'alert') {
      // (The counter's key without NULs: PostgreSQL's text takes none.)
      if (!(await canaryAlerts.hit(`${ev.merchant} ${ev.remote} ${ev.version}`))) continue;
      const message =
        `${what} looks unhealthy in its reports but not across networks (${describe(evidence, policy)}; acting needs ${policy.minNetworks} networks ` +
        `and ${pct(policy.minNetworkShare)} of them): left on for a person to decide.`;
      const at = new Date(nowMs).toISOString();
      await store.alerts.raise(ev.merchant, 'canary-evidence', message, 1, at, new Date(nowMs - policy.windowMs).toISOString());
      await store.audit.add('auto-rollback', ev.merchant, 'canary-evidence', null, { remote: ev.remote, version: ev.version, ...evidence }, message);
      continue;
    }
    if (verdict !== 'act') continue;
    const note = `${what} switched off: ${describe(evidence, policy)}, above ${pct(policy.maxErrorRate)}`;
    try {
      changed.push(await setCanary(store, ev.merchant, { expectedRevision: release.revision, remote: ev.remote, version: null }, 'auto-rollback', 'auto-rollback', note));
    } catch (err) {
      // Another change (or instance) got there first: the next error report checks again.
      if (!(err instanceof ReleaseError)) throw err;
    }
  }
  return changed;
}
