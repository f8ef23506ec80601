/**
 * Footer: the merchant's licence line (or the three gaming licences), the vendor carousel, its support contacts and
 * copyright line (docs/product.md#footer).
 * The carousel sits below the fold: swiper loads only when the footer comes near the view, judged once the page
 * has settled or the visitor scrolls (useNearViewport), into a strip whose height is reserved so nothing moves when
 * it arrives. (A lobby's footer is in view while its list loads, then far below it: judged from the start, swiper
 * started for nothing in the start-up's tasks.)
 */
import { lazy, Suspense } from 'react';
import { VersionMarker } from '@tessera/shared/kit';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useNearViewport } from '../../app/remotes/near-viewport';
import { brandText, siteBrand, supportLinks } from '../../common/site-brand';
import type { FooterVendor } from './vendor-carousel';
import './footer.css';

export type { FooterVendor } from './vendor-carousel';

const VendorCarousel = lazy(() => import('./vendor-carousel'));

/** How far below the view the carousel starts loading. */
const NEAR_VIEW = '400px';

export function Footer({ vendors = [] }: { vendors?: readonly FooterVendor[] }) {
  const { t, i18n } = useTranslation('host');
  const brand = siteBrand();
  const contacts = supportLinks(brand.support);
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
      {/* The merchant's own licence line when its brand has one (deploy/server/src/brand). */}
      <p className="h-footer__title" data-testid="footer-licence">
        {brandText(brand, i18n.language, 'licence') ?? t('footer.licences')}
      </p>
      <ul className="h-footer__licences">
        <li>{t('footer.malta')}</li>
        <li>{t('footer.bvi')}</li>
        <li>{t('footer.ph')}</li>
      </ul>
      <p>{t('footer.age')}</p>
      {contacts.length > 0 && (
        <p className="h-footer__support" data-testid="footer-support">
          {t('footer.support')}:{' '}
          {contacts.map((c, i) => (
            <span key={c.kind}>
              {i > 0 && ' · '}
              <a href={c.href} rel="noopener noreferrer" target={c.kind === 'telegram' || c.kind === 'whatsapp' ? '_blank' : undefined}>
                {c.label}
              </a>
            </span>
          ))}
        </p>
      )}
      <p data-testid="footer-copyright">{brandText(brand, i18n.language, 'footer') ?? t('footer.copyright', { brand: brand.name })}</p>
      {/* Not shown to players: tests and ops read data-version (and the console). */}
      <VersionMarker app="host" version={__TESSERA_VERSION__} testId="host-version" />
    </footer>
  );
}
