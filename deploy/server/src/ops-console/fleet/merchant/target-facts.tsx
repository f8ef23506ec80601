/**
 * What the confirmation says about the version a change brings to players: its last `release verify` on this
 * merchant (passed, failed or never, and when) and its loads and errors in the telemetry window shown.
 */
import type { TelemetryRate, Verification } from '../api';
import { type Target, pct, when } from './kit';

export function TargetFacts({ merchant, target, checks, rates, window }: { merchant: string; target: Target; checks: Verification[]; rates: TelemetryRate[]; window: string }) {
  const check = checks.find((c) => c.remote === target.remote && c.version === target.version);
  const rate = rates.find((r) => r.remote === target.remote && r.version === target.version);
  return (
    <ul className="oc-facts" data-testid="confirm-facts">
      <li data-testid="confirm-check">
        {`Last release verify of ${target.remote} ${target.version} on ${merchant}: `}
        {check ? (
          <span className={check.ok ? 'oc-ok' : 'oc-bad'}>{check.ok ? `passed, ${when(check.at)}` : `failed, ${when(check.at)}: ${check.problems.slice(0, 2).join('; ')}`}</span>
        ) : (
          <span className="oc-warn">never</span>
        )}
      </li>
      <li data-testid="confirm-loads">
        {rate
          ? `In the ${window}: ${rate.loads} loads, ${rate.errors} errors, ${rate.renders} render crashes (error rate ${pct(rate.errorRate)}).`
          : `In the ${window}: no loads reported of ${target.remote} ${target.version} on ${merchant}.`}
      </li>
    </ul>
  );
}
