/** Each remote's main, fallback and canary, with pin, canary, promote and canary off. */
import { useState } from 'react';
import { api, type ArtifactSummary, type ReleaseSet, REMOTES } from '../api';
import { ColumnHeads } from '../column-heads';
import { previews } from '../release-diff';
import { useCan } from '../permissions';
import { type Act, type Remote, when } from './kit';

export function versionsOf(artifacts: ArtifactSummary[], app: string, exclude?: string): string[] {
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
  const may = useCan().release(release.merchant);
  const options = choices.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
  return (
    <tr data-remote={name}>
      <th scope="row">{name}</th>
      <td data-label="Pinned" data-testid={`pinned-${name}`}>
        {r.version}
      </td>
      <td data-label="Fallback">{r.fallback?.version ?? '–'}</td>
      <td data-label="Canary" data-testid={`canary-${name}`}>
        {r.canary ? `${r.canary.version} at ${r.canary.percent}%` : '–'}
      </td>
      <td className="oc-wide">
        <div className="oc-row" hidden={!may}>
          <label htmlFor={`pin-${name}`}>Pin</label>
          <select id={`pin-${name}`} value={pin} onChange={(e) => setPin(e.target.value)}>
            {options}
          </select>
          <button
            type="button"
            data-testid={`pin-button-${name}`}
            disabled={!pin}
            onClick={() => void act(`Pin ${name} ${pin} on ${release.merchant}`, previews.pin(release, name, pin), () => api('POST', `${path}/pin`, { ...base, version: pin }), { remote: name, version: pin })}
          >
            Pin…
          </button>
        </div>
        <div className="oc-row" hidden={!may}>
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
              void act(
                `Canary ${name} ${canary} at ${percent}% on ${release.merchant}`,
                previews.canary(release, name, canary, Number(percent)),
                () => api('POST', `${path}/canary`, { ...base, version: canary, percent: Number(percent) }),
                { remote: name, version: canary },
              )
            }
          >
            Set canary…
          </button>
          {r.canary ? (
            <>
              <button type="button" data-testid={`promote-button-${name}`} onClick={() => void act(`Promote ${name} ${r.canary!.version} on ${release.merchant}`, previews.promote(release, name), () => api('POST', `${path}/promote`, base), { remote: name, version: r.canary!.version })}>
                Promote…
              </button>
              <button
                type="button"
                className="oc-danger"
                data-testid={`canary-off-${name}`}
                onClick={() => void act(`Canary off for ${name} on ${release.merchant}`, previews.canaryOff(release, name), () => api('POST', `${path}/canary`, { ...base, version: null }))}
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

export function RemotesSection({ release, artifacts, act }: { release: ReleaseSet; artifacts: ArtifactSummary[]; act: Act }) {
  const may = useCan().release(release.merchant);
  return (
    <section aria-labelledby="oc-remotes">
      <h3 id="oc-remotes">
        {`${release.merchant}: release set revision `}
        <span data-testid="revision">{release.revision}</span>
      </h3>
      <p className="oc-note">{`Host ${release.host.version}. Published ${when(release.publishedAt)}. Overrides by query ${release.overrides.allowed ? 'allowed' : 'not allowed'}.`}</p>
      {may ? null : <p className="oc-note" data-testid="release-read-only">{`This credential may only read ${release.merchant}'s release set: changing it needs release:${release.merchant}, release:* or admin.`}</p>}
      {/* On a phone each remote is a card (console.css), its changes under its versions. */}
      <table className="oc-cards">
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
