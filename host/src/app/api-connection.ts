/** Points the shared API client at this page: merchant, language, the session token and what a 401 does. */
import { gatewayLanguage, session, type ApiClient } from '@tessera/shared';
import { authActions } from '../features/auth/auth-slice';
import type { HostStore } from './store';

export function connectApi(client: ApiClient, store: Pick<HostStore, 'dispatch'>, merchant: string): void {
  client.configure({
    merchant: () => merchant,
    language: () => gatewayLanguage(),
    token: () => session.token(),
    // 401 `login.not.session`: the session is cleared and the login popup opens (docs/architecture.md#client-errors).
    onUnauthorized: () => store.dispatch(authActions.sessionExpired()),
  });
}
