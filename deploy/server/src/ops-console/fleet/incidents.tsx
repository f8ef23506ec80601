/**
 * The strip at the top of the console: what needs a person now (incident-data.ts), newest first, each with a way
 * to that merchant's details. Refreshed with the telemetry; says so plainly when nothing does.
 */
import { useId } from 'react';
import { api, type AuditRow, type OpsAlert, type ReleaseSet, type TelemetryWindow, type Verification } from './api';
import { KIND_LABEL, incidents } from './incident-data';
import { REFRESH_MS } from './telemetry-trends';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'short', timeStyle: 'short' });

export function Incidents({ releases, checks, onOpen }: { releases: ReleaseSet[]; checks: Verification[]; onOpen: (merchant: string) => void }) {
  const ids = useId();
  const { data, error } = usePoll(
    async () => {
      const [alerts, halted, telemetry] = await Promise.all([
        api<OpsAlert[]>('GET', '/ops/alerts'),
        api<AuditRow[]>('GET', '/ops/audit?action=auto-rollback&limit=20'),
        api<TelemetryWindow>('GET', '/ops/telemetry?since=1h'),
      ]);
      return { alerts, halted, telemetry };
    },
    [],
    REFRESH_MS,
  );
  const list = data ? incidents({ ...data, releases, checks, now: Date.now() }) : [];
  return (
    <section aria-labelledby={`${ids}-h`} className={list.length ? 'oc-incidents oc-incidents-on' : 'oc-incidents'} data-testid="incidents" id="incidents">
      <h2 id={`${ids}-h`}>Needs a person now</h2>
      <ErrorAlert error={error} />
      {!data && !error ? <p>Loading…</p> : null}
      {data && !list.length ? (
        <p className="oc-ok" data-testid="incidents-none">
          Nothing: no open alert, no halted or failing canary, no error-rate spike, no failed check of a live version.
        </p>
      ) : null}
      {list.length ? (
        <ul className="oc-incident-list" data-testid="incident-rows">
          {list.slice(0, 12).map((i, n) => (
            <li key={`${i.kind} ${i.merchant} ${n}`} data-kind={i.kind}>
              <span className="oc-badge">{KIND_LABEL[i.kind]}</span> <strong>{i.merchant}</strong> {i.text} <span className="oc-note">{when(i.at)}</span>{' '}
              {i.merchant !== '-' ? (
                <button type="button" onClick={() => onOpen(i.merchant)}>
                  Open {i.merchant}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
