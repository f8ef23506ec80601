/**
 * The override links not yet expired, every merchant's: which remote and version (or dev server), who issued it,
 * whether a browser has opened (and so bound) a dev link, and a Revoke button. A revoked link stops at its
 * browser's next page load (registry/overrides.ts).
 */
import { useId, useState } from 'react';
import { CHANGED_EVENT, api, type OverrideLinkView } from './api';
import { useCan } from './permissions';
import { ScrollTable } from './scroll-region';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en') : '–');

export function OverrideLinks() {
  const ids = useId();
  const { data, error } = usePoll(() => api<OverrideLinkView[]>('GET', '/ops/override-links'), [], 30_000);
  const [status, setStatus] = useState('');
  const can = useCan();
  const revoke = async (l: OverrideLinkView) => {
    try {
      await api('DELETE', `/ops/override-links/${encodeURIComponent(l.id)}`);
      setStatus(`Revoked link ${l.id} (${l.remote} for ${l.merchant}).`);
      window.dispatchEvent(new Event(CHANGED_EVENT));
    } catch (e) {
      setStatus(`Could not revoke link ${l.id}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const links = data ?? [];
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="override-links">
      <h2 id={`${ids}-h`}>Override links</h2>
      <ErrorAlert error={error} />
      <p className="oc-note" role="status" data-testid="override-links-status">
        {status}
      </p>
      {links.length ? (
        <ScrollTable label="Live override links" heads={['Id', 'Merchant', 'Remote', 'Version or dev server', 'Issued by', 'Until', 'State', '']} bodyTestId="override-link-rows">
          {links.map((l) => (
            <tr key={l.id} data-link={l.id}>
              <td>
                <code>{l.id}</code>
              </td>
              <td>{l.merchant}</td>
              <td>{l.remote}</td>
              <td>{l.devUrl ?? l.version}</td>
              <td>{l.createdBy}</td>
              <td>{when(l.expiresAt)}</td>
              <td>{l.revokedAt ? `revoked by ${l.revokedBy ?? '?'}` : l.boundAt ? `opened ${when(l.boundAt)}` : l.devUrl ? 'not opened yet' : 'live'}</td>
              <td>
                {l.revokedAt || !can.link(l.merchant, l.remote) ? null : (
                  <button type="button" className="oc-danger" data-testid={`revoke-${l.id}`} aria-label={`Revoke link ${l.id}: ${l.remote} ${l.devUrl ?? l.version} for ${l.merchant}`} onClick={() => void revoke(l)}>
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <p className="oc-note">No live override links.</p>
      )}
    </section>
  );
}
