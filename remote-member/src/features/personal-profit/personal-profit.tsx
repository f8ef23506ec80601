import { useInjectSaga, type ProfitLossValue } from '@tessera/shared';
import { formatMoney, formatMoneyChange, LoadStates, Spinner, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, DateRangeFilter, ReportPage, type Column } from '@tessera/shared/report';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { REPORT_GRID_CLASSES } from '../../common/report-classes';
import { NS } from '../../i18n';
import { personalProfitSaga } from './personal-profit-saga';
import { profitRequested, selectError, selectRange, selectReport, selectStatus } from './personal-profit-slice';

// The chart and chart.js load with this page, not with the centre (a chunk of their own).
const DayChart = lazy(() => import('@tessera/shared/charts'));
const CHART_CLASSES = { figure: 'mc-chart', note: 'mc-chart-note' };
const tone = (n: number) => (n < 0 ? 'mc-status--failed' : n > 0 ? 'mc-status--credited' : undefined);
type Day = ProfitLossValue['days'][number];

/** Personal profit and loss: by day over a range — bets, win/loss, bonuses, profit — as a chart and a table, with the range's totals. */
export default function PersonalProfit() {
  useInjectSaga('personalProfit', personalProfitSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectRange);
  const report = useAppSelector(selectReport);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const currency = useCurrencySymbol();

  useEffect(() => {
    dispatch(profitRequested());
  }, [dispatch]);

  const loaded = report && status !== 'failed' ? report : null;
  const totals = loaded?.totals;
  return (
    <ReportPage
      title={t('profit.heading')}
      classes={REPORT_GRID_CLASSES}
      filters={<DateRangeFilter range={range} onRange={(r) => dispatch(profitRequested(r))} testId="pl" />}
      period={range}
      totals={
        totals && [
          { label: t('profit.profit'), value: formatMoneyChange(totals.profit, currency), className: tone(totals.profit) },
          { label: t('bets.winLoss'), value: formatMoneyChange(totals.winLoss, currency), className: tone(totals.winLoss) },
          { label: t('profit.bonus'), value: formatMoney(totals.bonus, currency) },
          { label: t('bets.bet'), value: formatMoney(totals.bet, currency) },
          { label: t('bets.validBet'), value: formatMoney(totals.validBet, currency) },
          { label: t('profit.deposits'), value: formatMoney(totals.deposit, currency) },
          { label: t('profit.withdrawals'), value: formatMoney(totals.withdraw, currency) },
        ]
      }
      totalsLayout="grid"
      totalsTestId="pl-totals"
      busy={status === 'loading'}
    >
      <LoadStates
        status={status}
        error={error}
        empty={!report}
        errorText={(e) => errorText(t, e)}
        onRetry={() => dispatch(profitRequested())}
        loadingLabel={t('profit.loading')}
      >
        {report && <Days report={report} currency={currency} />}
      </LoadStates>
    </ReportPage>
  );
}

/** The chart and the table of the days with play (newest first, as the other record pages). */
function Days({ report, currency }: { report: ProfitLossValue; currency: string }) {
  const { t } = useTranslation(NS);
  const { days } = report;
  const active = days.filter((d) => d.bet !== 0 || d.bonus !== 0);
  const columns: Column<Day>[] = [
    { key: 'day', header: t('profit.day'), kind: 'date', value: (d) => d.time, sortable: true },
    { key: 'bet', header: t('bets.bet'), kind: 'money', value: (d) => d.bet, sortable: true },
    { key: 'validBet', header: t('bets.validBet'), kind: 'money', value: (d) => d.validBet, sortable: true },
    { key: 'winLoss', header: t('bets.winLoss'), kind: 'change', value: (d) => d.winLoss, className: (d) => tone(d.winLoss), sortable: true },
    { key: 'bonus', header: t('profit.bonus'), kind: 'money', value: (d) => d.bonus, sortable: true },
    { key: 'profit', header: t('profit.profit'), kind: 'change', value: (d) => d.profit, className: (d) => tone(d.profit), sortable: true },
  ];
  return (
    <>
      {active.length > 0 && (
        <Suspense fallback={<Spinner label={t('charts.loading')} />}>
          <DayChart
            title={t('profit.chart')}
            // format-ok: the chart's day keys
            days={days.map((d) => dayjs(d.time).format('YYYY-MM-DD'))}
            series={[{ label: t('profit.profit'), values: days.map((d) => d.profit), colour: 'signed' }]}
            testId="pl-chart"
            classes={CHART_CLASSES}
          />
        </Suspense>
      )}
      <DataTable
        caption={t('profit.table')}
        captionHidden
        className="mc-table"
        testId="pl-table"
        columns={columns}
        rows={[...active].reverse()}
        rowKey={(d) => d.time}
        emptyMessage={t('profit.none')}
        currency={currency}
      />
    </>
  );
}
