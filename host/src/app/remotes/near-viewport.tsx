/**
 * Mounts its children only once its box comes near the viewport, so a remote's widget further down a page
 * (home's hot games and popular lottery) is not part of the first load: its remote entry, chunks and calls
 * wait until the visitor scrolls towards it. Without IntersectionObserver (old browsers, jsdom) it mounts
 * them at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport the box starts loading: about a phone screen ahead of the scroll. */
export const NEAR_VIEWPORT_MARGIN = '600px';

export function NearViewport({ children, className, margin = NEAR_VIEWPORT_MARGIN }: { children: ReactNode; className?: string; margin?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className={className} data-near={near ? 'yes' : 'no'}>
      {near ? children : null}
    </div>
  );
}
