import { EmptyState, ErrorState, formatMoney, Spinner, useBusValue, useInjectSaga, type MemberTransaction } from '@tessera/shared';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Pager } from '../../app/pager';
import { RangeFilter } from '../../app/range-filter';
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
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';

  useEffect(() => {
    dispatch(bonusesRequested({}));
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(bonusesRequested({}))} />;
  else if (!page) body = <Spinner label={t('bonus.loading')} />;
  else
    body = (
      <>
        <p className="mc-totals" data-testid="bd-total">
          <span>
            {t('bonus.total')} <strong className="mc-status--credited">{formatMoney(page.totals.credit, symbol)}</strong>
          </span>
          <span>{t('records.count', { count: page.totalCount })}</span>
        </p>
        {page.list.length === 0 ? (
          <EmptyState message={t('bonus.none')} />
        ) : (
          <table className="mc-table" data-testid="bd-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('bonus.source')}</th>
                <th scope="col" className="mc-num">
                  {t('records.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((r) => (
                <tr key={r.id}>
                  <td>{dayjs(r.time).format('YYYY-MM-DD HH:mm')}</td>
                  <td>{sourceText(t, r)}</td>
                  <td className="mc-num mc-status--credited">{formatMoney(r.amount, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={(pageNo) => dispatch(bonusesRequested({ pageNo }))} testId="bd" />
      </>
    );

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('bonus.heading')}</h3>
      <section className="mc-card" aria-label={t('records.filters')}>
        <RangeFilter range={range} onRange={(r) => dispatch(bonusesRequested({ range: r }))} testId="bd" />
      </section>
      <section className="mc-card" aria-busy={status === 'loading'} aria-labelledby="bd-range">
        <h4 id="bd-range" className="mc-card__title">
          {t('records.results', { from: range.from, to: range.to })}
        </h4>
        {body}
      </section>
    </div>
  );
}
