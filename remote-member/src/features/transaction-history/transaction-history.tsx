import { EmptyState, ErrorState, formatAmount, Spinner, useBusValue, useInjectSaga, type MemberTransactionType } from '@tessera/shared';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NS } from '../../i18n';
import { applyPreset, isValidRange, PRESETS, type DateRange } from '../../app/date-range';
import { transactionHistorySaga } from './transaction-history-saga';
import { queryChanged, selectError, selectPage, selectQuery, selectStatus, selectWalletNames } from './transaction-history-slice';

const TYPES: readonly MemberTransactionType[] = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'win', 'bonus'];
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
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const valid = isValidRange(draft);
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) dispatch(queryChanged({ range: draft }));
      }}
    >
      <div className="mc-form__grid">
        <div className="mc-field">
          <label htmlFor={`${id}-from`}>{t('records.from')}</label>
          <input id={`${id}-from`} type="date" className="t-input" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-to`}>{t('records.to')}</label>
          <input id={`${id}-to`} type="date" className="t-input" value={draft.to} min={draft.from} max={dayjs().format('YYYY-MM-DD')} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
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
      </div>
      <div className="mc-form__actions">
        {PRESETS.map((p) => (
          <button key={p} type="button" className="t-btn" onClick={() => dispatch(queryChanged({ range: applyPreset(range, p) }))} data-testid={`th-${p}`}>
            {t(`records.presets.${p}`)}
          </button>
        ))}
        <button type="submit" className="t-btn t-btn--primary" disabled={!valid}>
          {t('records.search')}
        </button>
        {!valid && (
          <span className="mc-field__error" role="alert">
            {t('records.badRange')}
          </span>
        )}
      </div>
    </form>
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
      {page.totalPages > 1 && (
        <nav className="mc-pager" aria-label={t('records.pages')}>
          <button type="button" className="t-btn" disabled={page.pageNo <= 1} onClick={() => dispatch(queryChanged({ pageNo: page.pageNo - 1 }))} data-testid="th-prev">
            {t('records.prev')}
          </button>
          <span>{t('records.pageOf', { page: page.pageNo, pages: page.totalPages })}</span>
          <button type="button" className="t-btn" disabled={page.pageNo >= page.totalPages} onClick={() => dispatch(queryChanged({ pageNo: page.pageNo + 1 }))} data-testid="th-next">
            {t('records.next')}
          </button>
        </nav>
      )}
    </>
  );
}
