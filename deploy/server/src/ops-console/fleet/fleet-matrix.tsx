/**
 * Merchants × remotes: which host and remote versions each merchant runs (pinned, canary), its overrides switch,
 * and bulk changes over the merchants ticked: pin, canary, canary off, host version (bulk-change.ts), confirmed
 * as a single change is, naming every merchant with its diff and the target version. Each change names the
 * revision it was shown (compare-and-swap): if someone changed a set meanwhile, that merchant is reported and
 * left alone. Only the merchants the signed-in credential may change can be ticked or switched; on a phone each
 * merchant is a card (console.css), with its details a tap away.
 */
import { useId, useState, type FormEvent } from 'react';
import { CHANGED_EVENT, REMOTES, api, type ArtifactSummary, type ReleaseSet, type Remote } from './api';
import { ACTIONS, applyOne, bulkPreview, bulkTitle, describeFailure, type Action, type BulkChange } from './bulk-change';
import { useConfirm } from './confirm-dialog';
import { DiffList } from './merchant/diff-list';
import { useCan } from './permissions';
import { releaseDiff } from './release-diff';

interface Outcome {
  merchant: string;
  ok: boolean;
  text: string;
}

export function FleetMatrix({ releases, artifacts, onOpen }: { releases: ReleaseSet[]; artifacts: ArtifactSummary[]; onOpen: (merchant: string) => void }) {
  const ids = useId();
  const can = useCan();
  const confirm = useConfirm();
  const changeable = releases.filter((r) => can.release(r.merchant));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [action, setAction] = useState<Action>('canary');
  const [remote, setRemote] = useState<Remote>('member');
  const [version, setVersion] = useState('');
  const [percent, setPercent] = useState('10');
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const app = action === 'host' ? 'host' : remote;
  const versions = artifacts.filter((a) => a.app === app).map((a) => a.version);
  const chosenVersion = versions.includes(version) ? version : (versions[versions.length - 1] ?? '');
  const all = changeable.length > 0 && changeable.every((r) => ticked.has(r.merchant));
  const toggle = (merchant: string) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(merchant)) next.delete(merchant);
      else next.add(merchant);
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = changeable.filter((r) => ticked.has(r.merchant));
    const pct = Number(percent);
    if (!chosen.length) return setOutcomes([{ merchant: '-', ok: false, text: 'Tick at least one merchant.' }]);
    if (action === 'canary' && !(pct >= 0 && pct <= 100)) return setOutcomes([{ merchant: '-', ok: false, text: 'Percent must be a number from 0 to 100.' }]);
    if (action !== 'canary-off' && !chosenVersion) return setOutcomes([{ merchant: '-', ok: false, text: `No published version of ${app}.` }]);
    // The same confirmation as a single change: every merchant by name, each with its diff.
    const change: BulkChange = { action, remote, version: chosenVersion, percent: pct };
    const body = (
      <ul className="oc-plain" data-testid="bulk-confirm-merchants">
        {chosen.map((r) => (
          <li key={r.merchant} data-merchant={r.merchant}>
            <strong>{r.merchant}</strong> {`(revision ${r.revision})`}
            <DiffList lines={releaseDiff(r, bulkPreview(r, change))} />
          </li>
        ))}
      </ul>
    );
    if (!(await confirm(bulkTitle(change, chosen.map((r) => r.merchant)), body))) return;
    setBusy(true);
    const results: Outcome[] = [];
    for (const r of chosen) {
      try {
        const next = await applyOne(r, change);
        results.push({ merchant: r.merchant, ok: true, text: `revision ${next.revision}` });
      } catch (err) {
        results.push({ merchant: r.merchant, ok: false, text: describeFailure(err) });
      }
    }
    setOutcomes(results);
    setBusy(false);
    window.dispatchEvent(new Event(CHANGED_EVENT));
  }

  async function switchOverrides(r: ReleaseSet) {
    try {
      await api('POST', `/ops/merchants/${encodeURIComponent(r.merchant)}/release/overrides`, { expectedRevision: r.revision, allowed: !r.overrides.allowed });
      setOutcomes([{ merchant: r.merchant, ok: true, text: `overrides ${r.overrides.allowed ? 'off' : 'allowed'}` }]);
    } catch (err) {
      setOutcomes([{ merchant: r.merchant, ok: false, text: describeFailure(err) }]);
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
  }

  return (
    <section aria-labelledby={`${ids}-h`} data-testid="fleet-matrix" id="fleet">
      <h2 id={`${ids}-h`}>Fleet</h2>
      <table className="oc-cards">
        <caption className="oc-note">Host and remote versions per merchant; a canary shows as → version at its share of browsers.</caption>
        <thead>
          <tr>
            <th scope="col">
              {changeable.length ? (
                <input type="checkbox" aria-label="Tick every merchant this credential may change" checked={all} onChange={() => setTicked(all ? new Set() : new Set(changeable.map((r) => r.merchant)))} />
              ) : (
                <span className="oc-visually-hidden">Tick</span>
              )}
            </th>
            <th scope="col">Merchant</th>
            <th scope="col">Revision</th>
            <th scope="col">Host</th>
            {REMOTES.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
            <th scope="col">Overrides</th>
            <th scope="col">
              <span className="oc-visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {releases.map((r) => (
            <tr key={r.merchant} data-testid={`fleet-row-${r.merchant}`}>
              <td className="oc-tick">
                {can.release(r.merchant) ? (
                  <input type="checkbox" aria-label={`Tick ${r.merchant}`} checked={ticked.has(r.merchant)} onChange={() => toggle(r.merchant)} data-testid={`tick-${r.merchant}`} />
                ) : null}
              </td>
              <th scope="row">{r.merchant}</th>
              <td data-label="Revision">{r.revision}</td>
              <td data-label="Host" data-testid={`cell-${r.merchant}-host`}>
                {r.host.version}
              </td>
              {REMOTES.map((name) => {
                const rel = r.remotes[name];
                return (
                  <td key={name} data-label={name} data-testid={`cell-${r.merchant}-${name}`}>
                    {rel ? rel.version : '–'}
                    {rel?.canary ? ` → ${rel.canary.version} at ${rel.canary.percent}%` : ''}
                  </td>
                );
              })}
              <td data-label="Overrides">
                {can.release(r.merchant) ? (
                  <button type="button" aria-pressed={r.overrides.allowed} onClick={() => void switchOverrides(r)} data-testid={`overrides-${r.merchant}`}>
                    {r.overrides.allowed ? 'Allowed' : 'Off'}
                    <span className="oc-visually-hidden"> (overrides for {r.merchant})</span>
                  </button>
                ) : r.overrides.allowed ? (
                  'allowed'
                ) : (
                  'off'
                )}
              </td>
              <td>
                <button type="button" data-testid={`details-${r.merchant}`} onClick={() => onOpen(r.merchant)}>
                  Details<span className="oc-visually-hidden"> of {r.merchant}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {changeable.length ? null : <p className="oc-note">This credential may change no merchant&apos;s release set: the fleet is read only.</p>}
      <form className="oc-row" hidden={!changeable.length} onSubmit={(e) => void submit(e)} aria-label="Change the ticked merchants" data-testid="bulk-form">
        <label htmlFor={`${ids}-action`}>Change</label>
        <select id={`${ids}-action`} value={action} onChange={(e) => setAction(e.target.value as Action)} data-testid="bulk-action">
          {(Object.keys(ACTIONS) as Action[]).map((a) => (
            <option key={a} value={a}>
              {ACTIONS[a]}
            </option>
          ))}
        </select>
        {action !== 'host' && (
          <>
            <label htmlFor={`${ids}-remote`}>of</label>
            <select id={`${ids}-remote`} value={remote} onChange={(e) => setRemote(e.target.value as Remote)} data-testid="bulk-remote">
              {REMOTES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </>
        )}
        {action !== 'canary-off' && (
          <>
            <label htmlFor={`${ids}-version`}>to version</label>
            <select id={`${ids}-version`} value={chosenVersion} onChange={(e) => setVersion(e.target.value)} data-testid="bulk-version">
              {versions.map((v) => (
                <option key={v}>{v}</option>
              ))}
            </select>
          </>
        )}
        {action === 'canary' && (
          <>
            <label htmlFor={`${ids}-percent`}>for % of browsers</label>
            <input id={`${ids}-percent`} inputMode="decimal" size={4} value={percent} onChange={(e) => setPercent(e.target.value)} data-testid="bulk-percent" />
          </>
        )}
        <button type="submit" className="oc-primary" disabled={busy} data-testid="bulk-apply">
          Apply to {ticked.size} merchant{ticked.size === 1 ? '' : 's'}
        </button>
      </form>
      {/* The live region wraps the list: a list keeps its list semantics (role=status on the ul would drop them). */}
      <div role="status" aria-live="polite">
        <ul data-testid="bulk-results">
          {outcomes.map((o) => (
            <li key={o.merchant} className={o.ok ? 'oc-ok' : 'oc-error'}>
              {o.merchant}: {o.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
