/**
 * The right side bar (docs/product.md#side-bar): promotions, customer service, invite, then one icon per
 * app/social resource the merchant has, each with its QR code (size 74, margin 7, docs/product.md#constants).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '@tessera/shared/router';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useResourceLabel } from '../../common/resource-label';
import type { ResourceLink } from '@tessera/shared';
import { Icon } from '../../app/icon';
import { lazyExport } from '../../app/lazy-export';
import type { IconName } from '../../app/icons';

/** The QR library loads the first time a visitor points at or tabs to the bar: no page needs it to show. */
const QRCodeSVG = lazyExport(() => import('qrcode.react'), 'QRCodeSVG');

/** Resource types the bar shows, in its order (docs/product.md#side-bar). */
export const SIDE_RESOURCES: readonly { type: string; icon: IconName }[] = [
  { type: 'TELEGRAM', icon: 'plane' },
  { type: 'TWITTER', icon: 'chat' },
  { type: 'DOUYIN', icon: 'chat' },
  { type: 'IOSMOBILECONFIG', icon: 'phone' },
  { type: 'ANDROID', icon: 'phone' },
  { type: 'IOS', icon: 'phone' },
  { type: 'FACEBOOK', icon: 'chat' },
];

/** The merchant's own apps: not offered to a player already in the installed site. */
const APP_DOWNLOADS = new Set(['IOSMOBILECONFIG', 'ANDROID', 'IOS']);

export function sideResources(resources: readonly ResourceLink[]): { resource: ResourceLink; icon: IconName }[] {
  return SIDE_RESOURCES.flatMap(({ type, icon }) => {
    const resource = resources.find((r) => r.resourceType.toUpperCase() === type && r.url);
    return resource ? [{ resource, icon }] : [];
  });
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export interface RightSideBarProps {
  resources: readonly ResourceLink[];
  showInvite: boolean;
  onInvite: () => void;
  /** The customer-service button, composed by the shell (it knows the member). */
  customerService: (label: string, icon: ReactNode) => ReactNode;
  /** More entries (list items) composed by the shell: the chat room and the domain routes. */
  extra?: ReactNode;
}

export function RightSideBar({ resources, showInvite, onInvite, customerService, extra }: RightSideBarProps) {
  const { t } = useTranslation('host');
  const resourceLabel = useResourceLabel();
  const [wantsQr, setWantsQr] = useState(false);
  const armQr = () => setWantsQr(true);
  return (
    <aside className="h-sidebar" aria-label={t('side.label')} data-testid="right-side-bar" onPointerEnter={armQr} onFocus={armQr}>
      <ul className="h-sidebar__list">
        <li>
          <Link to="/promotions" className="h-sidebar__item" aria-label={t('side.promotions')}>
            <Icon name="gift" size={24} />
            <span className="h-sidebar__text">{t('side.promotions')}</span>
          </Link>
        </li>
        <li>
          {customerService(
            t('side.customerService'),
            <>
              <Icon name="headset" size={24} />
              <span className="h-sidebar__text">{t('side.customerService')}</span>
            </>,
          )}
        </li>
        {showInvite && (
          <li>
            <button type="button" className="h-sidebar__item" onClick={onInvite} aria-label={t('side.invite')} data-testid="side-invite">
              <Icon name="invite" size={24} />
              <span className="h-sidebar__text">{t('side.invite')}</span>
            </button>
          </li>
        )}
        {extra}
        {sideResources(resources).map(({ resource, icon }) => {
          const label = resourceLabel(resource);
          return (
            // data-app: launched from the home screen, the site hides its own app downloads (host.css).
            <li key={resource.resourceType} className="h-sidebar__resource" data-app={APP_DOWNLOADS.has(resource.resourceType.toUpperCase()) || undefined}>
              <a href={resource.url} className="h-sidebar__item" target="_blank" rel="noopener noreferrer" aria-label={label}>
                <Icon name={icon} size={24} />
                <span className="h-sidebar__text">{label}</span>
              </a>
              <div className="h-sidebar__qr" aria-hidden="true">
                {/* The 7 px margin is the frame's padding: qrcode.react counts its margin in modules, not pixels. */}
                {wantsQr && (
                  <Suspense fallback={null}>
                    <QRCodeSVG value={absolute(resource.url)} size={74} title={label} />
                  </Suspense>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
