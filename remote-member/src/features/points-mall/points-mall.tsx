import { bus, isTrialType, useBusValue, useInjectSaga, type PointBalance } from '@tessera/shared';
import { ErrorState, formatMoney, Spinner, useCurrencySymbol } from '@tessera/shared/kit';
import { lazy, Suspense, useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { ConvertForm } from './points-mall-convert';
import { Rewards } from './points-mall-rewards';
import { pointsMallSaga } from './points-mall-saga';
import { pointsMallOpened, pointsMallRetried, selectBalance, selectConfig, selectError, selectStatus, selectTab, tabSelected } from './points-mall-slice';
import { Details, History, Rates } from './points-mall-tables';
import { points, pointsError } from './points-mall-text';
import type { PointsTab } from './types';

import './points-mall.css';

// The chart (and chart.js with it) loads only when the mall shows it.
const DayChart = lazy(() => import('@tessera/shared/charts'));
const CHART_CLASSES = { figure: 'mc-chart', note: 'mc-chart-note' };

const TABS: readonly PointsTab[] = ['rewards', 'history', 'details', 'rates'];

/**
 * The points mall (/pointMall, docs/product.md#points-mall): balance and ratio, points earned over time,
 * converting points to the main wallet, the rewards to redeem, redeem history, points details and the
 * exchange-rate table. Redeeming and converting need the password; trial accounts are warned instead.
 */
export default function PointsMall() {
  useInjectSaga('pointsMall', pointsMallSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const session = useBusValue('session:changed');
  const signedIn = session?.status === 'in';
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const balance = useAppSelector(selectBalance);
  const config = useAppSelector(selectConfig);

  useEffect(() => {
    if (signedIn) dispatch(pointsMallOpened());
  }, [dispatch, signedIn]);

  let body;
  if (!signedIn) {
    body = (
      <div className="pm-card pm-notice" role="status">
        <p>{t('pointsMall.signedOut')}</p>
        <button type="button" className="t-btn t-btn--primary" onClick={() => bus.emit('ui:open-login', { reason: 'points-mall' })}>
          {t('pointsMall.login')}
        </button>
      </div>
    );
  } else if (status === 'failed' && error) body = <ErrorState message={pointsError(t, error)} hint={error.message} onRetry={() => dispatch(pointsMallRetried())} />;
  else if (status !== 'ready' || !balance || !config) body = <Spinner label={t('pointsMall.loading')} />;
  else
    body = (
      <>
        <div className="pm-top">
          <Summary balance={balance} />
          <ConvertForm balance={balance} config={config} trial={isTrialType(session?.accountType)} />
        </div>
        <Tabs trial={isTrialType(session?.accountType)} />
      </>
    );

  return (
    <div className="pm-page" data-testid="points-mall">
      <h1 className="pm-page__title">{t('pointsMall.heading')}</h1>
      {body}
    </div>
  );
}

function Summary({ balance }: { balance: PointBalance }) {
  const { t } = useTranslation(NS);
  const symbol = useCurrencySymbol();
  return (
    <section className="pm-card pm-summary" aria-labelledby="pm-balance-heading">
      <h2 id="pm-balance-heading" className="pm-card__title">
        {t('pointsMall.balance')}
      </h2>
      <p className="pm-balance">
        <strong data-testid="pm-points">{points(balance.points)}</strong> <span>{t('pointsMall.pointsUnit')}</span>
      </p>
      <p className="pm-ratio" data-testid="pm-ratio">
        {t('pointsMall.ratio', { points: points(balance.ratio), amount: formatMoney(1, symbol) })}
      </p>
      <p className="pm-muted">{t('pointsMall.neverExpire')}</p>
      <dl className="pm-totals">
        <div>
          <dt>{t('pointsMall.earnedTotal')}</dt>
          <dd>{points(balance.earnedTotal)}</dd>
        </div>
        <div>
          <dt>{t('pointsMall.spentTotal')}</dt>
          <dd>{points(balance.spentTotal)}</dd>
        </div>
      </dl>
      <h3 className="pm-card__subtitle">{t('pointsMall.chartTitle')}</h3>
      <Suspense fallback={<Spinner label={t('pointsMall.chartLoading')} />}>
        <DayChart
          title={t('pointsMall.chartTitle')}
          days={balance.earnedByDay.map((d) => d.date)}
          series={[{ label: t('pointsMall.chartSeries'), values: balance.earnedByDay.map((d) => d.points), colour: 'accent' }]}
          testId="pm-chart"
          unit="count"
          classes={CHART_CLASSES}
        />
      </Suspense>
    </section>
  );
}

function Tabs({ trial }: { trial: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectTab);
  const id = useId();
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
    if (!next) return;
    e.preventDefault();
    dispatch(tabSelected(next));
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="pm-card">
      <div role="tablist" aria-label={t('pointsMall.sections')} className="pm-tabs">
        {TABS.map((x) => (
          <button
            key={x}
            id={`${id}-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls={`${id}-panel`}
            tabIndex={tab === x ? 0 : -1}
            className={`pm-tab${tab === x ? ' pm-tab--active' : ''}`}
            onClick={() => dispatch(tabSelected(x))}
            onKeyDown={onKey}
            data-testid={`pm-tab-${x}`}
          >
            {t(`pointsMall.tabs.${x}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="pm-panel">
        {tab === 'rewards' && <Rewards trial={trial} />}
        {tab === 'history' && <History />}
        {tab === 'details' && <Details />}
        {tab === 'rates' && <Rates />}
      </div>
    </section>
  );
}
