import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches now; `unknown` where the browser cannot tell (no `matchMedia`: old browsers, jsdom). */
export function matchesMedia(query: string, unknown: boolean): boolean {
  return globalThis.matchMedia?.(query).matches ?? unknown;
}

/** `matchesMedia(query, unknown)`, re-rendering when the answer changes (a turned tablet, a changed OS setting). */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
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
