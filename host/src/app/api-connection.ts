/** Points the shared API client at this page: merchant, language, the session token, the wire and what a 401 does. */
import { gatewayLanguage, gatewayWireOrDefault, session, type ApiClient, type GatewayWire } from '@tessera/shared';
import type { ReleaseSet } from '@tessera/shared/contracts';
import { authActions } from '../features/auth/auth-slice';
import { connectionActions } from './connection/connection-slice';
import { cacheKey } from './remotes/release-set';
import type { HostStore } from './store';

/** The wire of the last release set this browser kept (release-set.ts caches it), else the defaults. */
function cachedWire(merchant: string): GatewayWire {
  try {
    const cached = globalThis.localStorage?.getItem(cacheKey(merchant));
    return gatewayWireOrDefault(cached ? (JSON.parse(cached) as Partial<ReleaseSet>).gateway : undefined);
  } catch {
    return gatewayWireOrDefault(undefined);
  }
}

/**
 * `releaseSet`: the merchant's release set as it arrives. Its `gateway` settings (docs/gateway.md#headers) apply to
 * every call from then on; until it arrives the last kept set's apply, so the first calls need not wait for it.
 */
export function connectApi(client: ApiClient, store: Pick<HostStore, 'dispatch'>, merchant: string, releaseSet?: () => Promise<ReleaseSet>): void {
  let wire = cachedWire(merchant);
  client.configure({
    merchant: () => merchant,
    language: () => gatewayLanguage(),
    token: () => session.token(),
    wire: () => wire,
    // 401 `login.not.session`: the session is cleared and the login popup opens (docs/architecture.md#client-errors).
    onUnauthorized: () => store.dispatch(authActions.sessionExpired()),
    // No answer at all: the connection watch checks the platform and tells the player (connection-saga.ts).
    onUnreachable: () => store.dispatch(connectionActions.suspected()),
  });
  releaseSet?.().then(
    (set) => {
      // Its paths are checked against each call's entry as the call goes out (the client's pathOf).
      wire = gatewayWireOrDefault(set.gateway);
    },
    () => undefined, // no release set: the kept or default wire stays; the remotes report their own failure
  );
}
