/**
 * The footer's vendor carousel (docs/product.md#constants: 10 slides, 3000 ms) on swiper: the providers'
 * logos, autoplaying while there are more than fit (not for a player who asked for reduced motion: they swipe).
 * Its own chunk, loaded when the footer nears the view.
 */
import { memo } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import { useReducedMotion } from '../../app/shell/media-query';

export const VENDOR_SLIDES = 10;
export const VENDOR_AUTOPLAY_MS = 3000;

export interface FooterVendor {
  code: string;
  name: string;
  logo: string;
}

/** Ten at desktop width as the product says; fewer where ten would be too small to read. */
const BREAKPOINTS = { 0: { slidesPerView: 4 }, 600: { slidesPerView: 6 }, 1000: { slidesPerView: VENDOR_SLIDES } };

/** Memoised for the reason banner-carousel.tsx gives: each render it does not need may leave a listener on swiper. */
function VendorCarousel({ vendors }: { vendors: readonly FooterVendor[] }) {
  const { t } = useTranslation('host');
  const still = useReducedMotion();
  const moving = vendors.length > 4 && !still;
  return (
    <Swiper
      className="h-footer__swiper"
      modules={[Autoplay, A11y]}
      breakpoints={BREAKPOINTS}
      slidesPerView={VENDOR_SLIDES}
      spaceBetween={12}
      loop={vendors.length > VENDOR_SLIDES}
      speed={still ? 0 : 300}
      autoplay={moving ? { delay: VENDOR_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      a11y={{ prevSlideMessage: t('banner.prev'), nextSlideMessage: t('banner.next') }}
      data-testid="vendor-carousel"
      data-count={vendors.length}
    >
      {vendors.map((v) => (
        <SwiperSlide key={v.code} className="h-footer__vendor">
          <img src={v.logo} alt={v.name} width={96} height={48} loading="lazy" />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

export default memo(VendorCarousel);
