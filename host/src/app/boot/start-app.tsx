/**
 * The second part of the start-up (bootstrap.tsx runs the first): the app's own modules, its router, store and
 * sagas, the API client, the first gateway calls, then the first render. Evaluated in a task of its own, after
 * the first part has started the release set and the translations, and yielding between the router, the store
 * and React's renderer, so a phone's start-up is several short tasks rather than one long one.
 */
import { api, bus, currentLanguage, storedLanguage } from '@tessera/shared';
import type { createReleaseSetSource } from '../remotes/release-set';
import { connectApi } from '../api-connection';
import { appStarted, bootDataRead } from '../app-actions';
import { createLazyRemoteLoader } from '../remotes/lazy-remote-loader';
import { afterSettled } from '../shell/use-settled';
import type { loadTimeouts } from '../remotes/timeouts';
import { buildRoutes } from '../routes';
import { createHostStore } from '../store';
import { createBrowserRouter } from '@tessera/shared/router';
import { syncOverlaysWithUrl } from '../../features/overlays/overlay-url-sync';
import { postTelemetry } from '../../features/platform/platform-api';
import type { Theme } from '@tessera/shared';
import { bootPayload, readBootData } from './boot-data';
import { nextTask } from './next-task';

export interface StartInput {
  merchant: string;
  getReleaseSet: ReturnType<typeof createReleaseSetSource>;
  timeouts: ReturnType<typeof loadTimeouts>;
  theme: Theme;
  /** The translations the first render needs (started by the first part). */
  translated: Promise<unknown>;
}

export async function startApp({ merchant, getReleaseSet, timeouts, theme, translated }: StartInput): Promise<void> {
  const loader = createLazyRemoteLoader({ releaseSet: getReleaseSet, report: postTelemetry, timeoutMs: timeouts.remoteMs });
  const router = createBrowserRouter(buildRoutes());
  // The router matched the URL in this task; the store and its sagas start in the next.
  await nextTask();
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
  await nextTask();
  // React's renderer is evaluated in this task, while the translations are still on their way.
  const { renderApp } = await import(/* webpackMode: "eager" */ './render-app');
  await translated;

  bus.emit('theme:changed', { theme });
  bus.emit('locale:changed', { lang: currentLanguage() });
  renderApp({ store, loader, router });
  // Field data (Web Vitals, flow outcomes): its code comes only once the page is idle, and only if it measures.
  afterSettled(() => void import(/* webpackChunkName: "field-start" */ '../field/start-field').then((m) => m.startField({ releaseSet: getReleaseSet, loader, bus })));
  // The service worker is its own chunk, asked for once the page has settled.
  afterSettled(() => void import('../service-worker/register-worker').then((m) => m.registerWorker()).catch(() => undefined));
}
