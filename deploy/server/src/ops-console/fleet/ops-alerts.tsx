/**
 * Alerts the server raised for ops (`GET /ops/alerts`), newest first: e.g. a flood of telemetry reports without
 * a valid ticket. Shown above everything else while there are any; refreshed with the telemetry.
 */
import { useId } from 'react';
import { api, type OpsAlert } from './api';
import { REFRESH_MS } from './telemetry-trends';
import { usePoll } from './use-poll';

export function OpsAlerts() {
  const ids = useId();
  const { data } = usePoll(() => api<OpsAlert[]>('GET', '/ops/alerts'), [], REFRESH_MS);
  if (!data?.length) return null;
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="ops-alerts">
      <h2 id={`${ids}-h`}>Alerts</h2>
      <ul>
        {data.slice(0, 10).map((a) => (
          <li key={a.id} data-kind={a.kind}>
            <strong className="oc-bad">{a.merchant}</strong> {a.message}{' '}
            <span className="oc-note">
              ({a.count} reports, {a.firstAt.slice(0, 16).replace('T', ' ')} – {a.lastAt.slice(11, 16)} UTC)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
