import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { firstDayOfWeek, localeOf, presetPeriod } from '../../app/period';
import { DailyChart } from '@tessera/shared/charts';
import { Amount, PeriodPresets, ReportBody, TableWrap } from '../../app/report-ui';
import { NS } from '../../i18n';
import { overviewQueryChanged, overviewRetried, selectTeamOverview, teamOverview } from './team-overview-slice';
import { useInjectSaga } from '@tessera/shared';

const CHART_CLASSES = { figure: 'ac-chart', note: 'ac-sub ac-chart-note' };

/** Team overview (docs/product.md#agent-centre): the whole downline's members, money and play over a period. */
export default function TeamOverview() {
  useInjectSaga('teamOverview', teamOverview.saga);
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectTeamOverview);

  useEffect(() => {
    const preset = 'thisMonth';
    dispatch(overviewQueryChanged({ preset, ...presetPeriod(preset, firstDayOfWeek(localeOf(i18n.language))) }));
    // Once per mount: a language change re-renders the texts but keeps the period the reader chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cards: [string, React.ReactNode][] = data
    ? [
        [t('overview.members'), data.members],
        [t('overview.newMembers'), data.newMembers],
        [t('overview.activeMembers'), data.activeMembers],
        [t('overview.deposits'), <Amount key="d" value={data.deposits} />],
        [t('overview.bets'), <Amount key="b" value={data.bets} />],
        [t('overview.validBets'), <Amount key="v" value={data.validBets} />],
        [t('overview.profit'), <Amount key="p" value={data.profit} signed />],
      ]
    : [];

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('overview.heading')}</h3>
      <PeriodPresets active={query?.preset ?? null} onChange={(preset, period) => dispatch(overviewQueryChanged({ preset, ...period }))} />
      {query && <p className="ac-period">{t('period.range', { from: query.from, to: query.to })}</p>}
      <ReportBody status={status} error={error} empty={!data} onRetry={() => dispatch(overviewRetried())}>
        <dl className="ac-stats" data-testid="team-stats">
          {cards.map(([label, value]) => (
            <div key={label} className="ac-stat">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data && (
          <DailyChart
            classes={CHART_CLASSES}
            title={t('overview.chart')}
            days={data.days.map((d) => d.day)}
            series={[
              { label: t('overview.deposits'), values: data.days.map((d) => d.deposits), kind: 'bar', colour: 'success' },
              { label: t('overview.bets'), values: data.days.map((d) => d.bets), kind: 'bar', colour: 'accent' },
              { label: t('overview.profit'), values: data.days.map((d) => d.profit), kind: 'line', colour: 'danger' },
            ]}
          />
        )}
        {data && (
          <TableWrap label={t('overview.byDay')}>
            <table className="ac-table">
              <caption>{t('overview.byDay')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.day')}</th>
                  <th scope="col">{t('overview.deposits')}</th>
                  <th scope="col">{t('overview.bets')}</th>
                  <th scope="col">{t('overview.profit')}</th>
                </tr>
              </thead>
              <tbody>
                {[...data.days].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td><Amount value={d.deposits} /></td>
                    <td><Amount value={d.bets} /></td>
                    <td><Amount value={d.profit} signed /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </ReportBody>
    </div>
  );
}
