/**
 * The ops console (React, one webpack bundle): sign-in with the ops token (kept in this tab's session storage,
 * sent as a bearer header, never in a URL), then the per-merchant view and the fleet view below it. Typed from
 * the server's own answer types (registry/api-types.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_EVENT, TOKEN_KEY, api, currentToken, type ArtifactSummary, type MerchantSummary } from './api';
import { FleetApp } from './fleet-app';
import { MerchantView } from './merchant-view';
import { errorText } from './release-diff';

type State = { kind: 'signed-out'; error?: string } | { kind: 'loading' } | { kind: 'signed-in'; merchants: MerchantSummary[]; artifacts: ArtifactSummary[] };

const sessionChanged = () => window.dispatchEvent(new Event(SESSION_EVENT));

function SignIn({ error, onToken }: { error?: string; onToken: (token: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <section>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onToken(input.current?.value.trim() ?? '');
        }}
      >
        <h2>Sign in</h2>
        <p className="oc-note">Paste the ops token (TESSERA_OPS_TOKEN, or the ops-token file in the data directory), or a named credential. It is kept for this tab only.</p>
        <div className="oc-row">
          <label htmlFor="oc-token">Ops token</label>
          <input id="oc-token" ref={input} type="password" autoComplete="off" required data-testid="ops-token" />
          <button type="submit" className="oc-primary">
            Sign in
          </button>
        </div>
        {error ? (
          <p className="oc-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

export function ConsoleApp() {
  const [state, setState] = useState<State>(() => (currentToken() ? { kind: 'loading' } : { kind: 'signed-out' }));
  const signOut = useCallback((error?: string) => {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionChanged();
    setState({ kind: 'signed-out', error });
  }, []);
  const start = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const [merchants, artifacts] = await Promise.all([api<MerchantSummary[]>('GET', '/ops/merchants'), api<ArtifactSummary[]>('GET', '/ops/artifacts')]);
      setState({ kind: 'signed-in', merchants, artifacts });
      sessionChanged();
    } catch (e) {
      signOut(errorText(e));
    }
  }, [signOut]);
  useEffect(() => {
    if (currentToken()) void start();
  }, [start]);

  return (
    <>
      <header className="oc-header">
        <h1>Tessera ops console</h1>
        <div id="oc-session">
          {state.kind === 'signed-in' ? (
            <button type="button" onClick={() => signOut()}>
              Sign out
            </button>
          ) : null}
        </div>
      </header>
      <main id="oc-main" className="oc-main">
        {state.kind === 'signed-out' ? (
          // Keyed by the error: a refused token leaves an empty field to type the right one into.
          <SignIn
            key={state.error ?? ''}
            error={state.error}
            onToken={(token) => {
              sessionStorage.setItem(TOKEN_KEY, token);
              void start();
            }}
          />
        ) : state.kind === 'loading' ? (
          <p>Loading…</p>
        ) : (
          <MerchantView merchants={state.merchants} artifacts={state.artifacts} onUnauthorized={signOut} />
        )}
      </main>
      <div id="oc-fleet" className="oc-main">
        {state.kind === 'signed-in' ? <FleetApp /> : null}
      </div>
    </>
  );
}
