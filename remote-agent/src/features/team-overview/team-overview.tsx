import { useBusValue } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The agent's own identity, straight from the host's session on the bus. */
export function TeamOverview() {
  const { t } = useTranslation(NS);
  const session = useBusValue('session:changed');
  const none = t('overview.none');
  const type = session?.accountType;
  const rows: [string, string][] = [
    [t('overview.account'), session?.account || none],
    [t('overview.nickname'), session?.nickname || none],
    // The server's role names are not known (spec §6), so the label carries the numeric type.
    [t('overview.accountType'), type != null ? t('overview.agentType', { type }) : none],
  ];
  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('overview.heading')}</h3>
      <dl className="ac-card ac-details">
        {rows.map(([label, value]) => (
          <div key={label} className="ac-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
