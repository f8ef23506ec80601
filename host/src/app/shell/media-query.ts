import { useCallback, useSyncExternalStore } from 'react';

/** The page's lists by `matchMedia` implementation (a test may swap it) and query. */
const lists = new WeakMap<typeof matchMedia, Map<string, MediaQueryList>>();

/**
 * One MediaQueryList per query for the page's life, its `matches` live: asked for on every render, a new list each
 * time was garbage the browser kept (four more after each member-centre cycle, in the heap benchmark).
 */
function listFor(query: string): MediaQueryList | undefined {
  const impl = globalThis.matchMedia as typeof matchMedia | undefined;
  if (typeof impl !== 'function') return undefined;
  let byQuery = lists.get(impl);
  if (!byQuery) lists.set(impl, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = impl.call(globalThis, query)));
  return list;
}

/** Whether `query` matches now; `unknown` where the browser cannot tell (no `matchMedia`: old browsers, jsdom). */
export function matchesMedia(query: string, unknown: boolean): boolean {
  return listFor(query)?.matches ?? unknown;
}

/** `matchesMedia(query, unknown)`, re-rendering when the answer changes (a turned tablet, a changed OS setting). */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listFor(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchesMedia(query, unknown));
}

/** The player's system asks for less motion (WCAG 2.3.3): nothing moves on a timer, slides change without sliding. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the player asked for reduced motion; no where the browser cannot tell. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, false);
}
