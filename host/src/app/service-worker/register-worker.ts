/**
 * The site's service worker (served at /sw.js by the platform server: deploy/server/src/service-worker/sw.ts),
 * registered once the page has settled, never before: it only speeds up later visits and keeps the offline page.
 * The server's page says whether the merchant has it on (`<meta name="tessera-sw">`); with the merchant's kill
 * switch on, the page removes any worker this browser still has, with its caches.
 */
import { bus, currentLanguage } from '@tessera/shared';

/** What the page's head says of the worker: `on`, `off` (the kill switch), or nothing (a dev server's page). */
export function workerSetting(doc: Document = document): 'on' | 'off' | undefined {
  const value = doc.querySelector('meta[name="tessera-sw"]')?.getAttribute('content');
  return value === 'on' || value === 'off' ? value : undefined;
}

export async function registerWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  doc: Document = document,
  reload: () => void = () => location.reload(),
): Promise<void> {
  const setting = workerSetting(doc);
  if (!container || !setting) return;
  if (setting === 'off') {
    for (const registration of await container.getRegistrations()) await registration.unregister();
    if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
    // A worker still controlling this page would keep answering (and caching) its requests until it is left: the
    // page loads again from the network, uncontrolled, once (an unregistered worker controls no new page).
    if (container.controller) reload();
    return;
  }
  // Checked against the server on every visit (no HTTP cache): a new worker or the kill switch arrives at once.
  await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  const ready = await container.ready;
  // The offline page speaks the player's language, which the worker cannot read from the page.
  const tell = (lang: string) => ready.active?.postMessage({ type: 'tessera-lang', lang });
  tell(currentLanguage());
  bus.on('locale:changed', ({ lang }) => tell(lang));
}
