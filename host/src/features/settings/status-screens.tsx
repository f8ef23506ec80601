/** Maintenance and region-block screens (docs/product.md#status-screens). */
import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { SettingsState } from './settings-slice';

/** `action` is the customer-service button, composed by the shell. */
export function MaintenanceScreen({ maintenance, action }: { maintenance: SettingsState['maintenance']; action?: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <main className="h-status-screen" data-testid="maintenance-screen">
      <h1>{maintenance?.title || t('status.game_maintenance')}</h1>
      {maintenance?.endTime && (
        <p>
          {t('status.end_time')}: <time>{maintenance.endTime}</time>
        </p>
      )}
      <p>{maintenance?.message || t('status.info_maintenance')}</p>
      {action}
    </main>
  );
}

export function RegionBlockScreen({ ip, action }: { ip: string | null; action?: ReactNode }) {
  const { t } = useTranslation('host');
  return (
    <main className="h-status-screen" data-testid="region-block-screen">
      <h1>{t('status.blockip')}</h1>
      {ip && (
        <p>
          {t('status.yourIp')}: <code>{ip}</code>
        </p>
      )}
      <p>{t('status.info_ip_block')}</p>
      {action}
    </main>
  );
}
