/** Maintenance and region-block screens (spec §2 "System status screens", §8). */
import { useTranslation } from 'react-i18next';
import type { SettingsState } from './settings-slice';

export function MaintenanceScreen({ maintenance }: { maintenance: SettingsState['maintenance'] }) {
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
    </main>
  );
}

export function RegionBlockScreen({ ip }: { ip: string | null }) {
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
    </main>
  );
}
