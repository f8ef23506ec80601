import { DataTable, ReportPage, useCurrencySymbol, useInjectSaga, type Column, type MemberProfit } from '@tessera/shared';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters } from '../../app/report-filters';
import { pagesOf, REPORT_CLASSES, useInitialQuery, type PeriodQuery } from '../../app/report-query';
import { NS } from '../../i18n';
import { lossQueryChanged, lossRetried, selectUserLoss, userLoss } from './user-loss-slice';

/** User loss (docs/product.md#agent-centre): each downline member's profit and loss over the period, biggest losers first. */
export default function UserLoss() {
  useInjectSaga('userLoss', userLoss.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  const { query, status, error, data } = useAppSelector(selectUserLoss);
  const onQuery = (q: PeriodQuery) => dispatch(lossQueryChanged(q));
  useInitialQuery(onQuery);

  const columns: Column<MemberProfit>[] = [
    { key: 'username', header: t('team.account'), value: (m) => m.username, rowHeader: true },
    { key: 'deposits', header: t('overview.deposits'), kind: 'money', value: (m) => m.deposits },
    { key: 'bets', header: t('betting.bet'), kind: 'money', value: (m) => m.bets },
    { key: 'validBets', header: t('betting.validBet'), kind: 'money', value: (m) => m.validBets },
    { key: 'profit', header: t('loss.profit'), kind: 'money', value: (m) => m.profit, signed: true },
  ];

  return (
    <ReportPage
      title={t('loss.heading')}
      classes={REPORT_CLASSES}
      filters={<ReportFilters query={query} onQuery={onQuery} />}
      period={query ?? undefined}
      busy={status === 'loading'}
      pager={data && query ? { page: data.page, pages: pagesOf(data.total), total: data.total, onPage: (page) => onQuery({ ...query, page }), className: 'ac-pager' } : undefined}
    >
      <DataTable
        caption={t('loss.heading')}
        captionHidden
        className="ac-table"
        testId="loss-table"
        columns={columns}
        rows={data?.list}
        rowKey={(m) => m.id}
        status={status}
        error={error}
        errorText={errorText}
        onRetry={() => dispatch(lossRetried())}
        currency={currency}
      />
    </ReportPage>
  );
}
