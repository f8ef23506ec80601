/**
 * The per-merchant view: pick a merchant, then its release set with pin, canary, promote and canary off per
 * remote, an override link, its telemetry over a window, its revision history with rollback, and its audit.
 * Every change names the revision it was based on and is confirmed with its diff first; a stale revision is
 * said plainly, and the view reloads either way (and after a change made in the fleet view).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CHANGED_EVENT, REMOTES, api, type ArtifactSummary, type AuditRow, type MerchantSummary, type ReleaseSet, type TelemetryWindow } from './api';
import { ColumnHeads } from './column-heads';
import { useConfirm } from './confirm-dialog';
import { errorText, previews, releaseDiff, type DiffLine } from './release-diff';
import { usePoll } from './use-poll';

type Remote = (typeof REMOTES)[number];
interface HistoryRow {
  revision: number;
  at: string;
  actor: string;
  release: ReleaseSet;
}
type Confirm = (title: string, body: ReactNode) => Promise<boolean>;
/** Runs a confirmed change: `title` names it, `next` is the set it should produce. */
type Act = (title: string, next: ReleaseSet, run: () => Promise<unknown>) => Promise<void>;

const when = (iso: string) => new Date(iso).toLocaleString('en');
const pct = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);

export function DiffList({ lines }: { lines: DiffLine[] }) {
  if (!lines.length) return <p className="oc-note">No change.</p>;
  return (
    <ul className="oc-diff">
      {lines.map((l) => (
        <li key={l.what}>
          {`${l.what}: `}
          <span className="oc-del">{`− ${l.del}`}</span> <span className="oc-add">{`+ ${l.add}`}</span>
        </li>
      ))}
    </ul>
  );
}

function versionsOf(artifacts: ArtifactSummary[], app: string, exclude?: string): string[] {
  return artifacts
    .filter((a) => a.app === app && a.version !== exclude)
    .map((a) => a.version)
    .reverse();
}

function RemoteRow({ release, name, artifacts, act }: { release: ReleaseSet; name: Remote; artifacts: ArtifactSummary[]; act: Act }) {
  const r = release.remotes[name]!;
  const choices = versionsOf(artifacts, name, r.version);
  const [pin, setPin] = useState(choices[0] ?? '');
  const [canary, setCanary] = useState(choices[0] ?? '');
  const [percent, setPercent] = useState(String(r.canary?.percent ?? 10));
  const base = { expectedRevision: release.revision, remote: name };
  const path = `/ops/merchants/${encodeURIComponent(release.merchant)}/release`;
  const options = choices.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
  return (
    <tr data-remote={name}>
      <th scope="row">{name}</th>
      <td data-testid={`pinned-${name}`}>{r.version}</td>
      <td>{r.fallback?.version ?? '–'}</td>
      <td data-testid={`canary-${name}`}>{r.canary ? `${r.canary.version} at ${r.canary.percent}%` : '–'}</td>
      <td>
        <div className="oc-row">
          <label htmlFor={`pin-${name}`}>Pin</label>
          <select id={`pin-${name}`} value={pin} onChange={(e) => setPin(e.target.value)}>
            {options}
          </select>
          <button
            type="button"
            data-testid={`pin-button-${name}`}
            disabled={!pin}
            onClick={() => void act(`Pin ${name} ${pin}`, previews.pin(release, name, pin), () => api('POST', `${path}/pin`, { ...base, version: pin }))}
          >
            Pin…
          </button>
        </div>
        <div className="oc-row">
          <label htmlFor={`canary-${name}`}>Canary</label>
          <select id={`canary-${name}`} value={canary} onChange={(e) => setCanary(e.target.value)}>
            {options}
          </select>
          <label htmlFor={`percent-${name}`}>%</label>
          <input id={`percent-${name}`} type="number" min="0" max="100" size={4} value={percent} onChange={(e) => setPercent(e.target.value)} data-testid={`percent-${name}`} />
          <button
            type="button"
            data-testid={`canary-button-${name}`}
            disabled={!canary}
            onClick={() =>
              void act(`Canary ${name} ${canary} at ${percent}%`, previews.canary(release, name, canary, Number(percent)), () =>
                api('POST', `${path}/canary`, { ...base, version: canary, percent: Number(percent) }),
              )
            }
          >
            Set canary…
          </button>
          {r.canary ? (
            <>
              <button type="button" data-testid={`promote-button-${name}`} onClick={() => void act(`Promote ${name} ${r.canary!.version}`, previews.promote(release, name), () => api('POST', `${path}/promote`, base))}>
                Promote…
              </button>
              <button
                type="button"
                className="oc-danger"
                data-testid={`canary-off-${name}`}
                onClick={() => void act(`Canary off for ${name}`, previews.canaryOff(release, name), () => api('POST', `${path}/canary`, { ...base, version: null }))}
              >
                Canary off…
              </button>
            </>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function RemotesSection({ release, artifacts, act }: { release: ReleaseSet; artifacts: ArtifactSummary[]; act: Act }) {
  return (
    <section aria-labelledby="oc-remotes">
      <h2 id="oc-remotes">
        {`${release.merchant}: release set revision `}
        <span data-testid="revision">{release.revision}</span>
      </h2>
      <p className="oc-note">{`Host ${release.host.version}. Published ${when(release.publishedAt)}. Overrides by query ${release.overrides.allowed ? 'allowed' : 'not allowed'}.`}</p>
      <table>
        <ColumnHeads names={['Remote', 'Pinned', 'Fallback', 'Canary', 'Change']} />
        <tbody>
          {REMOTES.filter((name) => release.remotes[name]).map((name) => (
            // Keyed by revision too: the choices start again from the new set after a change.
            <RemoteRow key={`${name} ${release.revision}`} release={release} name={name} artifacts={artifacts} act={act} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

const TTLS = [
  ['3600', '1 hour'],
  ['86400', '1 day'],
  ['604800', '7 days'],
] as const;

function OverrideSection({ release, artifacts, confirm }: { release: ReleaseSet; artifacts: ArtifactSummary[]; confirm: Confirm }) {
  const [remote, setRemote] = useState<Remote>('games');
  const versions = versionsOf(artifacts, remote);
  const [version, setVersion] = useState('');
  const [ttl, setTtl] = useState<string>(TTLS[0][0]);
  const [dev, setDev] = useState('');
  const [out, setOut] = useState<{ url?: string; expiresAt?: string; error?: string } | null>(null);
  const chosen = versions.includes(version) ? version : (versions[0] ?? '');
  const issue = async () => {
    const pinned = release.remotes[remote]?.version ?? '(none)';
    const validFor = TTLS.find(([v]) => v === ttl)?.[1] ?? '';
    const devUrl = dev.trim();
    const target = devUrl || chosen;
    if (!(await confirm(`Override link: ${remote} ${target}`, <DiffList lines={[{ what: `${remote} for the browser that opens the link, for ${validFor}`, del: pinned, add: target }]} />))) return;
    try {
      const res = await api<{ path: string; expiresAt: string }>('POST', `/ops/merchants/${encodeURIComponent(release.merchant)}/override-links`, {
        remote,
        ...(devUrl ? { url: devUrl } : { version: chosen }),
        ttlSeconds: Number(ttl),
      });
      setOut({ url: new URL(res.path, location.origin).href, expiresAt: res.expiresAt });
      window.dispatchEvent(new Event(CHANGED_EVENT));
    } catch (e) {
      setOut({ error: errorText(e) });
    }
  };
  return (
    <section aria-labelledby="oc-override">
      <h2 id="oc-override">Override link</h2>
      <p className="oc-note">A signed link that gives only the browser opening it this version of one remote (or a developer’s dev server), until it expires.</p>
      <div className="oc-row">
        <label htmlFor="ov-remote">Remote</label>
        <select id="ov-remote" value={remote} onChange={(e) => setRemote(e.target.value as Remote)}>
          {REMOTES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <label htmlFor="ov-version">Version</label>
        <select id="ov-version" value={chosen} onChange={(e) => setVersion(e.target.value)}>
          {versions.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
        <label htmlFor="ov-dev">or dev server</label>
        <input id="ov-dev" type="url" placeholder="http://localhost:3102/remoteEntry.js" data-testid="override-dev-url" value={dev} onChange={(e) => setDev(e.target.value)} />
        <label htmlFor="ov-ttl">Valid for</label>
        <select id="ov-ttl" value={ttl} onChange={(e) => setTtl(e.target.value)}>
          {TTLS.map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
        <button type="button" data-testid="override-issue" onClick={() => void issue()}>
          Issue link…
        </button>
      </div>
      <div aria-live="polite">
        {out?.url ? (
          <>
            <p className="oc-link" data-testid="override-url">
              {out.url}
            </p>
            <p className="oc-note">{`Expires ${when(out.expiresAt!)}.`}</p>
          </>
        ) : null}
        {out?.error ? (
          <p className="oc-error" role="alert">
            {out.error}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function TelemetrySection({ telemetry, since, setSince }: { telemetry: TelemetryWindow; since: string; setSince: (v: string) => void }) {
  const { rates, policy } = telemetry;
  return (
    <section aria-labelledby="oc-telemetry">
      <h2 id="oc-telemetry">Telemetry</h2>
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
        {`A canary is switched off automatically when its error rate over ${Math.round(policy.windowMs / 60_000)} min passes ${Math.round(policy.maxErrorRate * 100)}% with at least ${policy.minSample} attempts from at least ${policy.minTickets} page loads.`}
      </p>
      {rates.length ? (
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
      ) : (
        <p className="oc-note">No reports in this window.</p>
      )}
    </section>
  );
}

function HistorySection({ release, history, act }: { release: ReleaseSet; history: HistoryRow[]; act: Act }) {
  const rows = [...history].reverse();
  return (
    <section aria-labelledby="oc-history">
      <h2 id="oc-history">Revision history</h2>
      <table>
        <thead>
          <tr>
            {['Revision', 'When', 'Actor', 'Change'].map((t) => (
              <th scope="col" key={t}>
                {t}
              </th>
            ))}
            <th scope="col">
              <span className="oc-visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h, i) => (
            <tr key={h.revision}>
              <td>{h.revision}</td>
              <td>{when(h.at)}</td>
              <td>{h.actor}</td>
              <td>
                <DiffList lines={releaseDiff(rows[i + 1]?.release ?? null, h.release)} />
              </td>
              <td>
                {h.revision === release.revision ? (
                  'current'
                ) : (
                  <button
                    type="button"
                    data-testid={`rollback-${h.revision}`}
                    onClick={() =>
                      void act(`Roll back to revision ${h.revision}`, h.release, () =>
                        api('POST', `/ops/merchants/${encodeURIComponent(release.merchant)}/release/rollback`, { expectedRevision: release.revision, toRevision: h.revision }),
                      )
                    }
                  >
                    Roll back to this…
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** An audit entry that is not a release-set change (a publish, an override link) in words. */
function EventSummary({ action, after }: { action: string; after: unknown }) {
  const o = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  if (action === 'publish') {
    return (
      <ul className="oc-diff">
        <li>
          {'published: '}
          <span className="oc-add">{`+ ${text(o.app)}@${text(o.version)}`}</span>
        </li>
      </ul>
    );
  }
  if (action === 'override-link') {
    const until = typeof o.expiresAt === 'string' ? when(o.expiresAt) : '';
    return (
      <ul className="oc-diff">
        <li>
          {`${text(o.remote)} for one browser: `}
          <span className="oc-add">{`+ ${text(o.url) || text(o.version)}`}</span>
          {` until ${until}`}
        </li>
      </ul>
    );
  }
  return (
    <ul className="oc-diff">
      {Object.entries(o).map(([k, v]) => (
        <li key={k}>{`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`}</li>
      ))}
    </ul>
  );
}

const isSet = (v: unknown): v is ReleaseSet => !!v && typeof v === 'object' && 'remotes' in v;

function AuditSection({ rows }: { rows: AuditRow[] }) {
  return (
    <section aria-labelledby="oc-audit">
      <h2 id="oc-audit">Audit log</h2>
      <table>
        <ColumnHeads names={['When', 'Actor', 'Action', 'Change']} />
        <tbody data-testid="audit-rows">
          {rows.map((r) => (
            <tr key={r.id} data-action={r.action}>
              <td>{when(r.at)}</td>
              <td>{r.actor}</td>
              <td>{r.action}</td>
              <td>
                {r.note ? <p className="oc-bad">{r.note}</p> : null}
                {isSet(r.after) || isSet(r.before) ? (
                  <DiffList lines={releaseDiff(isSet(r.before) ? r.before : null, isSet(r.after) ? r.after : null)} />
                ) : (
                  <EventSummary action={r.action} after={r.after} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface MerchantData {
  release: ReleaseSet;
  history: HistoryRow[];
  audit: AuditRow[];
  telemetry: TelemetryWindow;
}

async function loadMerchant(merchant: string, since: string): Promise<MerchantData> {
  const enc = encodeURIComponent(merchant);
  const [release, history, audit, telemetry] = await Promise.all([
    api<ReleaseSet>('GET', `/ops/merchants/${enc}/release`),
    api<HistoryRow[]>('GET', `/ops/merchants/${enc}/history`),
    api<AuditRow[]>('GET', `/ops/audit?merchant=${enc}&limit=50`),
    api<TelemetryWindow>('GET', `/ops/telemetry?since=${since}&merchant=${enc}`),
  ]);
  return { release, history, audit, telemetry };
}

/** `onUnauthorized`: the token stopped working (revoked, rotated): back to the sign-in with this text. */
export function MerchantView({ merchants, artifacts, onUnauthorized }: { merchants: MerchantSummary[]; artifacts: ArtifactSummary[]; onUnauthorized: (message: string) => void }) {
  const ids = useId();
  const [selected, setSelected] = useState(merchants[0]?.merchant ?? '');
  const [since, setSince] = useState('1h');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  // A change's outcome is shown once the view has reloaded, so what it says and what is shown agree.
  const [pending, setPending] = useState<{ text: string; error: boolean } | null>(null);
  const { confirm, dialog } = useConfirm();
  const { data, error } = usePoll(() => (selected ? loadMerchant(selected, since) : Promise.resolve(null)), [selected, since]);
  useEffect(() => {
    if (error?.startsWith('401 ')) onUnauthorized('The ops token was refused. Sign in again.');
  }, [error, onUnauthorized]);
  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    setPending(null);
    // Only a reload moves the pending outcome on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const act: Act = async (title, next, run) => {
    if (!data?.release) return;
    if (!(await confirm(title, <DiffList lines={releaseDiff(data.release, next)} />))) return;
    try {
      await run();
      setPending({ text: `${title}: done.`, error: false });
    } catch (e) {
      setPending({ text: errorText(e), error: true });
    }
    // Reloads this view (and the fleet view) either way: after a stale revision it shows the current set.
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };

  const nav = (
    <nav className="oc-row oc-merchants" aria-label="Merchants">
      {merchants.map((m) => (
        <button
          key={m.merchant}
          type="button"
          aria-current={m.merchant === selected ? 'true' : 'false'}
          onClick={() => {
            setSelected(m.merchant);
            setNotice(null);
            window.dispatchEvent(new Event(CHANGED_EVENT));
          }}
        >
          {m.merchant}
        </button>
      ))}
    </nav>
  );
  return (
    <>
      <section aria-labelledby={`${ids}-m`}>
        <h2 id={`${ids}-m`}>Merchants</h2>
        {merchants.length ? nav : <p>No merchant has a release set yet.</p>}
      </section>
      {notice ? (
        <p className={notice.error ? 'oc-error' : 'oc-ok'} role={notice.error ? 'alert' : 'status'} data-testid="status">
          {notice.text}
        </p>
      ) : null}
      {error && !error.startsWith('401 ') ? (
        <p className="oc-error" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.release.merchant === selected ? (
        <>
          <RemotesSection release={data.release} artifacts={artifacts} act={act} />
          <OverrideSection release={data.release} artifacts={artifacts} confirm={confirm} />
          <TelemetrySection telemetry={data.telemetry} since={since} setSince={setSince} />
          <HistorySection release={data.release} history={data.history} act={act} />
          <AuditSection rows={data.audit} />
        </>
      ) : null}
      {dialog}
    </>
  );
}
