import { useBusValue, useInjectSaga } from '@tessera/shared';
import { ErrorState, formatMoney, Spinner } from '@tessera/shared/kit';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { errorText } from '../../common/error-text';
import { formatDate, maskMobile } from './format';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SecurityStatus } from './security-status';
import { securityCenterSaga } from './security-center-saga';
import {
  balanceRefreshRequested,
  infoRetried,
  securityCenterOpened,
  selectBalanceRefreshing,
  selectInfoError,
  selectInfoStatus,
  selectMemberInfo,
  selectProfile,
  selectProfileError,
  selectProfileStatus,
} from './security-center-slice';

/** The member label's colour when the gateway gives none (docs/product.md#member-centre). */
const DEFAULT_LABEL_COLOR = '#ABABAB';

/**
 * "My account": who is logged in, their balance (from the host, over the bus), member details with the
 * VIP label in its colour, editable profile fields, security status and password change.
 */
export default function SecurityCenter() {
  useInjectSaga('securityCenter', securityCenterSaga);
  const { t } = useTranslation(NS);
  const session = useBusValue('session:changed');
  const balance = useBusValue('wallet:balance');
  const refreshing = useAppSelector(selectBalanceRefreshing);
  const dispatch = useAppDispatch();
  const balancePending = !balance || refreshing;
  const account = session?.account;

  // Loads the details on mount, and again when another account logs in while the page shows.
  useEffect(() => {
    dispatch(securityCenterOpened());
  }, [dispatch, account]);

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">
        {t('account.heading')}
      </h3>
      <section className="mc-card mc-summary">
        <div className="mc-summary__who">
          <span className="mc-summary__account" data-testid="mc-account">
            {session?.account}
          </span>
          {session?.nickname && <span className="mc-summary__nickname">{session.nickname}</span>}
          {session?.rankLevel != null && (
            <span className="mc-badge">{t('account.rankLevel', { level: session.rankLevel })}</span>
          )}
        </div>
        <div className="mc-summary__balance">
          <span className="mc-label">{t('account.balance')}</span>
          <strong className="mc-balance" data-testid="mc-balance" aria-busy={balancePending} aria-live="polite">
            {balancePending ? '—' : formatMoney(balance.sumBalance, balance.currencySymbol)}
          </strong>
          <button
            type="button"
            className="t-btn"
            disabled={refreshing}
            onClick={() => dispatch(balanceRefreshRequested())}
          >
            {t('account.refresh')}
          </button>
        </div>
      </section>
      <MemberDetails onRetry={() => dispatch(infoRetried())} />
      <ProfileSections onRetry={() => dispatch(infoRetried())} />
      <section className="mc-card" aria-labelledby="mc-password-heading">
        <h4 id="mc-password-heading" className="mc-card__title">
          {t('password.heading')}
        </h4>
        <PasswordForm />
      </section>
    </div>
  );
}

function MemberDetails({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(NS);
  const info = useAppSelector(selectMemberInfo);
  const status = useAppSelector(selectInfoStatus);
  const error = useAppSelector(selectInfoError);
  const headingId = useId();

  let body;
  if (status === 'failed' && error) {
    body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={onRetry} />;
  } else if (status !== 'ready' || !info) {
    body = <Spinner label={t('details.loading')} />;
  } else {
    const none = t('details.none');
    const rows: [string, ReactNode][] = [
      [t('account.account'), info.account || none],
      [t('account.nickname'), info.nickname || none],
      [t('details.vipLabel'), info.clubLabel?.labelName ? <VipLabel key="vip" name={info.clubLabel.labelName} color={info.memberLabel?.[0]?.color} /> : none],
      [t('details.regDate'), (info.regDate != null && formatDate(info.regDate)) || none],
      [t('details.mobile'), info.mobile ? maskMobile(info.mobile) : none],
    ];
    body = (
      <dl className="mc-details">
        {rows.map(([label, value]) => (
          <div key={label} className="mc-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section className="mc-card" aria-labelledby={headingId} aria-busy={status === 'loading'}>
      <h4 id={headingId} className="mc-card__title">
        {t('details.heading')}
      </h4>
      {body}
    </section>
  );
}

/** The VIP label as a chip in the member label's colour, its text dark or light to stay readable. */
function VipLabel({ name, color }: { name: string; color?: string }) {
  const bg = color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_LABEL_COLOR;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
  const dark = 0.299 * r! + 0.587 * g! + 0.114 * b! > 150;
  return (
    <span className="mc-vip" data-testid="mc-vip" style={{ background: bg, color: dark ? '#1a1a1a' : '#ffffff' }}>
      {name}
    </span>
  );
}

function ProfileSections({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(NS);
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const error = useAppSelector(selectProfileError);
  let form;
  let security;
  if (status === 'failed' && error) {
    form = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={onRetry} />;
  } else if (status !== 'ready' || !profile) {
    form = <Spinner label={t('profile.loading')} />;
  } else {
    form = <ProfileForm profile={profile} />;
    security = <SecurityStatus security={profile.security} />;
  }
  return (
    <>
      {security && (
        <section className="mc-card" aria-labelledby="mc-security-heading">
          <h4 id="mc-security-heading" className="mc-card__title">
            {t('security.heading')}
          </h4>
          {security}
        </section>
      )}
      <section className="mc-card" aria-labelledby="mc-profile-heading" aria-busy={status === 'loading'}>
        <h4 id="mc-profile-heading" className="mc-card__title">
          {t('profile.heading')}
        </h4>
        {form}
      </section>
    </>
  );
}
