/**
 * Boot: resolve the merchant, set theme and language, configure the shared API client, start fetching
 * the release set (remotes wait for it; the shell does not), then render.
 */
import '@tessera/shared/theme.css';
import './app/host.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@tessera/shared/router';
import { api, applyTheme, bus, currentLanguage, initI18n, storedLanguage, storedTheme } from '@tessera/shared';
import { connectApi } from './app/api-connection';
import { appStarted, bootDataRead } from './app/app-actions';
import { bootPayload, readBootData } from './app/boot/boot-data';
import { bootFailed } from './app/boot/boot-status';
import { Providers } from './app/providers';
import { buildRoutes } from './app/routes';
import { createReleaseSetSource } from './app/remotes/release-set';
import { createLazyRemoteLoader } from './app/remotes/lazy-remote-loader';
import { loadTimeouts } from './app/remotes/timeouts';
import { createHostStore } from './app/store';
import { rememberMerchant, resolveMerchant } from './features/platform/merchant';
import { syncOverlaysWithUrl } from './features/overlays/overlay-url-sync';
import { postTelemetry } from './features/platform/platform-api';
import { registerHostTranslations } from './i18n';

async function main() {
  const merchant = resolveMerchant();
  rememberMerchant(merchant);
  // Timeout, retries and the last good set: a hanging platform never leaves the remotes spinning.
  // Asked for before anything is awaited: the remotes wait for it (the server also preloads it).
  const timeouts = loadTimeouts();
  const getReleaseSet = createReleaseSetSource({ merchant, timeoutMs: timeouts.releaseSetMs, backoffMs: timeouts.backoffMs });
  void getReleaseSet().catch(() => undefined); // started early; each area reports its own failure
  const theme = storedTheme();
  applyTheme(theme);
  // Registered before init, so init loads host, validation and common of the stored language together.
  const hostTranslations = registerHostTranslations();
  const translated = initI18n();

  const loader = createLazyRemoteLoader({ releaseSet: getReleaseSet, report: postTelemetry, timeoutMs: timeouts.remoteMs });
  const router = createBrowserRouter(buildRoutes());
  const { store } = createHostStore(router);
  syncOverlaysWithUrl(router, store);
  connectApi(api, store, merchant, getReleaseSet);
  // The server's boot data for the first render (status, and the banners in this language); the gateway
  // calls below still go out and their answers replace it.
  const boot = bootPayload(readBootData(), storedLanguage());
  if (boot) store.dispatch(bootDataRead(boot));
  // The first gateway calls (status, announcements: the home banner waits on them) go out while the
  // translations load, in the stored language (gatewayLanguage); the page renders once both are in.
  store.dispatch(appStarted());
  await translated;
  await hostTranslations;

  bus.emit('theme:changed', { theme });
  bus.emit('locale:changed', { lang: currentLanguage() });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // A transition: React renders the first page in slices, yielding to the browser between them, instead of one
  // long task (the boot shell stays up meanwhile, so nothing is seen half-done).
  const root = createRoot(container);
  startTransition(() => root.render(<Providers store={store} loader={loader} router={router} />));
}

main().catch(bootFailed);
