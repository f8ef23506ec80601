/**
 * Timers that only move pixels (the clock, the jackpot): they run while the page is visible and stop while it
 * is hidden, catching up once it shows again (a quiet page; a background tab costs nothing).
 */
import { useEffect, useRef } from 'react';

/** Calls `tick` every `ms` while the document is visible, and once at once when it becomes visible again. */
export function visibleInterval(tick: () => void, ms: number): () => void {
  let id: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    if (id === undefined) id = setInterval(tick, ms);
  };
  const stop = () => {
    if (id !== undefined) clearInterval(id);
    id = undefined;
  };
  const onVisibility = () => {
    if (document.hidden) stop();
    else {
      tick();
      start();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (!document.hidden) start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** visibleInterval for a component; the latest `tick` is called (no restart when it changes). */
export function useVisibleInterval(tick: () => void, ms: number): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => visibleInterval(() => latest.current(), ms), [ms]);
}
