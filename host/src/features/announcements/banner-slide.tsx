/**
 * One banner as the page shows it: its image (the first one eager and fetched first, as it is usually the
 * page's largest paint), wrapped in its link if it has a linkage. Shared by the static first banner and the
 * swiper carousel, so the swap between them changes nothing on screen.
 */
import { useState } from 'react';
import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { Banner } from '@tessera/shared';
import { selectConnection } from '../../app/connection/connection-slice';
import { useAppSelector } from '../../app/store';
import { DrawnBanner } from './drawn-banner';

function BannerImage({ banner, index, eager }: { banner: Banner; index: number; eager: boolean }) {
  const { t } = useTranslation('host');
  // An image that did not arrive (offline, a CDN down) is drawn instead of a broken picture; a new url, or the
  // connection coming back, tries again.
  const { restorations } = useAppSelector(selectConnection);
  const attempt = `${restorations}|${banner.url}`;
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === attempt) return <DrawnBanner />;
  return (
    <img
      onError={() => setFailed(attempt)}
      className="h-banner__img"
      src={banner.url}
      alt={banner.title || t('banner.alt', { n: index + 1 })}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      width={1200}
      height={360}
    />
  );
}

export function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
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
