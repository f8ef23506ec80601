/** The mall's record tabs on the shared table: redeem history, points details, the exchange-rate table. */
import { type ErrorInfo, type LoadStatus, type MemberTransaction, type PointConfig, type RedeemRecord } from '@tessera/shared';
import { formatDateTime, formatMoney, Pager, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, type Column, type DataTableProps } from '@tessera/shared/report';
import type { Action } from '@tessera/shared/toolkit';
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
import { kindKey, points, pointsError, STATUS_CLASS } from './points-mall-text';
import type { PointsTab } from './types';

type Rate = PointConfig['exchangeRates'][number];
// The mall writes its times to the minute in one fixed shape, as its e2e pins them.
const minute = (at: number) => formatDateTime(at);

/** A tab's table, captioned with the tab's name for screen readers (the tab itself says it on screen). */
function PointsTable<T>({ tab, ...table }: { tab: Exclude<PointsTab, 'rewards'> } & Omit<DataTableProps<T>, 'caption' | 'captionHidden' | 'className'>) {
  const { t } = useTranslation(NS);
  return <DataTable<T> caption={t(`pointsMall.tabs.${tab}`)} captionHidden className="pm-table" {...table} />;
}

interface PagedTableProps<T> extends Pick<DataTableProps<T>, 'columns' | 'rowProps' | 'emptyMessage'> {
  tab: 'history' | 'details';
  /** The page on screen (the last one loaded stays while the next loads). */
  page: { list: T[]; pageNo: number; totalPages: number } | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  /** The slice's event that loads a page (again, on retry). */
  pageRequested(pageNo: number): Action;
}

/** The history and details tabs: a page of records with the mall's loading, failure and retry, then the pager. */
function PagedTable<T extends { id: number }>({ tab, page, status, error, pageRequested, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  return (
    <>
      <PointsTable<T>
        tab={tab}
        testId={`pm-${tab}`}
        rows={page?.list}
        rowKey={(r) => r.id}
        status={status}
        error={error}
        errorText={(e) => pointsError(t, e)}
        onRetry={() => dispatch(pageRequested(page?.pageNo ?? 1))}
        loadingLabel={t('pointsMall.loading')}
        {...table}
      />
      {page && status !== 'failed' && <Pager className="mc-pager" page={page.pageNo} pages={page.totalPages} onPage={(p) => dispatch(pageRequested(p))} testId={`pm-${tab}-pager`} />}
    </>
  );
}

export function History() {
  const { t } = useTranslation(NS);
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
      <PagedTable
        tab="history"
        columns={columns}
        page={history}
        status={status}
        error={error}
        pageRequested={historyPageRequested}
        rowProps={(r) => ({ 'data-testid': `pm-history-${r.id}` })}
        emptyMessage={t('pointsMall.noHistory')}
      />
    </>
  );
}

export function Details() {
  const { t } = useTranslation(NS);
  const details = useAppSelector(selectDetails);
  const status = useAppSelector(selectDetailsStatus);
  const error = useAppSelector(selectDetailsError);
  const columns: Column<MemberTransaction>[] = [
    { key: 'when', header: t('pointsMall.when'), value: (r) => minute(r.time) },
    { key: 'kind', header: t('pointsMall.kind'), value: (r) => t(`pointsMall.kinds.${kindKey(r.kind)}`) },
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
      <PagedTable tab="details" columns={columns} page={details} status={status} error={error} pageRequested={detailsPageRequested} emptyMessage={t('pointsMall.noDetails')} />
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
      <PointsTable
        tab="rates"
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
