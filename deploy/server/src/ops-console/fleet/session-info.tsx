import type { WhoAmI } from './api';

/** What a scope lets its holder do, in words. */
export function describeScope(scope: string): string {
  if (scope === 'admin') return 'everything (admin)';
  if (scope === 'release:*') return "change every merchant's release set";
  if (scope.startsWith('release:')) return `change ${scope.slice(8)}'s release set`;
  if (scope.startsWith('remote:')) return `publish ${scope.slice(7)} and issue its override links`;
  if (scope === 'sandbox') return "use the sandbox gateway's test controls";
  return scope;
}

/** Who is signed in and what they may do. */
export function SessionInfo({ who }: { who: WhoAmI }) {
  return (
    <section aria-labelledby="fl-session" data-testid="fleet-session" id="session">
      <h2 id="fl-session">Signed in</h2>
      <p>
        As <strong data-testid="whoami-name">{who.name}</strong>
        {who.bootstrap ? ' (the bootstrap token)' : ''}. This credential may:
      </p>
      <ul data-testid="whoami-scopes">
        {who.scopes.map((s) => (
          <li key={s}>
            <code>{s}</code>: {describeScope(s)}
          </li>
        ))}
      </ul>
      <p className="oc-note">Every change is audited under this name. Reading the fleet needs no scope.</p>
    </section>
  );
}
