/** Live clock of the page top: refreshes each second, 'YYYY-MM-DD HH:mm:ss' with the GMT offset (docs/product.md#page-top). */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useVisibleInterval } from '../../app/shell/visible-interval';

/** One formatter per zone (undefined: the browser's), reused every second. */
const formatters = new Map<string | undefined, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Intl rather than a date library: the header is on every first load.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** `(GMT+8) 2026-03-05 17:04:09`: whole-hour offsets without `:00` or a leading zero, `+5:30` otherwise. */
export function formatClock(date: Date, timeZone?: string): string {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) p[part.type] = part.value;
  // longOffset is `GMT+08:00`, or `GMT` alone at UTC.
  const offset = (p.timeZoneName ?? 'GMT').slice(3) || '+00:00';
  const short = offset.replace(':00', '').replace(/^([+-])0/, '$1');
  return `(GMT${short}) ${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Whether the element is on screen at all: the top bar is folded into a phone's closed menu (host.css). */
function displayed(el: Element): boolean {
  // Without checkVisibility (older browsers, jsdom) it counts as shown.
  return typeof el.checkVisibility !== 'function' || el.checkVisibility();
}

/**
 * Rendered once; each second only the element's text changes (no React render), and not at all while the page
 * is hidden (a quiet page) or the clock is (a phone's closed menu): the first formatter costs tens of
 * milliseconds of the start-up, which a phone does not show. Written before the next paint whenever the header
 * renders, so an opened menu shows the time at once.
 */
export function Clock() {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLTimeElement>(null);
  const show = () => {
    const el = ref.current;
    if (!el || !displayed(el)) return;
    const now = new Date();
    el.textContent = formatClock(now);
    el.dateTime = now.toISOString();
  };
  // In the frame's own rendering step, before its paint: checked inside the commit, the visibility forced a layout
  // of everything just rendered there (a share of the start-up's long tasks on a phone).
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(show);
    return () => cancelAnimationFrame(frame);
  });
  useVisibleInterval(show, 1000);
  return <time ref={ref} className="h-clock" aria-label={t('prefs.clock')} />;
}
