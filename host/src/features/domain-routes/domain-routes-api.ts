/**
 * Domain routes (docs/gateway.md#content-calls, `/wps/system/domainRoute`): the list, a latency measured from
 * this browser for each, and the player's choice (kept in local storage, then followed).
 */
import { api, type DomainRouteValue } from '@tessera/shared';

export type DomainRoute = DomainRouteValue['domainList'][number];

/** A ping slower than this counts as unreachable. */
export const PING_TIMEOUT_MS = 5_000;
/** Round trips per route; the best one is kept (the first may pay for a cold connection). */
export const PING_TRIES = 3;
const CHOICE_KEY = 'tessera.route';

async function once(url: URL): Promise<number> {
  const sameOrigin = url.origin === window.location.origin;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PING_TIMEOUT_MS);
  const started = performance.now();
  try {
    // A route of this site answers like the gateway (it wants the merchant); another origin is timed opaquely.
    await fetch(url, sameOrigin ? { cache: 'no-store', headers: { Merchant: api.merchant() }, signal: abort.signal } : { cache: 'no-store', mode: 'no-cors', signal: abort.signal });
    return performance.now() - started;
  } finally {
    clearTimeout(timer);
  }
}

export const domainRoutesApi = {
  list: async (): Promise<DomainRoute[]> => (await api.call('domainRoute', { device: 'WEB' })).domainList ?? [],
  /** The best of PING_TRIES round trips to the route, in whole ms; null when it cannot be reached. */
  async measure(route: DomainRoute): Promise<number | null> {
    let url: URL;
    try {
      url = new URL(route.pingUrl ?? `https://${route.domain}/`, window.location.href);
    } catch {
      return null;
    }
    let best = Infinity;
    for (let i = 0; i < PING_TRIES; i += 1) {
      try {
        best = Math.min(best, await once(url));
      } catch {
        return null;
      }
    }
    return Math.max(1, Math.round(best));
  },
  chosen(): string | null {
    try {
      return localStorage.getItem(CHOICE_KEY);
    } catch {
      return null;
    }
  },
  /** Remembers the route; when it leads to another site, goes there. */
  choose(route: DomainRoute): void {
    try {
      localStorage.setItem(CHOICE_KEY, route.domain);
    } catch {
      // Not remembered (storage refused); the route is still followed.
    }
    const target = route.url ?? `https://${route.domain}/`;
    try {
      if (new URL(target, window.location.href).origin !== window.location.origin) window.location.assign(target);
    } catch {
      // A malformed route URL: nothing to follow.
    }
  },
};
