import { EmptyState, ErrorState, formatAmount, Spinner, useBusValue, useInjectSaga, type MemberTransactionType } from '@tessera/shared';
import dayjs from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import type { DateRange } from '../../app/date-range';
import { Pager } from '../../app/pager';
import { RangeFilter } from '../../app/range-filter';
import { transactionHistorySaga } from './transaction-history-saga';
import { queryChanged, selectError, selectPage, selectQuery, selectStatus, selectWalletNames } from './transaction-history-slice';

// The money types this page filters by (the points ledger is the points mall's).
const TYPES = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'win', 'bonus'] as const satisfies readonly MemberTransactionType[];
const KINDS = ['deposit', 'withdraw', 'withdraw-refund', 'transfer-in', 'transfer-out', 'upline-in', 'upline-out', 'bonus', 'game-bet', 'game-win', 'lottery-bet', 'lottery-win'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k);

/** Account records: every money move in a date range, by type, paged, with the range's totals. */
export default function TransactionHistory() {
  useInjectSaga('transactionHistory', transactionHistorySaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectQuery);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const page = useAppSelector(selectPage);

  useEffect(() => {
    dispatch(queryChanged({}));
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(queryChanged({}))} />;
  else if (!page) body = <Spinner label={t('records.loading')} />;
  else body = <Results />;

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('records.heading')}</h3>
      <section className="mc-card" aria-label={t('records.filters')}>
        <Filters range={query.range} type={query.type} />
      </section>
      <section className="mc-card" aria-busy={status === 'loading'} aria-labelledby="th-results">
        <h4 id="th-results" className="mc-card__title">
          {t('records.results', { from: query.range.from, to: query.range.to })}
        </h4>
        {body}
      </section>
    </div>
  );
}

function Filters({ range, type }: { range: DateRange; type: MemberTransactionType }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <RangeFilter range={range} onRange={(r) => dispatch(queryChanged({ range: r }))} testId="th">
      <div className="mc-field">
        <label htmlFor={`${id}-type`}>{t('records.type')}</label>
        <select id={`${id}-type`} className="t-input" value={type} onChange={(e) => dispatch(queryChanged({ type: e.target.value as MemberTransactionType }))} data-testid="th-type">
          {TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`records.types.${x}`)}
            </option>
          ))}
        </select>
      </div>
    </RangeFilter>
  );
}

function Results() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage)!;
  const names = useAppSelector(selectWalletNames);
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const signed = (n: number) => `${n < 0 ? '−' : '+'}${symbol} ${formatAmount(Math.abs(n))}`;
  return (
    <>
      <p className="mc-totals" data-testid="th-totals">
        <span>
          {t('records.totalIn')} <strong className="mc-status--credited">{`${symbol} ${formatAmount(page.totals.credit)}`}</strong>
        </span>
        <span>
          {t('records.totalOut')} <strong className="mc-status--failed">{`${symbol} ${formatAmount(page.totals.debit)}`}</strong>
        </span>
        <span>{t('records.count', { count: page.totalCount })}</span>
      </p>
      {page.list.length === 0 ? (
        <EmptyState message={t('records.none')} />
      ) : (
        <table className="mc-table" data-testid="th-table">
          <thead>
            <tr>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">{t('records.kind')}</th>
              <th scope="col">{t('records.wallet')}</th>
              <th scope="col" className="mc-num">
                {t('records.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((r) => (
              <tr key={r.id}>
                <td>{dayjs(r.time).format('MM-DD HH:mm:ss')}</td>
                <td>{isKind(r.kind) ? t(`records.kinds.${r.kind}`) : r.kind}</td>
                <td>{names[r.accountTypeId] ?? `#${r.accountTypeId}`}</td>
                <td className={`mc-num ${r.amount < 0 ? 'mc-status--failed' : 'mc-status--credited'}`}>{signed(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={(pageNo) => dispatch(queryChanged({ pageNo }))} testId="th" />
    </>
  );
}
