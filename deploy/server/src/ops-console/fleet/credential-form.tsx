/**
 * Creating a named credential: its name, what it may do (admin, the release sets of every merchant or of some, an
 * app team's publishing, the test controls, metrics, checks) and how long it lives. Its token is shown once, with a
 * copy button, and forgotten when dismissed: the registry keeps only its digest, so it is never shown again.
 */
import { useId, useState, type FormEvent } from 'react';
import { api, CHANGED_EVENT } from './api';
import { errorText } from './release-diff';

const APPS = ['host', 'games', 'member', 'agent', 'lottery'] as const;
const OTHER = [
  ['admin', 'admin: everything, credentials included'],
  ['verify', 'verify: record release checks'],
  ['sandbox', 'sandbox: the test gateway controls'],
  ['metrics', 'metrics: scrape /ops/metrics'],
] as const;
const LIFETIMES = [
  ['', 'until revoked'],
  ['86400', '1 day'],
  ['2592000', '30 days'],
  ['7776000', '90 days'],
  ['31536000', '1 year'],
] as const;

/** The scopes a form's choices make: `release:*` stands for every merchant, so it replaces the single ones. */
export function scopesOf(choice: { releaseAll: boolean; merchants: string[]; apps: string[]; other: string[] }): string[] {
  return [...(choice.releaseAll ? ['release:*'] : choice.merchants.map((m) => `release:${m}`)), ...choice.apps.map((a) => `remote:${a}`), ...choice.other];
}

function Ticks({ legend, items, chosen, set, testid }: { legend: string; items: readonly (readonly [string, string])[]; chosen: string[]; set: (v: string[]) => void; testid: string }) {
  return (
    <fieldset className="oc-ticks">
      <legend>{legend}</legend>
      {items.map(([value, label]) => (
        <label key={value}>
          <input
            type="checkbox"
            data-testid={`${testid}-${value}`}
            checked={chosen.includes(value)}
            onChange={(e) => set(e.target.checked ? [...chosen, value] : chosen.filter((c) => c !== value))}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export function CredentialForm({ merchants }: { merchants: string[] }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [releaseAll, setReleaseAll] = useState(false);
  const [chosenMerchants, setMerchants] = useState<string[]>([]);
  const [apps, setApps] = useState<string[]>([]);
  const [other, setOther] = useState<string[]>([]);
  const [ttl, setTtl] = useState('');
  const [error, setError] = useState('');
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const scopes = scopesOf({ releaseAll, merchants: chosenMerchants, apps, other });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!scopes.length) return setError('Choose at least one thing this credential may do.');
    try {
      const res = await api<{ credential: { name: string }; token: string }>('POST', '/ops/credentials', { name: name.trim(), scopes, ...(ttl ? { ttlSeconds: Number(ttl) } : {}) });
      setCreated({ name: res.credential.name, token: res.token });
      setCopied(false);
      setError('');
      setName('');
      window.dispatchEvent(new Event(CHANGED_EVENT));
    } catch (err) {
      setError(errorText(err));
    }
  }

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setError('The browser did not let the console copy: select the token and copy it by hand.');
    }
  };

  if (created) {
    return (
      <div className="oc-once" role="status" data-testid="credential-created">
        <p>
          <strong>{`Credential ${created.name} created.`}</strong> Its token is shown this once: copy it now and keep it as a secret (e.g. TESSERA_OPS_TOKEN in the
          pipeline that uses it). The registry keeps only its digest.
        </p>
        <p className="oc-link">
          <code data-testid="credential-token">{created.token}</code>
        </p>
        <div className="oc-row">
          <button type="button" className="oc-primary" data-testid="credential-copy" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy the token'}
          </button>
          <button type="button" data-testid="credential-done" onClick={() => setCreated(null)}>
            Done: hide it for good
          </button>
        </div>
        {error ? <p className="oc-error">{error}</p> : null}
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-h`} data-testid="credential-form">
      <h3 id={`${ids}-h`}>New credential</h3>
      <div className="oc-row">
        <label htmlFor={`${ids}-name`}>Name</label>
        <input id={`${ids}-name`} data-testid="credential-name" required maxLength={64} value={name} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${ids}-ttl`}>Lives</label>
        <select id={`${ids}-ttl`} value={ttl} onChange={(e) => setTtl(e.target.value)}>
          {LIFETIMES.map(([v, t]) => (
            <option key={v} value={v}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="oc-ticks">
        <legend>May change the release set, brand and links of</legend>
        <label>
          <input type="checkbox" data-testid="credential-release-all" checked={releaseAll} onChange={(e) => setReleaseAll(e.target.checked)} /> every merchant (release:*)
        </label>
        {merchants.map((m) => (
          <label key={m}>
            <input
              type="checkbox"
              data-testid={`credential-release-${m}`}
              disabled={releaseAll}
              checked={releaseAll || chosenMerchants.includes(m)}
              onChange={(e) => setMerchants(e.target.checked ? [...chosenMerchants, m] : chosenMerchants.filter((c) => c !== m))}
            />{' '}
            {m}
          </label>
        ))}
      </fieldset>
      <Ticks legend="May publish (an app team)" items={APPS.map((a) => [a, a] as const)} chosen={apps} set={setApps} testid="credential-remote" />
      <Ticks legend="Also" items={OTHER} chosen={other} set={setOther} testid="credential-scope" />
      <p className="oc-note" data-testid="credential-scopes">
        Scopes: {scopes.length ? scopes.join(', ') : 'none yet'}
      </p>
      <button type="submit" className="oc-primary" data-testid="credential-create">
        Create credential
      </button>
      {error ? (
        <p className="oc-error" role="alert" data-testid="credential-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
