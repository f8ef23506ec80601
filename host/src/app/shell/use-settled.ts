import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: what comes then (the site widgets, the remotes below
 * the fold) never competes with the page's own content, and the page's layout has its final height.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 });
      else timer = setTimeout(() => setSettled(true), 200);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return settled;
}
