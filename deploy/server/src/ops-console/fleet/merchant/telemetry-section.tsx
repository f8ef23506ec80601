/** This merchant's telemetry per version over a window. */
import type { TelemetryWindow } from '../api';
import { ColumnHeads } from '../column-heads';
import { ScrollRegion } from '../scroll-region';
import { pct } from './kit';

export function TelemetrySection({ telemetry, since, setSince }: { telemetry: TelemetryWindow; since: string; setSince: (v: string) => void }) {
  const { rates, policy } = telemetry;
  return (
    <>
      <div className="oc-row">
        <label htmlFor="tm-since">Window</label>
        <select id="tm-since" data-testid="telemetry-window" value={since} onChange={(e) => setSince(e.target.value)}>
          {[
            ['1h', 'last hour'],
            ['24h', 'last day'],
            ['7d', 'last week'],
          ].map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <p className="oc-note">
        {`A canary is switched off automatically when its error rate over ${Math.round(policy.windowMs / 60_000)} min passes ${Math.round(policy.maxErrorRate * 100)}% with at least ${policy.minSample} attempts from at least ${policy.minTickets} page loads, and at least ${policy.minNetworks} networks (${Math.round(policy.minNetworkShare * 100)}% of those reporting) are failing; disputed evidence raises an alert instead.`}
      </p>
      {rates.length ? (
        <ScrollRegion label="Telemetry per version">
        <table>
          <ColumnHeads names={['Remote', 'Version', 'Loads', 'Errors', 'Fallbacks', 'Error rate', 'Avg load', 'p50 load', 'p95 load']} />
          <tbody data-testid="telemetry-rows">
            {rates.map((r) => (
              <tr key={`${r.remote} ${r.version}`}>
                <td>{r.remote}</td>
                <td>{r.version}</td>
                <td>{r.loads}</td>
                <td>{r.errors}</td>
                <td>{r.fallbacks}</td>
                <td className={(r.errorRate ?? 0) > policy.maxErrorRate ? 'oc-bad' : 'oc-ok'}>{pct(r.errorRate)}</td>
                <td>{r.avgMs === null ? '–' : `${r.avgMs} ms`}</td>
                <td data-testid="p50">{r.p50Ms === null ? '–' : `${r.p50Ms} ms`}</td>
                <td data-testid="p95">{r.p95Ms === null ? '–' : `${r.p95Ms} ms`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </ScrollRegion>
      ) : (
        <p className="oc-note">No reports in this window.</p>
      )}
    </>
  );
}
