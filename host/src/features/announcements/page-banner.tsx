/** The banner region of a page: its group's banners, the carousel loaded lazily (docs/product.md#banners). */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/store';
import { bannersOf, selectAnnouncements } from './announcements-slice';

const BannerCarousel = lazy(() => import('./banner-carousel'));

export function PageBanner({ group }: { group: string }) {
  const { status, banners } = useAppSelector(selectAnnouncements);
  const mine = bannersOf(banners, group);
  if (status === 'loading' || status === 'idle') return <div className="h-banner h-banner--placeholder" aria-hidden="true" />;
  if (mine.length === 0) return null;
  return (
    <Suspense fallback={<div className="h-banner h-banner--placeholder" aria-hidden="true" />}>
      <BannerCarousel banners={mine} group={group} />
    </Suspense>
  );
}
