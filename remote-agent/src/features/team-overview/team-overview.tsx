import { useInjectSaga, type TeamDay } from '@tessera/shared';
import { Amount, LoadStates, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, firstDayOfWeek, localeOf, PeriodPresets, presetPeriod, ReportPage, type Column } from '@tessera/shared/report';
import { DailyChart } from '@tessera/shared/charts';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../common/error-text';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { localDay, REPORT_CLASSES } from '../../common/report-query';
import { NS } from '../../i18n';
import { overviewQueryChanged, overviewRetried, selectTeamOverview, teamOverview, type TeamOverviewData } from './team-overview-slice';

const CHART_CLASSES = { figure: 'ac-chart', note: 'ac-sub ac-chart-note' };

/** Team overview (docs/product.md#agent-centre): the whole downline's members, money and play over a period. */
export default function TeamOverview() {
  useInjectSaga('teamOverview', teamOverview.saga);
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  const { query, status, error, data } = useAppSelector(selectTeamOverview);

  // Once per mount: a language change re-renders the texts but keeps the period the reader chose.
  const start = useEffectEvent(() => {
    const preset = 'thisMonth';
    dispatch(overviewQueryChanged({ preset, ...presetPeriod(preset, firstDayOfWeek(localeOf(i18n.language))) }));
  });
  useEffect(() => {
    start();
  }, []);

  // A whole period on one page: sorting by a column helps find the best and the worst days.
  const columns: Column<TeamDay>[] = [
    // The gateway's YYYY-MM-DD is a local calendar day; written as every other date of the centres.
    { key: 'day', header: t('overview.day'), kind: 'date', value: (d) => localDay(d.day), rowHeader: true, sortable: true },
    { key: 'deposits', header: t('overview.deposits'), kind: 'money', value: (d) => d.deposits, sortable: true },
    { key: 'bets', header: t('overview.bets'), kind: 'money', value: (d) => d.bets, sortable: true },
    { key: 'profit', header: t('overview.profit'), kind: 'money', value: (d) => d.profit, signed: true, sortable: true },
  ];

  return (
    <ReportPage
      title={t('overview.heading')}
      classes={REPORT_CLASSES}
      filters={<PeriodPresets active={query?.preset ?? null} onChange={(preset, period) => dispatch(overviewQueryChanged({ preset, ...period }))} />}
      period={query ?? undefined}
    >
      <LoadStates status={status} error={error} empty={!data} errorText={errorText} onRetry={() => dispatch(overviewRetried())}>
        {data && (
          <>
            <Stats data={data} currency={currency} />
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
            <DataTable caption={t('overview.byDay')} className="ac-table" columns={columns} rows={[...data.days].reverse()} rowKey={(d) => d.day} currency={currency} />
          </>
        )}
      </LoadStates>
    </ReportPage>
  );
}

function Stats({ data, currency }: { data: TeamOverviewData; currency: string }) {
  const { t } = useTranslation(NS);
  const cards: [string, ReactNode][] = [
    [t('overview.members'), data.members],
    [t('overview.newMembers'), data.newMembers],
    [t('overview.activeMembers'), data.activeMembers],
    [t('overview.deposits'), <Amount key="d" value={data.deposits} currency={currency} />],
    [t('overview.bets'), <Amount key="b" value={data.bets} currency={currency} />],
    [t('overview.validBets'), <Amount key="v" value={data.validBets} currency={currency} />],
    [t('overview.profit'), <Amount key="p" value={data.profit} signed currency={currency} />],
  ];
  return (
    <dl className="ac-stats" data-testid="team-stats">
      {cards.map(([label, value]) => (
        <div key={label} className="ac-stat">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
