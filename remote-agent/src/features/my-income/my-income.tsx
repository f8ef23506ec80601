import { useInjectSaga } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters, useInitialQuery } from '../../app/report-filters';
import type { PeriodQuery } from '../../app/report-query';
import { DailyChart } from '@tessera/shared/charts';
import { Amount, ReportBody, TableWrap } from '../../app/report-ui';
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
  const { query, status, error, data } = useAppSelector(selectMyIncome);
  const onQuery = (q: PeriodQuery) => dispatch(incomeQueryChanged(q));
  useInitialQuery(onQuery, 'thisMonth');

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('income.heading')}</h3>
      <ReportFilters query={query} onQuery={onQuery} search={false} />
      <ReportBody status={status} error={error} empty={!data} onRetry={() => dispatch(incomeRetried())}>
        {data && (
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
        )}
        {data && (
          <TableWrap label={t('income.heading')}>
            <table className="ac-table" data-testid="income-table">
              <caption className="ac-sr-only">{t('income.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.day')}</th>
                  <th scope="col">{t('overview.deposits')}</th>
                  <th scope="col">{t('overview.bets')}</th>
                  <th scope="col">{t('income.revenue')}</th>
                </tr>
              </thead>
              <tbody>
                {[...data.days].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td><Amount value={d.deposits} /></td>
                    <td><Amount value={d.bets} /></td>
                    <td><Amount value={-d.profit} signed /></td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('income.total')}</th>
                  <td><Amount value={data.deposits} /></td>
                  <td><Amount value={data.bets} /></td>
                  <td><Amount value={-data.profit} signed /></td>
                </tr>
              </tfoot>
            </table>
          </TableWrap>
        )}
      </ReportBody>
    </div>
  );
}
