/** Override links of this merchant: issue one (published version or dev server), see and revoke them. */
import { useState } from 'react';
import { api, type ArtifactSummary, CHANGED_EVENT, type ReleaseSet, REMOTES } from '../api';
import { versionsOf } from './remotes-section';
import { errorText } from '../release-diff';
import { DiffList } from './diff-list';
import { useCan } from '../permissions';
import { type Confirm, type Remote, when } from './kit';
import { ErrorAlert } from '../error-alert';

const TTLS = [
  ['3600', '1 hour'],
  ['86400', '1 day'],
  ['604800', '7 days'],
] as const;

export function OverrideSection({ release, artifacts, confirm }: { release: ReleaseSet; artifacts: ArtifactSummary[]; confirm: Confirm }) {
  const [remote, setRemote] = useState<Remote>('games');
  const versions = versionsOf(artifacts, remote);
  const [version, setVersion] = useState('');
  const [ttl, setTtl] = useState<string>(TTLS[0][0]);
  const [dev, setDev] = useState('');
  const [out, setOut] = useState<{ url?: string; expiresAt?: string; error?: string } | null>(null);
  const chosen = versions.includes(version) ? version : (versions[0] ?? '');
  const may = useCan().link(release.merchant, remote);
  const issue = async () => {
    const pinned = release.remotes[remote]?.version ?? '(none)';
    const validFor = TTLS.find(([v]) => v === ttl)?.[1] ?? '';
    const devUrl = dev.trim();
    const target = devUrl || chosen;
    if (!(await confirm(`Override link on ${release.merchant}: ${remote} ${target}`, <DiffList lines={[{ what: `${remote} for the browser that opens the link, for ${validFor}`, del: pinned, add: target }]} />))) return;
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
    <>
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
        {may ? (
          <button type="button" data-testid="override-issue" onClick={() => void issue()}>
            Issue link…
          </button>
        ) : (
          <span className="oc-note">{`Not with this credential (needs remote:${remote} or release:${release.merchant})`}</span>
        )}
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
        <ErrorAlert error={out?.error} />
      </div>
    </>
  );
}
