/**
 * The banner region of a page (docs/product.md#banners): its group's first banner at once as a plain image,
 * then the swiper carousel (its own chunk) in its place when there is more than one banner, either when the
 * visitor reaches for it or when its first autoplay step is due, counted from the moment the page has loaded and
 * gone idle. Swiper is never on the first load's path, however fast or slow the device. A player whose system
 * asks for reduced motion keeps the first banner until they reach for the carousel, which then does not autoplay.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { Banner } from '@tessera/shared';
import { useReducedMotion } from '../../app/shell/media-query';
import { afterSettled } from '../../app/shell/use-settled';
import { useAppSelector } from '../../app/store';
import { bannersOf, selectAnnouncements } from './announcements-slice';
import { BannerSlide } from './banner-slide';
import { DrawnBanner } from './drawn-banner';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/**
 * The carousel replaces the static banner this long after the page has loaded and gone idle: the autoplay's
 * own step, so the swap is the first step (the carousel starts on the second banner).
 */
export const CAROUSEL_AFTER_MS = 5000;

/** Calls `run` once the page has loaded and the browser is idle, then `ms` later; returns the cancel. */
function afterIdle(ms: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = afterSettled(() => {
    timer = setTimeout(run, ms);
  }, 0);
  return () => {
    cancel();
    if (timer) clearTimeout(timer);
  };
}

/** The first banner alone, with the carousel's frame and attributes; the same box, so the swap does not move anything. */
function StaticBanner({ banners, group, onIntent }: { banners: Banner[]; group: string; onIntent?: () => void }) {
  const { t } = useTranslation('host');
  const first = banners[0];
  if (!first) return null;
  return (
    <section
      className="h-banner"
      aria-label={t('banner.label')}
      aria-roledescription={t('banner.roleDescription')}
      data-testid="banner-carousel"
      data-group={group}
      data-count={banners.length}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <BannerSlide banner={first} index={0} />
    </section>
  );
}

function Banners({ banners, group }: { banners: Banner[]; group: string }) {
  const many = banners.length > 1;
  // 'step': the first autoplay step was due, so the carousel opens on the next banner; 'reach': the visitor's.
  const [carousel, setCarousel] = useState<false | 'step' | 'reach'>(false);
  const still = useReducedMotion();
  useEffect(() => {
    if (!many || carousel || still) return;
    return afterIdle(CAROUSEL_AFTER_MS, () => setCarousel('step'));
  }, [many, carousel, still]);
  const first = <StaticBanner banners={banners} group={group} onIntent={many ? () => setCarousel((c) => c || 'reach') : undefined} />;
  if (!carousel) return first;
  return (
    <Suspense fallback={first}>
      <BannerCarousel banners={banners} group={group} startAt={carousel === 'step' ? 1 : 0} autoplay={!still} />
    </Suspense>
  );
}

export function PageBanner({ group }: { group: string }) {
  const { status, banners } = useAppSelector(selectAnnouncements);
  // The same list while the banners are the same, so the memoised carousel skips the page's re-renders.
  const mine = useMemo(() => bannersOf(banners, group), [banners, group]);
  // Banners already known (the page's boot data, or the last language's) stay up while the call is on its way.
  if ((status === 'loading' || status === 'idle') && mine.length === 0) return <div className="h-banner h-banner--placeholder" aria-hidden="true" />;
  // The call failed (offline, server down): a drawn banner keeps the page's shape until they load again.
  if (status === 'failed' && mine.length === 0) return <DrawnBanner group={group} />;
  if (mine.length === 0) return null;
  return <Banners banners={mine} group={group} />;
}
