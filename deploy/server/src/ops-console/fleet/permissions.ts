/**
 * What the signed-in credential may do, from its scopes, as the registry decides it (registry/credentials.ts `can`;
 * permissions.test.ts holds the two together). The console hides or disables what would only earn a 403: a
 * credential scoped to one merchant sees no buttons for another.
 */
import { createContext, useContext } from 'react';
import type { WhoAmI } from './api';

export interface Permissions {
  /** Credentials, conformance: admin only. */
  admin: boolean;
  /** Changing `merchant`'s release set, brand and service worker. */
  release: (merchant: string) => boolean;
  /** Issuing or revoking an override link of `remote` for `merchant`. */
  link: (merchant: string, remote: string) => boolean;
}

export function permissions(scopes: readonly string[]): Permissions {
  const has = (scope: string) => scopes.includes('admin') || scopes.includes(scope);
  const release = (merchant: string) => has('release:*') || has(`release:${merchant}`);
  return { admin: scopes.includes('admin'), release, link: (merchant, remote) => has(`remote:${remote}`) || release(merchant) };
}

/** Who is signed in; set once by the console's sign-in (console-app.tsx). */
export const WhoContext = createContext<WhoAmI>({ name: '', scopes: [], bootstrap: false });

export const useCan = (): Permissions => permissions(useContext(WhoContext).scopes);
