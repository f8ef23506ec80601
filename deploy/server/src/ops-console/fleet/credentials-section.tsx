/**
 * Named ops credentials (registry/credentials.ts): create one (its token shown once), every credential with its
 * scopes, creator and last use, and revoke (confirmed). Only an admin credential manages them; any other sees why
 * and no buttons. The bootstrap token is not revoked here: it is replaced where it is configured.
 */
import { useId, useState } from 'react';
import type { CredentialRecord } from '../../registry/repositories/credentials.js';
import { api, CHANGED_EVENT } from './api';
import { ColumnHeads } from './column-heads';
import { useConfirm } from './confirm-dialog';
import { CredentialForm } from './credential-form';
import { useCan } from './permissions';
import { errorText } from './release-diff';
import { describeScope } from './session-info';
import { usePoll } from './use-poll';
import { ErrorAlert } from './error-alert';

/** A credential as GET /ops/credentials answers it: as stored, without its token's hash, and whether it works now. */
type CredentialView = Omit<CredentialRecord, 'tokenHash'> & { active: boolean };

const when = (iso: string | null, none = '–') => (iso ? new Date(iso).toLocaleString('en') : none);

function CredentialList({ merchants }: { merchants: string[] }) {
  const { data, error } = usePoll(() => api<CredentialView[]>('GET', '/ops/credentials'), []);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const confirm = useConfirm();
  const revoke = async (c: CredentialView) => {
    const body = (
      <p>
        {`Credential ${c.name} (${c.scopes.join(', ')}) stops working at once: every call with its token is refused from now on. Its name stays in the audit and cannot be used again.`}
      </p>
    );
    if (!(await confirm(`Revoke credential ${c.name}`, body))) return;
    try {
      await api('DELETE', `/ops/credentials/${encodeURIComponent(c.name)}`);
      setStatus({ text: `Credential ${c.name} revoked.`, error: false });
    } catch (e) {
      setStatus({ text: errorText(e), error: true });
    }
    window.dispatchEvent(new Event(CHANGED_EVENT));
  };
  const rows = data ?? [];
  return (
    <>
      <CredentialForm merchants={merchants} />
      <div aria-live="polite">
        {status ? (
          <p className={status.error ? 'oc-error' : 'oc-ok'} data-testid="credentials-status">
            {status.text}
          </p>
        ) : null}
      </div>
      <ErrorAlert error={error} />
      {!data && !error ? <p>Loading the credentials…</p> : null}
      {data && !rows.length ? <p className="oc-note">No named credential yet: only the bootstrap token.</p> : null}
      {rows.length ? (
        // On a phone each credential is a card (console.css), its revoke button in view.
        <table className="oc-cards">
            <ColumnHeads names={['Name', 'Scopes', 'Created', 'Last used', 'State', 'Action']} />
            <tbody data-testid="credential-rows">
              {rows.map((c) => (
                <tr key={c.name} data-credential={c.name} data-active={c.active}>
                  <th scope="row">{c.name}</th>
                  <td data-label="Scopes">
                    <ul className="oc-plain">
                      {c.scopes.map((s) => (
                        <li key={s} title={describeScope(s)}>
                          <code>{s}</code>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Created">{`${when(c.createdAt)} by ${c.createdBy}`}</td>
                  <td data-label="Last used" data-testid={`credential-used-${c.name}`}>
                    {when(c.lastUsedAt, 'never')}
                  </td>
                  <td data-label="State">{c.revokedAt ? `revoked ${when(c.revokedAt)}` : c.active ? (c.expiresAt ? `until ${when(c.expiresAt)}` : 'active') : `expired ${when(c.expiresAt)}`}</td>
                  <td>
                    {c.active ? (
                      <button type="button" className="oc-danger" data-testid={`credential-revoke-${c.name}`} aria-label={`Revoke credential ${c.name}`} onClick={() => void revoke(c)}>
                        Revoke…
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
        </table>
      ) : null}
    </>
  );
}

export function CredentialsSection({ merchants }: { merchants: string[] }) {
  const ids = useId();
  const can = useCan();
  return (
    <section aria-labelledby={`${ids}-h`} id="credentials" data-testid="credentials">
      <h2 id={`${ids}-h`}>Credentials</h2>
      {can.admin ? (
        <CredentialList merchants={merchants} />
      ) : (
        <p className="oc-note" data-testid="credentials-refused">
          Creating, listing and revoking credentials needs the admin scope; this credential does not have it.
        </p>
      )}
    </section>
  );
}
