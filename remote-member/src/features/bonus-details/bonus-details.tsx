import { useInjectSaga, type MemberTransaction } from '@tessera/shared';
import { formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { DateRangeFilter, type Column } from '@tessera/shared/report';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { MemberReport } from '../../common/member-report';
import { NS } from '../../i18n';
import { bonusDetailsSaga } from './bonus-details-saga';
import { bonusesRequested, selectLoad, selectPage, selectRange } from './bonus-details-slice';

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
  const load = useAppSelector(selectLoad);
  const currency = useCurrencySymbol();

  useEffect(() => {
    dispatch(bonusesRequested({}));
  }, [dispatch]);

  const columns: Column<MemberTransaction>[] = [
    { key: 'time', header: t('records.time'), kind: 'datetime', value: (r) => r.time },
    { key: 'source', header: t('bonus.source'), value: (r) => sourceText(t, r) },
    { key: 'amount', header: t('records.amount'), kind: 'money', value: (r) => r.amount, className: 'mc-status--credited' },
  ];

  return (
    <MemberReport
      title={t('bonus.heading')}
      testId="bd"
      filters={<DateRangeFilter range={range} onRange={(r) => dispatch(bonusesRequested({ range: r }))} testId="bd" />}
      period={range}
      totals={(p) => [
        { label: t('bonus.total'), value: formatMoney(p.totals.credit, currency), className: 'mc-status--credited' },
        { label: t('records.count', { count: p.totalCount }) },
      ]}
      totalsTestId="bd-total"
      load={load}
      page={page}
      columns={columns}
      loadingLabel={t('bonus.loading')}
      emptyMessage={t('bonus.none')}
      onPage={(pageNo) => dispatch(bonusesRequested({ pageNo }))}
      onRetry={() => dispatch(bonusesRequested({}))}
    />
  );
}
