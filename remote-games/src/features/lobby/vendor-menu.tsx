import { useEffect, useRef } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { VendorCard } from '@tessera/shared';
import { NS } from '../../i18n';
import { VENDOR_ARROWS_ABOVE } from './types';

interface Props {
  vendors: VendorCard[];
  selected: string | null;
  onSelect(vassalage: string): void;
}

/** Vendor logos (the lane's `lagerIcon`), arrows above 8 vendors (docs/product.md#lobbies). */
export function VendorMenu({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation(NS);
  const strip = useRef<HTMLUListElement>(null);
  const withArrows = vendors.length > VENDOR_ARROWS_ABOVE;
  // The chosen vendor (from a link, say) is scrolled into the strip's view. The first vendor of a strip never
  // scrolled is in view already: asking would force a layout of the lobby just rendered (a long task on a phone).
  const stripScrolled = useRef(false);
  const first = vendors[0]?.vassalage;
  useEffect(() => {
    if (selected === first && !stripScrolled.current) return;
    strip.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, first]);
  // Scrolls by most of the visible width, so one vendor stays in view for orientation.
  const scroll = (direction: 1 | -1) => {
    const el = strip.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <nav className="gm-vendors" aria-label={t('vendors.label')}>
      {withArrows && (
        <button type="button" className="gm-vendors__arrow" aria-label={t('vendors.previous')} onClick={() => scroll(-1)}>
          ‹
        </button>
      )}
      <ul className="gm-vendors__strip" ref={strip} onScroll={() => (stripScrolled.current = true)}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="gm-vendor" aria-pressed={v.vassalage === selected} onClick={() => onSelect(v.vassalage)} title={v.displayName} data-vendor={v.vassalage}>
              {v.lagerIcon ? <img className="gm-vendor__logo" src={v.lagerIcon} alt={v.displayName} width={120} height={48} /> : v.displayName}
              {v.isHot === 1 && <span className="gm-vendor__hot">{t('vendors.hot')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {withArrows && (
        <button type="button" className="gm-vendors__arrow" aria-label={t('vendors.next')} onClick={() => scroll(1)}>
          ›
        </button>
      )}
    </nav>
  );
}
