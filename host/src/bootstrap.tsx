/**
 * Boot: resolve the merchant, set theme and language, configure the shared API client, start fetching
 * the release set (remotes wait for it; the shell does not), then render.
 */
import '@tessera/shared/theme.css';
import './app/host.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { api, applyTheme, bus, gatewayLanguage, i18next, initI18n, session, storedTheme, type ReleaseSet } from '@tessera/shared';
import { appStarted } from './app/app-actions';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { createHostStore } from './app/store';
import { authActions } from './features/auth/auth-slice';
import { rememberMerchant, resolveMerchant } from './features/platform/merchant';
import { fetchReleaseSet, postTelemetry } from './features/platform/platform-api';
import { createRemoteLoader } from './features/remotes/remote-loader';
import { registerHostTranslations } from './i18n';

async function main() {
  const merchant = resolveMerchant();
  rememberMerchant(merchant);
  const theme = storedTheme();
  applyTheme(theme);
  await initI18n();
  registerHostTranslations();
  document.documentElement.lang = i18next.language === 'ty' ? 'fil' : i18next.language;

  let releaseSet: Promise<ReleaseSet> | null = null;
  const getReleaseSet = () =>
    (releaseSet ??= fetchReleaseSet(merchant).catch((e: unknown) => {
      releaseSet = null; // a later retry fetches again
      throw e;
    }));
  void getReleaseSet();
  const loader = createRemoteLoader({ releaseSet: getReleaseSet, report: postTelemetry });

  const router = createBrowserRouter(routes);
  const { store } = createHostStore(router);
  api.configure({
    merchant: () => merchant,
    language: () => gatewayLanguage(),
    token: () => session.token(),
    onUnauthorized: () => store.dispatch(authActions.sessionExpired()),
  });
  bus.emit('theme:changed', { theme });
  bus.emit('locale:changed', { lang: i18next.language });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<Providers store={store} loader={loader} router={router} />);
  store.dispatch(appStarted());
}

void main();
