/** Small pieces of the lobby view: the phone query and the infinite-scroll sentinel. */
import { useEffect, useRef, useState } from 'react';

/** Phones scroll on (infinite scroll); wider screens page. */
const PHONE_QUERY = '(max-width: 640px)';

export function usePhone(): boolean {
  const [phone, setPhone] = useState(() => typeof matchMedia === 'function' && matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(PHONE_QUERY);
    const change = () => setPhone(mq.matches);
    mq.addEventListener?.('change', change);
    return () => mq.removeEventListener?.('change', change);
  }, []);
  return phone;
}

/** Asks for more when the sentinel under the grid comes into view (the caller throttles). */
export function ScrollSentinel({ onMore }: { onMore(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onMore]);
  return <div ref={ref} className="gm-sentinel" aria-hidden="true" />;
}
