/** /join: the join-us page, what an agent gets and the way in (docs/product.md#routes). */
import { useTranslation } from '@tessera/shared/react-i18next';
import { Icon } from '../../app/icon';
import type { IconName } from '../../app/icons';
import { registerLazyHostTranslations } from '../../i18n';

void registerLazyHostTranslations();

const PERKS: readonly { key: 'commission' | 'team' | 'support'; icon: IconName }[] = [
  { key: 'commission', icon: 'coins' },
  { key: 'team', icon: 'invite' },
  { key: 'support', icon: 'headset' },
];

export function JoinPage({ onRegister, registered }: { onRegister: () => void; registered: boolean }) {
  const { t } = useTranslation('host-lazy');
  return (
    <section className="h-page h-join" data-testid="join-page">
      <h1>{t('join.title')}</h1>
      <p className="h-muted">{t('join.lead')}</p>
      <ul className="h-join__perks">
        {PERKS.map((p) => (
          <li key={p.key}>
            <Icon name={p.icon} size={40} />
            <h2>{t(`join.${p.key}Title`)}</h2>
            <p>{t(`join.${p.key}Text`)}</p>
          </li>
        ))}
      </ul>
      {!registered && (
        <button type="button" className="t-btn t-btn--primary" onClick={onRegister}>
          {t('join.cta')}
        </button>
      )}
    </section>
  );
}
