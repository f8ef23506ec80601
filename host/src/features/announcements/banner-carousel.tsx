/**
 * Banner carousel (docs/product.md#banners) on swiper: more than one banner autoplays every 5000 ms with
 * pagination (not for a player who asked for reduced motion); one banner stands still; none renders nothing.
 * A banner with a linkage is a link. Loaded as its own chunk, after page-banner.tsx has shown the first banner
 * statically.
 */
import { memo } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@tessera/shared';
import { BannerSlide } from './banner-slide';

export const BANNER_AUTOPLAY_MS = 5000;

/** Swiper's own slide time; none for a player who asked for reduced motion (the slide changes in place). */
const SLIDE_MS = 300;

/**
 * `startAt`: the banner shown first (page-banner.tsx swaps the carousel in as its first autoplay step).
 * `autoplay`: off for a player who asked for reduced motion: they move it with the pagination or a swipe.
 * Memoised: swiper/react subscribes a listener while it renders and removes it in an effect, so a render React
 * throws away (a navigation's transition restarted by a store update) leaves one behind on the swiper, with the
 * render's props; the page re-rendering around an unchanged carousel (opening and closing a centre) kept adding them.
 */
function BannerCarousel({ banners, group, startAt = 0, autoplay = true }: { banners: Banner[]; group: string; startAt?: number; autoplay?: boolean }) {
  const { t, i18n } = useTranslation('host');
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <section className="h-banner" aria-label={t('banner.label')} aria-roledescription={t('banner.roleDescription')} data-testid="banner-carousel" data-group={group} data-count={banners.length}>
      {/* Swiper reads its a11y labels once, at start: a new language starts a new one, labelled in it. */}
      <Swiper
        key={i18n.language}
        modules={[Autoplay, Pagination, A11y]}
        loop={many}
        initialSlide={many ? startAt % banners.length : 0}
        autoplay={many && autoplay ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        speed={autoplay ? SLIDE_MS : 0}
        pagination={many ? { clickable: true } : false}
        allowTouchMove={many}
        a11y={{ prevSlideMessage: t('banner.prev'), nextSlideMessage: t('banner.next'), paginationBulletMessage: t('banner.goTo') }}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.bannerId}>
            <BannerSlide banner={b} index={i} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

export default memo(BannerCarousel);
