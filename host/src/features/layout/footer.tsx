/**
 * Footer: the three gaming licences, the vendor carousel and the 2023 copyright line (docs/product.md#footer).
 * The carousel sits below the fold: swiper loads only when the footer comes near the view, judged once the page
 * has settled or the visitor scrolls (useNearViewport), into a strip whose height is reserved so nothing moves when
 * it arrives. (A lobby's footer is in view while its list loads, then far below it: judged from the start, swiper
 * started for nothing in the start-up's tasks.)
 */
import { lazy, Suspense } from 'react';
import { VersionMarker } from '@tessera/shared/kit';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useNearViewport } from '../../app/remotes/near-viewport';
import type { FooterVendor } from './vendor-carousel';
import './footer.css';

export type { FooterVendor } from './vendor-carousel';

const VendorCarousel = lazy(() => import('./vendor-carousel'));

/** How far below the view the carousel starts loading. */
const NEAR_VIEW = '400px';

export function Footer({ vendors = [] }: { vendors?: readonly FooterVendor[] }) {
  const { t } = useTranslation('host');
  const { ref, near } = useNearViewport<HTMLElement>(NEAR_VIEW, vendors.length > 0);
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
