/**
 * Banner carousel (docs/product.md#banners) on swiper: more than one banner autoplays every 5000 ms with
 * pagination; one banner stands still; none renders nothing. A banner with a linkage is a link.
 * Loaded as its own chunk (swiper is only needed where a banner shows).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@tessera/shared';

export const BANNER_AUTOPLAY_MS = 5000;

function BannerImage({ banner, index, eager }: { banner: Banner; index: number; eager: boolean }) {
  const { t } = useTranslation('host');
  return (
    <img
      className="h-banner__img"
      src={banner.url}
      alt={banner.title || t('banner.alt', { n: index + 1 })}
      loading={eager ? 'eager' : 'lazy'}
      width={1200}
      height={360}
    />
  );
}

function Slide({ banner, index }: { banner: Banner; index: number }) {
  const image = <BannerImage banner={banner} index={index} eager={index === 0} />;
  const to = banner.linkageType ? banner.linkage : null;
  if (!to) return image;
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className="h-banner__link">
        {image}
      </a>
    );
  }
  return (
    <Link to={to} className="h-banner__link">
      {image}
    </Link>
  );
}

export default function BannerCarousel({ banners, group }: { banners: Banner[]; group: string }) {
  const { t } = useTranslation('host');
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <section className="h-banner" aria-label={t('banner.label')} aria-roledescription="carousel" data-testid="banner-carousel" data-group={group} data-count={banners.length}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop={many}
        autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={many ? { clickable: true } : false}
        allowTouchMove={many}
        a11y={{ prevSlideMessage: t('banner.prev'), nextSlideMessage: t('banner.next'), paginationBulletMessage: t('banner.goTo') }}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.bannerId}>
            <Slide banner={b} index={i} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
