import { useEffect } from 'react';
import { useLocation } from '@tessera/shared/router';

/** How often the hash's element is looked for, and for how many tries (10 s). */
const LOOK_EVERY_MS = 100;
const LOOK_TRIES = 100;
/** Once found, it is scrolled to again after these delays, in case images above it were still taking their place. */
export const SETTLE_SCROLLS_MS = [600, 1500] as const;
/** A player who does any of these has taken over the page: no scroll of ours moves it afterwards. */
const TAKE_OVER = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Navigation scrolls to the hash's element (the router restores or resets the position otherwise). The page may
 * render its sections a moment later (content from the gateway), so the element is looked for; the looking and the
 * settling scrolls stop as soon as the player types, clicks, scrolls or touches, so the page never jumps under them.
 */
export function ScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const later: ReturnType<typeof setTimeout>[] = [];
    const timer = setInterval(() => {
      const el = document.getElementById(id);
      tries += 1;
      if (el) {
        el.scrollIntoView({ block: 'start' });
        for (const ms of SETTLE_SCROLLS_MS) later.push(setTimeout(() => el.scrollIntoView({ block: 'start' }), ms));
      }
      if (el || tries > LOOK_TRIES) clearInterval(timer);
    }, LOOK_EVERY_MS);
    const stop = () => {
      clearInterval(timer);
      later.forEach(clearTimeout);
      for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
    };
    for (const type of TAKE_OVER) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [hash, pathname]);
  return null;
}
