/// <reference lib="webworker" />
/**
 * The site's service worker (served at /sw.js by brand/plugin.ts; bundled by service-worker.webpack.config.cjs).
 * It keeps the platform's promises (docs/architecture.md#release-sets): the page and the release set come from the
 * network first, so a pin, a canary change or a rollback reaches an installed app on its next launch; published
 * files are kept as they are used and dropped once the release set no longer names their version; the gateway,
 * money and every other platform call go to the network only, never to a cache. Scripts keep their integrity
 * attribute: the browser checks a worker's answer against it as it checks the network's.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isEvictable, namedVersions, OFFLINE_SCRIPT, OFFLINE_SCRIPT_PATH, offlineLanguageOf, offlinePageHtml, OFFLINE_LANGUAGES, treatmentOf, type OfflineLanguage } from './worker-rules.js';

declare const self: ServiceWorkerGlobalScope;

const CACHES = { pages: 'tessera-pages', release: 'tessera-release', assets: 'tessera-assets', pictures: 'tessera-pictures', brand: 'tessera-brand', meta: 'tessera-meta' };
/** The network's answer is waited for this long before a cached page or release set is used. */
const NETWORK_TIMEOUT_S = 3;
const LANG_KEY = '/__tessera/lang';

// A new worker takes over at once: its rules are the ones the server now sends.
void self.skipWaiting();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const ok = new CacheableResponsePlugin({ statuses: [200] });

/** Drops the cached published files of versions the release set just fetched no longer names. */
async function evictUnnamed(response: Response): Promise<void> {
  const named = namedVersions(await response.clone().json().catch(() => null));
  if (named.size === 0) return;
  const cache = await caches.open(CACHES.assets);
  for (const request of await cache.keys()) if (isEvictable(new URL(request.url).pathname, named)) await cache.delete(request);
}

/**
 * A network failure (not a slow answer) means the device is offline: the page then gets the offline page rather
 * than an old copy that would start an app unable to reach anything.
 */
const offlineNotStale: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.failed = true;
  },
  cachedResponseWillBeUsed: async ({ state, cachedResponse }) => (state?.failed ? null : (cachedResponse ?? null)),
};

async function playerLanguage(): Promise<OfflineLanguage> {
  const stored = await (await caches.open(CACHES.meta)).match(LANG_KEY);
  const lang = stored ? await stored.text() : '';
  return (OFFLINE_LANGUAGES as readonly string[]).includes(lang) ? (lang as OfflineLanguage) : offlineLanguageOf(self.navigator.languages);
}

const pages = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [ok, offlineNotStale, new ExpirationPlugin({ maxEntries: 30 })] });
registerRoute(
  ({ url, request }) => sameOrigin(url) && treatmentOf(url.pathname, request.mode) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const html = offlinePageHtml(await playerLanguage());
      return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
  },
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === OFFLINE_SCRIPT_PATH,
  async () => new Response(OFFLINE_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } }),
);

const evictOnUpdate: WorkboxPlugin = { cacheDidUpdate: async ({ newResponse }) => evictUnnamed(newResponse) };
registerRoute(
  ({ url, request }) => sameOrigin(url) && treatmentOf(url.pathname, request.mode) === 'release-set',
  new NetworkFirst({ cacheName: CACHES.release, networkTimeoutSeconds: NETWORK_TIMEOUT_S, plugins: [ok, evictOnUpdate] }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && treatmentOf(url.pathname, request.mode) === 'immutable',
  new CacheFirst({ cacheName: CACHES.assets, plugins: [ok] }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && treatmentOf(url.pathname, request.mode) === 'picture',
  new CacheFirst({ cacheName: CACHES.pictures, plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && treatmentOf(url.pathname, request.mode) === 'brand',
  new StaleWhileRevalidate({ cacheName: CACHES.brand, plugins: [ok, new ExpirationPlugin({ maxEntries: 40 })] }),
);

/** The page tells the worker the player's language (host: app/service-worker), for the offline page. */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; lang?: string } | null;
  if (data?.type !== 'tessera-lang' || !(OFFLINE_LANGUAGES as readonly string[]).includes(data.lang ?? '')) return;
  event.waitUntil(caches.open(CACHES.meta).then((cache) => cache.put(LANG_KEY, new Response(data.lang))));
});
