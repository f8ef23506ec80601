/**
 * The ops console (React, one webpack bundle): sign-in with the ops token (kept in this tab's session storage,
 * sent as a bearer header, never in a URL), then incidents, the fleet and one merchant's details (fleet-app.tsx).
 * What the credential may do (GET /ops/whoami) is known from the start, so no button offers what would be refused.
 * Typed from the server's own answer types (registry/api-types.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHANGED_EVENT, SESSION_EVENT, TOKEN_KEY, api, currentToken, type ArtifactSummary, type MerchantSummary, type WhoAmI } from './api';
import { ConfirmProvider } from './confirm-dialog';
import { FleetApp } from './fleet-app';
import { MerchantView } from './merchant-view';
import { WhoContext } from './permissions';
import { errorText } from './release-diff';
import { ErrorAlert } from './error-alert';

type State = { kind: 'signed-out'; error?: string } | { kind: 'loading' } | { kind: 'signed-in'; who: WhoAmI; merchants: MerchantSummary[]; artifacts: ArtifactSummary[] };

const JUMPS = [
  ['incidents', 'Needs a person'],
  ['fleet', 'Fleet'],
  ['merchant', 'Merchant'],
  ['credentials', 'Credentials'],
] as const;

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
        <ErrorAlert error={error} />
      </form>
    </section>
  );
}

export function ConsoleApp() {
  const [state, setState] = useState<State>(() => (currentToken() ? { kind: 'loading' } : { kind: 'signed-out' }));
  const [selected, setSelected] = useState('');
  // A merchant picked from the fleet or an incident: its details, scrolled to and focused.
  const open = useCallback((merchant: string) => {
    setSelected(merchant);
    window.dispatchEvent(new Event(CHANGED_EVENT));
    requestAnimationFrame(() => {
      const heading = document.getElementById('oc-merchant-h');
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  }, []);
  const signOut = useCallback((error?: string) => {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionChanged();
    setState({ kind: 'signed-out', error });
  }, []);
  const start = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const [who, merchants, artifacts] = await Promise.all([api<WhoAmI>('GET', '/ops/whoami'), api<MerchantSummary[]>('GET', '/ops/merchants'), api<ArtifactSummary[]>('GET', '/ops/artifacts')]);
      setState({ kind: 'signed-in', who, merchants, artifacts });
      setSelected((s) => s || (merchants[0]?.merchant ?? ''));
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
            <>
              <a href="#session" className="oc-who" data-testid="header-who">
                {state.who.name}
              </a>
              <button type="button" onClick={() => signOut()}>
                Sign out
              </button>
            </>
          ) : null}
        </div>
        {state.kind === 'signed-in' ? (
          <nav aria-label="Console" className="oc-jumps">
            {JUMPS.map(([id, text]) => (
              <a key={id} href={`#${id}`}>
                {text}
              </a>
            ))}
          </nav>
        ) : null}
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
          <WhoContext.Provider value={state.who}>
            <ConfirmProvider>
              <FleetApp who={state.who} onOpen={open} details={<MerchantView merchants={state.merchants} artifacts={state.artifacts} selected={selected} onSelect={open} onUnauthorized={signOut} />} />
            </ConfirmProvider>
          </WhoContext.Provider>
        )}
      </main>
    </>
  );
}
