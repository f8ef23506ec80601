import { useId, useState } from 'react';
import { api, type AuditRow } from './api';
import { ErrorAlert } from './error-alert';
import { AuditTable } from './merchant/audit-section';
import { usePoll } from './use-poll';

/** The audit log across merchants, filtered by merchant, action and who, newest first; each change as its diff. */
export function AuditLog({ merchants }: { merchants: string[] }) {
  const ids = useId();
  const [merchant, setMerchant] = useState('');
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const q = new URLSearchParams({ limit: '100', ...(merchant ? { merchant } : {}), ...(action ? { action } : {}), ...(actor.trim() ? { actor: actor.trim() } : {}) });
  const { data, error } = usePoll(() => api<AuditRow[]>('GET', `/ops/audit?${q}`), [q.toString()]);
  return (
    <section aria-labelledby={`${ids}-h`} data-testid="fleet-audit">
      <h2 id={`${ids}-h`}>Audit</h2>
      <div className="oc-row">
        <label htmlFor={`${ids}-m`}>Merchant</label>
        <select id={`${ids}-m`} value={merchant} onChange={(e) => setMerchant(e.target.value)} data-testid="audit-merchant">
          <option value="">all</option>
          <option value="-">(not a merchant: publishes, credentials)</option>
          {merchants.map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
        <label htmlFor={`${ids}-a`}>Action</label>
        <select id={`${ids}-a`} value={action} onChange={(e) => setAction(e.target.value)} data-testid="audit-action">
          <option value="">all</option>
          {['set', 'pin', 'canary', 'promote', 'rollback', 'overrides', 'auto-rollback', 'override-link', 'publish', 'credential-create', 'credential-revoke'].map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
        <label htmlFor={`${ids}-w`}>Who</label>
        <input id={`${ids}-w`} value={actor} onChange={(e) => setActor(e.target.value)} placeholder="credential name" data-testid="audit-actor" />
      </div>
      <ErrorAlert error={error} />
      <AuditTable rows={data ?? []} label="Audit across merchants" bodyTestId="fleet-audit-rows" merchants />
    </section>
  );
}
