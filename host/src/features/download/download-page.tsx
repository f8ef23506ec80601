/**
 * /down: the app download page (docs/product.md#routes): adding the site to the home screen (docs/product/site.md#install), a QR
 * code per app the merchant offers and the installation guide.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { type ResourceLink } from '@tessera/shared';
import { EmptyState } from '@tessera/shared/kit';
import { Icon } from '../../app/icon';
import { useResourceLabel } from '../../common/resource-label';
import { registerLazyHostTranslations } from '../../i18n';
import { InstallSection } from './install-section';

void registerLazyHostTranslations();

/** App resource types, in the order shown. */
const APP_TYPES = ['ANDROID', 'IOS', 'IOSMOBILECONFIG'] as const;

export function appResources(resources: readonly ResourceLink[]): ResourceLink[] {
  return APP_TYPES.flatMap((type) => resources.filter((r) => r.resourceType.toUpperCase() === type && r.url));
}

export function DownloadPage({ resources }: { resources: readonly ResourceLink[] }) {
  const { t } = useTranslation('host-lazy');
  const label = useResourceLabel();
  const apps = appResources(resources);
  return (
    <section className="h-page h-download" data-testid="download-page">
      <h1>{t('download.title')}</h1>
      <p className="h-muted">{t('download.lead')}</p>
      <InstallSection />
      {apps.length === 0 && <EmptyState message={t('download.none')} />}
      <ul className="h-download__apps">
        {apps.map((app) => {
          const href = new URL(app.url, window.location.origin).href;
          return (
            <li key={app.resourceType} className="h-download__app">
              <Icon name="phone" size={36} />
              <h2>{label(app)}</h2>
              <div className="h-qr">
                <QRCodeSVG value={href} size={160} title={t('download.qr', { app: label(app) })} />
              </div>
              <a className="t-btn t-btn--primary" href={app.url} download>
                <Icon name="download" size={18} /> {t('download.get')}
              </a>
            </li>
          );
        })}
      </ul>
      <section className="h-download__guide" aria-labelledby="install-guide">
        <h2 id="install-guide">{t('download.guideTitle')}</h2>
        <ol>
          <li>{t('download.step1')}</li>
          <li>{t('download.step2')}</li>
          <li>{t('download.step3')}</li>
          <li>{t('download.step4')}</li>
        </ol>
      </section>
    </section>
  );
}
