/**
 * The canary decides on field data (docs/field-truth.md#the-canary-decides-on-it): after field reports about a
 * running canary are counted, its p75 INP and LCP and its flow failure rate are compared with stable's over
 * FIELD_CANARY_WINDOW_MS network by network (field-networks.ts: each report counts for the network its ticket was
 * issued to, and each network as one), with the merchant's field canary policy (field-decision.ts).
 * A verdict to halt switches the canary off (audited `auto-rollback`), raises an ops alert and audits the evidence
 * (`field-evidence`); numbers that look bad from too few networks raise an alert for a person instead (once per
 * canary and window, shared by instances) and change nothing.
 */
import type { SharedLimit } from '../security/shared-counters.js';
import { DEFAULT_FIELD_CANARY_POLICY, fieldVerdict, type FieldCanaryPolicy } from './field-decision.js';
import { compareByNetwork, networksOf, type NetworkP75 } from './field-networks.js';
import { ReleaseError, setCanary } from './releases.js';
import type { RegistryStore } from './store.js';
import type { ReleaseSet } from './types.js';

/** How far back the comparison looks: long enough for a small merchant's canary to gather its minimum sample. */
export const FIELD_CANARY_WINDOW_MS = 60 * 60_000;
export const FIELD_CANARY_ACTOR = 'field-canary';

/** The bounds a merchant's policy must keep (PUT /ops/field/<merchant>/settings). */
export const FIELD_CANARY_BOUNDS = {
  maxSlowdown: { min: 0.05, max: 5, integer: false },
  minSamples: { min: 10, max: 1_000_000, integer: true },
  minAttempts: { min: 10, max: 1_000_000, integer: true },
  // Fewer than three would let one household or office router decide about everyone's release.
  minNetworks: { min: 3, max: 100_000, integer: true },
} as const;

/** The policy `body` makes of `current` (a partial change), or what is wrong with it. */
export function mergeFieldCanaryPolicy(current: FieldCanaryPolicy, body: unknown): FieldCanaryPolicy | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'canary must be an object';
  const next = { ...current };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!(key in FIELD_CANARY_BOUNDS)) return `canary.${key} is not a setting (maxSlowdown, minSamples, minAttempts, minNetworks)`;
    const b = FIELD_CANARY_BOUNDS[key as keyof FieldCanaryPolicy];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < b.min || value > b.max || (b.integer && !Number.isInteger(value))) {
      return `canary.${key} must be ${b.integer ? 'a whole number' : 'a number'} from ${b.min} to ${b.max}`;
    }
    next[key as keyof FieldCanaryPolicy] = value;
  }
  return next;
}

/** What a decision saw, as audited. */
export interface FieldEvidence {
  remote: string;
  version: string;
  stable: string | null;
  windowMinutes: number;
  /** Distinct networks the canary's measurements came from (each weighed as one). */
  networks: number;
  INP: Pick<NetworkP75, 'canaryP75' | 'stableP75' | 'canaryCount' | 'stableCount' | 'canaryNetworks' | 'stableNetworks' | 'ratio'> & { z: number };
  LCP: Pick<NetworkP75, 'canaryP75' | 'stableP75' | 'canaryCount' | 'stableCount' | 'canaryNetworks' | 'stableNetworks' | 'ratio'> & { z: number };
  /** Rates are the networks' mean failure rates. */
  failures: { canaryRate: number; stableRate: number; canaryAttempts: number; stableAttempts: number; z: number };
  reasons: string[];
  policy: FieldCanaryPolicy;
}

const round = (x: number | null, digits = 0) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);
const cmp = (c: NetworkP75) => ({
  canaryP75: round(c.canaryP75),
  stableP75: round(c.stableP75),
  canaryCount: c.canaryCount,
  stableCount: c.stableCount,
  canaryNetworks: c.canaryNetworks,
  stableNetworks: c.stableNetworks,
  ratio: round(c.ratio, 3),
  z: round(c.test.z, 2)!,
});

export type FieldCanaryOutcome = { verdict: 'halt'; release: ReleaseSet; evidence: FieldEvidence } | { verdict: 'alert' | 'none'; evidence?: FieldEvidence };

/**
 * Judges `app@version` of `merchant` if it is the running canary. `alerts` keeps a person's alert to one per
 * canary and window across instances.
 */
export async function checkFieldCanary(store: RegistryStore, merchant: string, app: string, version: string, alerts: SharedLimit, nowMs = Date.now()): Promise<FieldCanaryOutcome> {
  const release = await store.releases.get(merchant);
  const remote = release?.remotes[app as keyof ReleaseSet['remotes']];
  if (!release || !remote || remote.canary?.version !== version) return { verdict: 'none' };
  const policy = (await store.fieldCanary.policy(merchant)) ?? DEFAULT_FIELD_CANARY_POLICY;
  const sinceMinute = Math.floor((nowMs - FIELD_CANARY_WINDOW_MS) / 60_000);
  const rows = await store.fieldCanary.bins(merchant, app, [version, remote.version], sinceMinute);
  const canaryNetworks = networksOf(rows, version);
  const vs = compareByNetwork(canaryNetworks, networksOf(rows, remote.version));
  const networks = canaryNetworks.size;
  const verdict = fieldVerdict(vs, networks, policy);
  if (!verdict.reasons.length) return { verdict: 'none' };
  const evidence: FieldEvidence = {
    remote: app,
    version,
    stable: remote.version,
    windowMinutes: FIELD_CANARY_WINDOW_MS / 60_000,
    networks,
    INP: cmp(vs.INP),
    LCP: cmp(vs.LCP),
    failures: { canaryRate: round(vs.failures.p1, 4)!, stableRate: round(vs.failures.p2, 4)!, canaryAttempts: vs.failures.canaryAttempts, stableAttempts: vs.failures.stableAttempts, z: round(vs.failures.z, 2)! },
    reasons: verdict.reasons,
    policy,
  };
  const what = `canary ${app}@${version}`;
  const at = new Date(nowMs).toISOString();
  const since = new Date(nowMs - FIELD_CANARY_WINDOW_MS).toISOString();
  if (!verdict.halt) {
    // (The counter's key without NULs: PostgreSQL's text takes none.)
    if (!(await alerts.hit(`${merchant} ${app} ${version}`))) return { verdict: 'alert', evidence };
    const message = `${what} looks worse than stable in its players' field data (${verdict.reasons.join('; ')}): left on for a person to decide.`;
    await store.alerts.raise(merchant, 'field-canary-evidence', message, 1, at, since);
    await store.audit.add(FIELD_CANARY_ACTOR, merchant, 'field-evidence', null, evidence, message);
    return { verdict: 'alert', evidence };
  }
  const note = `${what} switched off by its players' field data: ${verdict.reasons.join('; ')}; from ${networks} networks over ${evidence.windowMinutes} min`;
  let changed: ReleaseSet;
  try {
    changed = await setCanary(store, merchant, { expectedRevision: release.revision, remote: app as keyof ReleaseSet['remotes'], version: null }, FIELD_CANARY_ACTOR, 'auto-rollback', note);
  } catch (err) {
    // Another change (or instance) got there first: the next report checks again.
    if (err instanceof ReleaseError) return { verdict: 'none', evidence };
    throw err;
  }
  await store.alerts.raise(merchant, 'field-canary-halt', note, 1, at, since);
  await store.audit.add(FIELD_CANARY_ACTOR, merchant, 'field-evidence', null, evidence, note);
  return { verdict: 'halt', release: changed, evidence };
}

/**
 * Runs the check for a canary at most once per `everyMs` per instance (a summary read per report would cost the
 * database as much as the reports), and once more after the last report of a burst, so the final reports are
 * judged too.
 */
export class FieldCanaryScheduler {
  private readonly last = new Map<string, number>();
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly everyMs: number,
    private readonly run: (merchant: string, app: string, version: string) => Promise<void>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Checks now when the last check is old enough (awaited), else once later. */
  async reported(merchant: string, app: string, version: string): Promise<void> {
    const key = `${merchant}\u0000${app}\u0000${version}`;
    const t = this.now();
    const wait = (this.last.get(key) ?? -Infinity) + this.everyMs - t;
    if (wait <= 0) {
      this.last.set(key, t);
      await this.run(merchant, app, version);
      return;
    }
    if (this.pending.has(key)) return;
    const timer = setTimeout(() => {
      this.pending.delete(key);
      this.last.set(key, this.now());
      void this.run(merchant, app, version);
    }, wait);
    timer.unref();
    this.pending.set(key, timer);
  }

  close(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }
}
