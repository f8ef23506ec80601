/**
 * Footer: the three gaming licences, the vendor carousel and the 2023 copyright line (docs/product.md#footer).
 * The carousel sits below the fold: swiper loads only when the footer comes near the view of the settled page,
 * into a strip whose height is reserved so nothing moves when it arrives. (A lobby's footer is in view while its
 * list loads, then far below it: watched from the start, swiper started for nothing in the start-up's tasks.)
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { VersionMarker } from '@tessera/shared';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useSettled } from '../../app/shell/use-settled';
import type { FooterVendor } from './vendor-carousel';
import './footer.css';

export type { FooterVendor } from './vendor-carousel';

const VendorCarousel = lazy(() => import('./vendor-carousel'));

/** How far below the view the carousel starts loading. */
const NEAR_VIEW = '400px';

/**
 * True once the element has come within NEAR_VIEW of the viewport (at once where the observer is missing);
 * `watch`: whether to look yet (the element is rendered and the page has settled).
 */
function useNearView<T extends Element>(watch: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!watch || !el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEW });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, watch]);
  return { ref, near };
}

export function Footer({ vendors = [] }: { vendors?: readonly FooterVendor[] }) {
  const { t } = useTranslation('host');
  const settled = useSettled();
  const { ref, near } = useNearView<HTMLDivElement>(vendors.length > 0 && settled);
  return (
    <footer className="h-footer">
      {vendors.length > 0 && (
        <section className="h-footer__vendors" aria-label={t('footer.vendors')} ref={ref} data-testid="footer-vendors">
          {near && (
            <Suspense fallback={null}>
              <VendorCarousel vendors={vendors} />
            </Suspense>
          )}
        </section>
      )}
      <p className="h-footer__title">{t('footer.licences')}</p>
      <ul className="h-footer__licences">
        <li>{t('footer.malta')}</li>
        <li>{t('footer.bvi')}</li>
        <li>{t('footer.ph')}</li>
      </ul>
      <p>{t('footer.age')}</p>
      <p>{t('footer.copyright')}</p>
      {/* Not shown to players: tests and ops read data-version (and the console). */}
      <VersionMarker app="host" version={__TESSERA_VERSION__} testId="host-version" />
    </footer>
  );
}
