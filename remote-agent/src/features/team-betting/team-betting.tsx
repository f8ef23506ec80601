import { DataTable, ReportPage, useCurrencySymbol, useInjectSaga, type Column, type TeamBet } from '@tessera/shared';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters } from '../../app/report-filters';
import { pagesOf, REPORT_CLASSES, useInitialQuery, type PeriodQuery } from '../../app/report-query';
import { NS } from '../../i18n';
import { bettingQueryChanged, bettingRetried, selectTeamBetting, teamBetting } from './team-betting-slice';

/** Team betting (docs/product.md#agent-centre): every bet of the downline in the period, with totals. */
export default function TeamBetting() {
  useInjectSaga('teamBetting', teamBetting.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  const { query, status, error, data } = useAppSelector(selectTeamBetting);
  const onQuery = (q: PeriodQuery) => dispatch(bettingQueryChanged(q));
  useInitialQuery(onQuery);

  const columns: Column<TeamBet>[] = [
    { key: 'at', header: t('betting.time'), kind: 'datetime', value: (b) => b.at },
    { key: 'username', header: t('team.account'), value: (b) => b.username, rowHeader: true },
    {
      key: 'game',
      header: t('betting.game'),
      render: (b) => (
        <>
          <span className="ac-name">{b.gameName}</span>
          <span className="ac-sub">{`${b.vendor} · ${b.gameType}`}</span>
        </>
      ),
    },
    { key: 'bet', header: t('betting.bet'), kind: 'money', value: (b) => b.bet },
    { key: 'validBet', header: t('betting.validBet'), kind: 'money', value: (b) => b.validBet },
    { key: 'payout', header: t('betting.payout'), kind: 'money', value: (b) => b.payout },
    { key: 'profit', header: t('betting.profit'), kind: 'money', value: (b) => b.profit, signed: true },
  ];

  return (
    <ReportPage
      title={t('betting.heading')}
      classes={REPORT_CLASSES}
      filters={<ReportFilters query={query} onQuery={onQuery} />}
      period={query ?? undefined}
      busy={status === 'loading'}
      pager={data && query ? { page: data.page, pages: pagesOf(data.total), total: data.total, onPage: (page) => onQuery({ ...query, page }), className: 'ac-pager' } : undefined}
    >
      <DataTable
        caption={t('betting.heading')}
        captionHidden
        className="ac-table"
        testId="betting-table"
        columns={columns}
        rows={data?.list}
        rowKey={(b) => b.id}
        status={status}
        error={error}
        errorText={errorText}
        onRetry={() => dispatch(bettingRetried())}
        currency={currency}
        totals={data ? { label: t('report.totals', { count: data.total }), values: data.totals } : undefined}
      />
    </ReportPage>
  );
}
