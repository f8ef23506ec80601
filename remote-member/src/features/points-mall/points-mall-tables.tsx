/** The mall's record tabs on the shared table: redeem history, points details, the exchange-rate table. */
import { type MemberTransaction, type PointConfig, type RedeemRecord } from '@tessera/shared';
import { formatDateTime, formatMoney, Pager, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, type Column } from '@tessera/shared/report';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import {
  detailsPageRequested,
  historyPageRequested,
  selectConfig,
  selectDetails,
  selectDetailsError,
  selectDetailsStatus,
  selectHistory,
  selectHistoryError,
  selectHistoryStatus,
} from './points-mall-slice';
import { KINDS, points, pointsError, STATUS_CLASS, type KindKey } from './points-mall-text';

type Rate = PointConfig['exchangeRates'][number];
// The mall writes its times to the minute in one fixed shape, as its e2e pins them.
const minute = (at: number) => formatDateTime(at);

export function History() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  const status = useAppSelector(selectHistoryStatus);
  const error = useAppSelector(selectHistoryError);
  const columns: Column<RedeemRecord>[] = [
    { key: 'when', header: t('pointsMall.when'), value: (r) => minute(r.createdAt) },
    { key: 'reward', header: t('pointsMall.reward'), value: (r) => r.rewardName },
    { key: 'points', header: t('pointsMall.pointsUnit'), kind: 'number', value: (r) => r.points },
    {
      key: 'status',
      header: t('pointsMall.status'),
      className: (r) => `pm-status--${STATUS_CLASS[r.status]}`,
      render: (r) => (
        <>
          {t(`pointsMall.statuses.${r.status}`)}
          {r.remark && <span className="pm-remark"> · {r.remark}</span>}
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('pointsMall.tabs.history')}
        captionHidden
        className="pm-table"
        testId="pm-history"
        columns={columns}
        rows={history?.list}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': `pm-history-${r.id}` })}
        status={status}
        error={error}
        errorText={(e) => pointsError(t, e)}
        onRetry={() => dispatch(historyPageRequested(history?.pageNo ?? 1))}
        loadingLabel={t('pointsMall.loading')}
        emptyMessage={t('pointsMall.noHistory')}
      />
      {history && status !== 'failed' && <Pager className="mc-pager" page={history.pageNo} pages={history.totalPages} onPage={(p) => dispatch(historyPageRequested(p))} testId="pm-history-pager" />}
    </>
  );
}

export function Details() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectDetails);
  const status = useAppSelector(selectDetailsStatus);
  const error = useAppSelector(selectDetailsError);
  const columns: Column<MemberTransaction>[] = [
    { key: 'when', header: t('pointsMall.when'), value: (r) => minute(r.time) },
    { key: 'kind', header: t('pointsMall.kind'), value: (r) => t(`pointsMall.kinds.${KINDS.has(r.kind) ? (r.kind as KindKey) : 'other'}`) },
    {
      key: 'changed',
      header: t('pointsMall.changed'),
      kind: 'number',
      value: (r) => r.amount,
      render: (r) => `${r.amount < 0 ? '−' : '+'}${points(Math.abs(r.amount))}`,
      className: (r) => (r.amount < 0 ? 'pm-status--failed' : 'pm-status--credited'),
    },
  ];
  const loaded = details && status !== 'failed' && details.list.length > 0;
  return (
    <>
      {loaded && (
        <p className="pm-muted" data-testid="pm-details-totals">
          {t('pointsMall.detailsTotals', { earned: points(details.totals.credit), spent: points(details.totals.debit) })}
        </p>
      )}
      <DataTable
        caption={t('pointsMall.tabs.details')}
        captionHidden
        className="pm-table"
        testId="pm-details"
        columns={columns}
        rows={details?.list}
        rowKey={(r) => r.id}
        status={status}
        error={error}
        errorText={(e) => pointsError(t, e)}
        onRetry={() => dispatch(detailsPageRequested(details?.pageNo ?? 1))}
        loadingLabel={t('pointsMall.loading')}
        emptyMessage={t('pointsMall.noDetails')}
      />
      {details && status !== 'failed' && <Pager className="mc-pager" page={details.pageNo} pages={details.totalPages} onPage={(p) => dispatch(detailsPageRequested(p))} testId="pm-details-pager" />}
    </>
  );
}

export function Rates() {
  const { t } = useTranslation(NS);
  const config = useAppSelector(selectConfig);
  const currency = useCurrencySymbol();
  if (!config) return null;
  const columns: Column<Rate>[] = [
    {
      key: 'level',
      header: t('pointsMall.level'),
      render: (r) => (
        <>
          {t('pointsMall.fromLevel', { label: r.labelName })}
          {r.ratio === config.ratio && <span className="pm-mine"> · {t('pointsMall.yourRate')}</span>}
        </>
      ),
    },
    { key: 'rate', header: t('pointsMall.rate'), kind: 'number', value: (r) => r.ratio, render: (r) => t('pointsMall.ratio', { points: points(r.ratio), amount: formatMoney(1, currency) }) },
  ];
  return (
    <>
      <DataTable
        caption={t('pointsMall.tabs.rates')}
        captionHidden
        className="pm-table"
        testId="pm-rates"
        columns={columns}
        rows={config.exchangeRates}
        rowKey={(r) => r.fromLevel}
        rowProps={(r) => (r.ratio === config.ratio ? { className: 'pm-row--mine' } : {})}
        emptyMessage={t('pointsMall.noRates')}
      />
      {config.exchangeRates.length > 0 && (
        <>
          <p className="pm-muted">{t('pointsMall.earnRule', { amount: formatMoney(config.betPerPoint, currency) })}</p>
          <p className="pm-muted">{t('pointsMall.minConvert', { points: points(config.minConvert) })}</p>
        </>
      )}
    </>
  );
}
