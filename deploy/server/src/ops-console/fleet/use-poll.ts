import { useCallback, useEffect, useState } from 'react';
import { CHANGED_EVENT } from './api';

/**
 * Loads `load()` now, again every `everyMs` while the page is visible (live refresh; 0: never), at once when
 * it becomes visible again, and after any change the app makes; keeps the last good value while a refresh is
 * in flight. A hidden tab asks nothing: a console left open in the background costs the server no queries.
 */
export function usePoll<T>(load: () => Promise<T>, deps: readonly unknown[], everyMs = 0): { data: T | undefined; error: string | null; reload: () => void } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    load().then(
      (d) => {
        if (!live) return;
        setData(d);
        setError(null);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  useEffect(() => {
    window.addEventListener(CHANGED_EVENT, reload);
    const timer = everyMs ? window.setInterval(() => document.visibilityState !== 'hidden' && reload(), everyMs) : undefined;
    const onVisible = () => everyMs && document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(CHANGED_EVENT, reload);
      document.removeEventListener('visibilitychange', onVisible);
      if (timer) window.clearInterval(timer);
    };
  }, [everyMs, reload]);
  return { data, error, reload };
}
