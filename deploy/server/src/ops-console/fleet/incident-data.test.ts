/** What needs a person now, from alerts, the audit, telemetry, release sets and checks. */
import type { AuditRow, ReleaseSet, TelemetryRate, TelemetryWindow, Verification } from './api.js';
import { HALTED_WITHIN_MS, incidents } from './incident-data.js';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const ref = (version: string) => ({ version, entry: `/e/${version}`, integrity: 'sha384-x' });
const demo: ReleaseSet = {
  merchant: 'demo',
  revision: 3,
  publishedAt: '2026-11-29T10:00:00.000Z',
  host: { version: '1.0.0' },
  remotes: { member: { ...ref('1.0.0'), canary: { ...ref('1.1.0'), percent: 10 } }, games: ref('2.0.0') },
  overrides: { allowed: false },
};
const rate = (remote: string, version: string, loads: number, errors: number): TelemetryRate => ({
  merchant: 'demo',
  remote,
  version,
  loads,
  errors,
  fallbacks: 0,
  renders: 0,
  errorRate: loads + errors ? errors / (loads + errors) : null,
  avgMs: null,
  p50Ms: null,
  p95Ms: null,
});
const telemetry = (rates: TelemetryRate[]): TelemetryWindow => ({ windowMs: 3_600_000, policy: { windowMs: 600_000, minSample: 20, maxErrorRate: 0.25, minTickets: 10, minNetworks: 5, minNetworkShare: 0.25 }, rates });
const check = (version: string, ok: boolean, remote = 'member'): Verification => ({ merchant: 'demo', remote, version, ok, problems: ok ? [] : ['deposit threw'], at: '2026-11-29T11:00:00.000Z', actor: 'ci' });
const halted = (at: number): AuditRow => ({ id: at, at: new Date(at).toISOString(), actor: 'auto-rollback', merchant: 'demo', action: 'auto-rollback', before: null, after: null, note: 'error rate 60%' });
const base = { alerts: [], halted: [], telemetry: telemetry([]), releases: [demo], checks: [], now };

it('finds nothing when nothing is wrong', () => {
  expect(incidents({ ...base, telemetry: telemetry([rate('member', '1.0.0', 100, 1), rate('member', '1.1.0', 10, 0)]), checks: [check('1.1.0', true)] })).toEqual([]);
});

it('names a failing canary, an error-rate spike of a pinned version, a recent halt and a failed check of a live version', () => {
  const found = incidents({
    ...base,
    alerts: [{ id: 1, merchant: 'demo2', kind: 'telemetry-unticketed', message: 'reports without a ticket', count: 40, firstAt: '2026-11-29T11:30:00.000Z', lastAt: '2026-11-29T11:50:00.000Z' }],
    halted: [halted(now - 3_600_000), halted(now - HALTED_WITHIN_MS - 1)],
    telemetry: telemetry([rate('member', '1.1.0', 3, 2), rate('games', '2.0.0', 20, 10), rate('member', '0.9.0', 0, 50)]),
    checks: [check('1.1.0', false), check('0.8.0', false)],
  });
  expect(found.map((i) => `${i.kind} ${i.merchant}`).sort()).toEqual(['alert demo2', 'canary-failing demo', 'canary-halted demo', 'check-failed demo', 'error-spike demo']);
  expect(found.find((i) => i.kind === 'canary-failing')?.text).toBe('member canary 1.1.0 at 10% failing: error rate 40.0% (2 failed in 5 attempts) in the last 60 min');
  expect(found.find((i) => i.kind === 'check-failed')?.text).toBe('release verify failed for member 1.1.0 (canary): deposit threw');
});

it('leaves a spike below the policy sample to the canary rules', () => {
  expect(incidents({ ...base, telemetry: telemetry([rate('games', '2.0.0', 5, 5)]) })).toEqual([]);
});
