/** Security status of "my account": what protects the account, and a level from it. */
import type { MemberProfile } from '@tessera/shared';
import { formatDateTime } from '@tessera/shared/kit';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';

export function securityLevel(s: MemberProfile['security']): 'low' | 'medium' | 'high' {
  const score = [s.passwordSet, s.mobileBound, s.profileComplete].filter(Boolean).length;
  return score >= 3 ? 'high' : score === 2 ? 'medium' : 'low';
}

export function SecurityStatus({ security }: { security: MemberProfile['security'] }) {
  const { t } = useTranslation(NS);
  const level = securityLevel(security);
  const rows: [string, string, boolean][] = [
    [t('security.password'), t('security.passwordSet'), security.passwordSet],
    [t('security.mobile'), security.mobileBound ? t('security.mobileBound') : t('security.mobileMissing'), security.mobileBound],
    [t('security.profile'), security.profileComplete ? t('security.profileComplete') : t('security.profileIncomplete'), security.profileComplete],
  ];
  return (
    <div className="mc-security">
      <p className="mc-security__level">
        {t('security.level')}: <strong className={`mc-level mc-level--${level}`}>{t(`security.levels.${level}`)}</strong>
      </p>
      <ul className="mc-security__list">
        {rows.map(([label, value, ok]) => (
          <li key={label} className={ok ? 'mc-check mc-check--ok' : 'mc-check'}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              {ok ? <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" /> : <path d="M8 3v6M8 11.5v1.5" stroke="currentColor" strokeWidth="2" />}
            </svg>
            <span>{label}</span>
            <span className="mc-check__value">{value}</span>
          </li>
        ))}
        <li className="mc-check mc-check--info">
          <span>{t('security.lastLogin')}</span>
          <span className="mc-check__value">{security.lastLogin ? formatDateTime(security.lastLogin) : t('security.never')}</span>
        </li>
      </ul>
    </div>
  );
}
