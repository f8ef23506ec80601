/**
 * What needs a person now, from what the ops API already answers: open alerts, canaries the server halted (audited
 * as auto-rollback) or that are failing now, error-rate spikes of live versions, and failed `release verify` checks
 * of versions a merchant serves. Plain data, tested without a browser (incident-data.test.ts).
 */
import type { AuditRow, OpsAlert, ReleaseSet, TelemetryWindow, Verification } from './api';

export type IncidentKind = 'alert' | 'canary-halted' | 'canary-failing' | 'error-spike' | 'check-failed';

export interface Incident {
  kind: IncidentKind;
  merchant: string;
  text: string;
  /** When it happened (ISO), for the newest-first order. */
  at: string;
}

export interface IncidentInputs {
  alerts: OpsAlert[];
  /** Recent `auto-rollback` audit rows. */
  halted: AuditRow[];
  telemetry: TelemetryWindow;
  releases: ReleaseSet[];
  checks: Verification[];
  now: number;
}

/** How far back a halted canary still needs a look. */
export const HALTED_WITHIN_MS = 24 * 3_600_000;

const percent = (r: number) => `${(r * 100).toFixed(1)}%`;

export function incidents({ alerts, halted, telemetry, releases, checks, now }: IncidentInputs): Incident[] {
  const out: Incident[] = alerts.map((a) => ({ kind: 'alert', merchant: a.merchant, text: `${a.message} (${a.count} reports)`, at: a.lastAt }));
  for (const row of halted) {
    if (row.action !== 'auto-rollback' || now - Date.parse(row.at) > HALTED_WITHIN_MS) continue;
    out.push({ kind: 'canary-halted', merchant: row.merchant, text: `canary halted automatically${row.note ? `: ${row.note}` : ''}`, at: row.at });
  }
  const { policy } = telemetry;
  for (const r of telemetry.rates) {
    const set = releases.find((s) => s.merchant === r.merchant)?.remotes[r.remote as keyof ReleaseSet['remotes']];
    if (!set || r.errorRate === null || r.errorRate <= policy.maxErrorRate) continue;
    const attempts = r.loads + r.errors;
    const numbers = `error rate ${percent(r.errorRate)} (${r.errors + r.renders} failed in ${attempts} attempts) in the last ${Math.round(telemetry.windowMs / 60_000)} min`;
    if (set.canary?.version === r.version) {
      out.push({ kind: 'canary-failing', merchant: r.merchant, text: `${r.remote} canary ${r.version} at ${set.canary.percent}% failing: ${numbers}`, at: new Date(now).toISOString() });
    } else if (set.version === r.version && attempts >= policy.minSample) {
      out.push({ kind: 'error-spike', merchant: r.merchant, text: `${r.remote} ${r.version}: ${numbers}`, at: new Date(now).toISOString() });
    }
  }
  for (const c of checks) {
    const set = releases.find((s) => s.merchant === c.merchant)?.remotes[c.remote as keyof ReleaseSet['remotes']];
    const role = set?.version === c.version ? 'pinned' : set?.canary?.version === c.version ? 'canary' : null;
    if (c.ok || !role) continue;
    out.push({ kind: 'check-failed', merchant: c.merchant, text: `release verify failed for ${c.remote} ${c.version} (${role}): ${c.problems.slice(0, 2).join('; ') || 'no detail'}`, at: c.at });
  }
  return out.sort((a, b) => b.at.localeCompare(a.at));
}

export const KIND_LABEL: Record<IncidentKind, string> = {
  alert: 'Alert',
  'canary-halted': 'Canary halted',
  'canary-failing': 'Canary failing',
  'error-spike': 'Error rate',
  'check-failed': 'Check failed',
};
