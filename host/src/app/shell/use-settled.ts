import { useEffect, useState } from 'react';

/**
 * Calls `run` once the page has loaded and the browser is idle (without requestIdleCallback, `fallbackMs` after
 * the load); returns the cancel. What comes then never competes with the page's own content, and the page's
 * layout has its final height.
 */
export function afterSettled(run: () => void, fallbackMs = 200): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 });
    else if (fallbackMs > 0) timer = setTimeout(run, fallbackMs);
    else run();
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer) clearTimeout(timer);
  };
}

/** True once the page has settled (afterSettled): the site widgets, the remotes below the fold. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterSettled(() => setSettled(true)), []);
  return settled;
}
