import { useInjectSaga, type TeamDay } from '@tessera/shared';
import { LoadStates, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, ReportPage, type Column } from '@tessera/shared/report';
import { DailyChart } from '@tessera/shared/charts';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { ReportFilters } from '../../common/report-filters';
import { localDay, REPORT_CLASSES, useInitialQuery, type PeriodQuery } from '../../common/report-query';
import { NS } from '../../i18n';
import { incomeQueryChanged, incomeRetried, myIncome, selectMyIncome } from './my-income-slice';

const CHART_CLASSES = { figure: 'ac-chart', note: 'ac-sub ac-chart-note' };

/**
 * My income, the revenue report (docs/product.md#agent-centre): what the team brought in day by day, the
 * team's loss being the agent's revenue.
 */
export default function MyIncome() {
  useInjectSaga('myIncome', myIncome.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  const { query, status, error, data } = useAppSelector(selectMyIncome);
  const onQuery = (q: PeriodQuery) => dispatch(incomeQueryChanged(q));
  useInitialQuery(onQuery, 'thisMonth');

  // A whole period on one page: sorting by a column helps find the best and the worst days.
  const columns: Column<TeamDay>[] = [
    // The gateway's YYYY-MM-DD is a local calendar day; written as every other date of the centres.
    { key: 'day', header: t('overview.day'), kind: 'date', value: (d) => localDay(d.day), rowHeader: true, sortable: true },
    { key: 'deposits', header: t('overview.deposits'), kind: 'money', value: (d) => d.deposits, sortable: true },
    { key: 'bets', header: t('overview.bets'), kind: 'money', value: (d) => d.bets, sortable: true },
    { key: 'revenue', header: t('income.revenue'), kind: 'money', value: (d) => -d.profit, signed: true, sortable: true },
  ];

  return (
    <ReportPage title={t('income.heading')} classes={REPORT_CLASSES} filters={<ReportFilters query={query} onQuery={onQuery} search={false} />} period={query ?? undefined}>
      <LoadStates status={status} error={error} empty={!data} errorText={errorText} onRetry={() => dispatch(incomeRetried())}>
        {data && (
          <>
            <DailyChart
              classes={CHART_CLASSES}
              title={t('income.chart')}
              days={data.days.map((d) => d.day)}
              series={[
                { label: t('overview.deposits'), values: data.days.map((d) => d.deposits), kind: 'bar', colour: 'success' },
                { label: t('overview.bets'), values: data.days.map((d) => d.bets), kind: 'bar', colour: 'accent' },
                { label: t('income.revenue'), values: data.days.map((d) => 0 - d.profit), kind: 'line', colour: 'text' },
              ]}
            />
            <DataTable
              caption={t('income.heading')}
              captionHidden
              className="ac-table"
              testId="income-table"
              columns={columns}
              rows={[...data.days].reverse()}
              rowKey={(d) => d.day}
              currency={currency}
              totals={{ label: t('income.total'), values: { deposits: data.deposits, bets: data.bets, revenue: -data.profit } }}
            />
          </>
        )}
      </LoadStates>
    </ReportPage>
  );
}
