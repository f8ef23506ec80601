/**
 * Mounts its children only once its box comes near the viewport, so a remote's widget further down a page
 * (home's hot games and popular lottery) is not part of the first load: its remote entry, chunks and calls
 * wait until the visitor scrolls towards it. Without IntersectionObserver (old browsers, jsdom) it mounts
 * them at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSettled } from '../shell/use-settled';

/**
 * How far below (or above) the viewport the box starts loading: a little ahead of the scroll. Larger, and
 * home's hot games (a few hundred pixels below the fold at 1366 × 900) would load with the first page.
 */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * `near` turns true once `ref`'s element comes within `margin` (above or below) of the viewport, judged once the
 * page has settled or the visitor has scrolled (at once without IntersectionObserver). `present`: whether the
 * element is rendered yet.
 */
export function useNearViewport<T extends Element>(margin: string, present = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // While the content above is still arriving the box sits higher than it will: it is judged once the page has
  // settled, or as soon as the visitor scrolls.
  const settled = useSettled();
  const [scrolled, setScrolled] = useState(false);
  const armed = settled || scrolled;
  useEffect(() => {
    if (near || armed) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [near, armed]);
  useEffect(() => {
    const el = ref.current;
    if (near || !armed || !el) return;
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
  }, [near, armed, margin, present]);
  return { ref, near };
}

export function NearViewport({ children, className, margin = NEAR_VIEWPORT_MARGIN }: { children: ReactNode; className?: string; margin?: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>(margin);
  return (
    <div ref={ref} className={className} data-near={near ? 'yes' : 'no'}>
      {near ? children : null}
    </div>
  );
}
