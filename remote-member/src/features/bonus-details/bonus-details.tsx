import { DataTable, DateRangeFilter, formatMoney, ReportPage, useCurrencySymbol, useInjectSaga, type Column, type MemberTransaction } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { REPORT_CLASSES } from '../../app/report-classes';
import { NS } from '../../i18n';
import { bonusDetailsSaga } from './bonus-details-saga';
import { bonusesRequested, selectError, selectPage, selectRange, selectStatus } from './bonus-details-slice';

/** Where a bonus came from, as the gateway names it; a row without a source says only "bonus". */
function sourceText(t: TFunction<'member'>, r: MemberTransaction): string {
  if (!r.source) return t('bonus.promotion');
  return t(r.source.type === 'claim' ? 'bonus.fromClaim' : 'bonus.fromApplication', { title: r.source.title });
}

/** Bonus details: the bonuses paid to the member (claimed promotions, issued applications) in a date range. */
export default function BonusDetails() {
  useInjectSaga('bonusDetails', bonusDetailsSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectRange);
  const page = useAppSelector(selectPage);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const currency = useCurrencySymbol();

  useEffect(() => {
    dispatch(bonusesRequested({}));
  }, [dispatch]);

  const columns: Column<MemberTransaction>[] = [
    { key: 'time', header: t('records.time'), kind: 'datetime', value: (r) => r.time },
    { key: 'source', header: t('bonus.source'), value: (r) => sourceText(t, r) },
    { key: 'amount', header: t('records.amount'), kind: 'money', value: (r) => r.amount, className: 'mc-status--credited' },
  ];
  const loaded = page && status !== 'failed' ? page : null;

  return (
    <ReportPage
      title={t('bonus.heading')}
      classes={REPORT_CLASSES}
      filters={<DateRangeFilter range={range} onRange={(r) => dispatch(bonusesRequested({ range: r }))} testId="bd" />}
      period={range}
      totals={
        loaded
          ? [
              { label: t('bonus.total'), value: formatMoney(loaded.totals.credit, currency), className: 'mc-status--credited' },
              { label: t('records.count', { count: loaded.totalCount }) },
            ]
          : undefined
      }
      totalsTestId="bd-total"
      busy={status === 'loading'}
      pager={loaded ? { page: loaded.pageNo, pages: loaded.totalPages, onPage: (pageNo) => dispatch(bonusesRequested({ pageNo })), testId: 'bd', className: 'mc-pager' } : undefined}
    >
      <DataTable
        caption={t('bonus.heading')}
        captionHidden
        className="mc-table"
        testId="bd-table"
        columns={columns}
        rows={page?.list}
        rowKey={(r) => r.id}
        status={status}
        error={error}
        errorText={(e) => errorText(t, e)}
        onRetry={() => dispatch(bonusesRequested({}))}
        loadingLabel={t('bonus.loading')}
        emptyMessage={t('bonus.none')}
        currency={currency}
      />
    </ReportPage>
  );
}
