import { EmptyState, ErrorState, formatMoney, Spinner, useBusValue, useInjectSaga, type ProfitLossValue } from '@tessera/shared';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RangeFilter } from '../../app/range-filter';
import { NS } from '../../i18n';
import { personalProfitSaga } from './personal-profit-saga';
import { profitRequested, selectError, selectRange, selectReport, selectStatus } from './personal-profit-slice';

// The chart and chart.js load with this page, not with the centre (a chunk of their own).
const DayChart = lazy(() => import('@tessera/shared/charts'));
const CHART_CLASSES = { figure: 'mc-chart', note: 'mc-chart-note' };

/** Personal profit and loss: by day over a range — bets, win/loss, bonuses, profit — as a chart and a table, with the range's totals. */
export default function PersonalProfit() {
  useInjectSaga('personalProfit', personalProfitSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectRange);
  const report = useAppSelector(selectReport);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const id = useId();

  useEffect(() => {
    dispatch(profitRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(profitRequested())} />;
  else if (!report) body = <Spinner label={t('profit.loading')} />;
  else body = <Report report={report} />;

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('profit.heading')}</h3>
      <section className="mc-card" aria-label={t('records.filters')}>
        <RangeFilter range={range} onRange={(r) => dispatch(profitRequested(r))} testId="pl" />
      </section>
      <section className="mc-card" aria-busy={status === 'loading'} aria-labelledby={`${id}-results`}>
        <h4 id={`${id}-results`} className="mc-card__title">
          {t('records.results', { from: range.from, to: range.to })}
        </h4>
        {body}
      </section>
    </div>
  );
}

function Report({ report }: { report: ProfitLossValue }) {
  const { t } = useTranslation(NS);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const money = (n: number) => formatMoney(n, symbol);
  const signed = (n: number) => (n < 0 ? `−${money(-n)}` : `+${money(n)}`);
  const tone = (n: number) => (n < 0 ? 'mc-status--failed' : n > 0 ? 'mc-status--credited' : '');
  const { totals, days } = report;
  const active = days.filter((d) => d.bet !== 0 || d.bonus !== 0);
  return (
    <>
      <dl className="mc-summary-grid" data-testid="pl-totals">
        <div>
          <dt>{t('profit.profit')}</dt>
          <dd className={tone(totals.profit)}>{signed(totals.profit)}</dd>
        </div>
        <div>
          <dt>{t('bets.winLoss')}</dt>
          <dd className={tone(totals.winLoss)}>{signed(totals.winLoss)}</dd>
        </div>
        <div>
          <dt>{t('profit.bonus')}</dt>
          <dd>{money(totals.bonus)}</dd>
        </div>
        <div>
          <dt>{t('bets.bet')}</dt>
          <dd>{money(totals.bet)}</dd>
        </div>
        <div>
          <dt>{t('bets.validBet')}</dt>
          <dd>{money(totals.validBet)}</dd>
        </div>
        <div>
          <dt>{t('profit.deposits')}</dt>
          <dd>{money(totals.deposit)}</dd>
        </div>
        <div>
          <dt>{t('profit.withdrawals')}</dt>
          <dd>{money(totals.withdraw)}</dd>
        </div>
      </dl>
      {active.length === 0 ? (
        <EmptyState message={t('profit.none')} />
      ) : (
        <>
          <Suspense fallback={<Spinner label={t('charts.loading')} />}>
            <DayChart
              title={t('profit.chart')}
              days={days.map((d) => dayjs(d.time).format('YYYY-MM-DD'))}
              series={[{ label: t('profit.profit'), values: days.map((d) => d.profit), colour: 'signed' }]}
              testId="pl-chart"
              classes={CHART_CLASSES}
            />
          </Suspense>
          <div className="mc-scroll" role="region" aria-label={t('profit.table')} tabIndex={0}>
            <table className="mc-table" data-testid="pl-table">
              <thead>
                <tr>
                  <th scope="col">{t('profit.day')}</th>
                  <th scope="col" className="mc-num">
                    {t('bets.bet')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('bets.validBet')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('bets.winLoss')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('profit.bonus')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('profit.profit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {/* newest first, as the other record pages; days without play are left out of the table */}
                {[...active].reverse().map((d) => (
                  <tr key={d.time}>
                    <td>{dayjs(d.time).format('YYYY-MM-DD')}</td>
                    <td className="mc-num">{money(d.bet)}</td>
                    <td className="mc-num">{money(d.validBet)}</td>
                    <td className={`mc-num ${tone(d.winLoss)}`}>{signed(d.winLoss)}</td>
                    <td className="mc-num">{money(d.bonus)}</td>
                    <td className={`mc-num ${tone(d.profit)}`}>{signed(d.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
