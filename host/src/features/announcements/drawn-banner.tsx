/**
 * The banner drawn in place of the artwork when there is none to show (the banners could not be loaded, or an
 * image did not arrive, e.g. offline): the theme's colours in the banner's own box, so nothing moves when the
 * real banners come back.
 */
import { useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';

export function DrawnBanner({ group }: { group?: string }) {
  const { t } = useTranslation('host');
  const gradient = `h-drawn-${useId().replace(/:/g, '')}`;
  return (
    <div className="h-banner h-banner--drawn" role="img" aria-label={t('banner.placeholder')} data-testid="banner-drawn" data-group={group}>
      <svg viewBox="0 0 1000 300" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--t-surface-2)" />
            <stop offset="1" stopColor="var(--t-surface)" />
          </linearGradient>
        </defs>
        <rect width="1000" height="300" fill={`url(#${gradient})`} />
        <circle cx="830" cy="60" r="150" fill="var(--t-accent)" opacity="0.18" />
        <circle cx="930" cy="250" r="90" fill="var(--t-accent)" opacity="0.12" />
        <circle cx="120" cy="280" r="110" fill="var(--t-accent)" opacity="0.08" />
        <g fill="none" stroke="var(--t-accent)" strokeWidth="6" opacity="0.5">
          <rect x="600" y="95" width="110" height="110" rx="18" transform="rotate(-12 655 150)" />
          <rect x="735" y="120" width="90" height="90" rx="16" transform="rotate(10 780 165)" />
        </g>
        <path d="M660 128l8 17 19 3-14 13 3 19-16-9-17 9 3-19-14-13 19-3z" fill="var(--t-accent)" opacity="0.7" />
        <rect x="80" y="110" width="320" height="26" rx="13" fill="var(--t-text-muted)" opacity="0.25" />
        <rect x="80" y="152" width="220" height="18" rx="9" fill="var(--t-text-muted)" opacity="0.18" />
        <rect x="80" y="190" width="130" height="40" rx="20" fill="var(--t-accent)" opacity="0.35" />
      </svg>
    </div>
  );
}
