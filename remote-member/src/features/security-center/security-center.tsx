import { ErrorState, formatMoney, Spinner, useBusValue } from '@tessera/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { formatDate, maskMobile } from './format';
import {
  balanceRefreshRequested,
  infoRetried,
  selectBalanceRefreshing,
  selectInfoError,
  selectInfoStatus,
  selectMemberInfo,
} from './security-center-slice';

/** "My account": who is logged in and their balance (from the host, over the bus) and member details. */
export function SecurityCenter() {
  const { t } = useTranslation(NS);
  const session = useBusValue('session:changed');
  const balance = useBusValue('wallet:balance');
  const refreshing = useAppSelector(selectBalanceRefreshing);
  const dispatch = useAppDispatch();
  const balancePending = !balance || refreshing;

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
    body = <ErrorState message={t(error.i18nKey, { ns: 'common' })} hint={error.serverMessage} onRetry={onRetry} />;
  } else if (status !== 'loaded' || !info) {
    body = <Spinner label={t('details.loading')} />;
  } else {
    const none = t('details.none');
    const rows: [string, string][] = [
      [t('account.account'), info.account || none],
      [t('account.nickname'), info.nickname || none],
      [t('details.vipLabel'), info.clubLabel?.labelName || none],
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
