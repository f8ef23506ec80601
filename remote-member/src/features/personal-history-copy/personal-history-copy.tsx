import { EmptyState, ErrorState, formatMoney, Spinner, useBusValue, useInjectSaga, type BetRecordsValue } from '@tessera/shared';
import dayjs from 'dayjs';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Pager } from '../../app/pager';
import { RangeFilter } from '../../app/range-filter';
import { NS } from '../../i18n';
import { personalHistoryCopySaga } from './personal-history-copy-saga';
import { betQueryChanged, selectError, selectPage, selectQuery, selectStatus } from './personal-history-copy-slice';

/** Game types the page names in words; any other shows as the gateway sends it. */
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
type GameType = (typeof GAME_TYPES)[number];
const isGameType = (x: string): x is GameType => (GAME_TYPES as readonly string[]).includes(x);

/** Betting records: every bet of the member in a date range (sandbox game rounds, lottery bets …), by game type and vendor, paged, with totals. */
export default function PersonalHistoryCopy() {
  useInjectSaga('personalHistoryCopy', personalHistoryCopySaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectQuery);
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const page = useAppSelector(selectPage);
  const id = useId();

  useEffect(() => {
    dispatch(betQueryChanged({}));
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(betQueryChanged({}))} />;
  else if (!page) body = <Spinner label={t('bets.loading')} />;
  else body = <Results page={page} />;

  const typeName = (x: string) => (isGameType(x) ? t(`bets.types.${x}`) : x);
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('bets.heading')}</h3>
      <section className="mc-card" aria-label={t('records.filters')}>
        <RangeFilter range={query.range} onRange={(range) => dispatch(betQueryChanged({ range }))} testId="bh">
          <div className="mc-field">
            <label htmlFor={`${id}-type`}>{t('bets.gameType')}</label>
            <select id={`${id}-type`} className="t-input" value={query.gameType} onChange={(e) => dispatch(betQueryChanged({ gameType: e.target.value }))} data-testid="bh-type">
              <option value="">{t('bets.allTypes')}</option>
              {/* the chosen type stays listed even when the new range has no bets of it */}
              {[...new Set([...(page?.gameTypes ?? []), ...(query.gameType ? [query.gameType] : [])])].map((x) => (
                <option key={x} value={x}>
                  {typeName(x)}
                </option>
              ))}
            </select>
          </div>
          <div className="mc-field">
            <label htmlFor={`${id}-vendor`}>{t('bets.vendor')}</label>
            <select id={`${id}-vendor`} className="t-input" value={query.vendor} onChange={(e) => dispatch(betQueryChanged({ vendor: e.target.value }))} data-testid="bh-vendor">
              <option value="">{t('bets.allVendors')}</option>
              {(page?.vendors ?? []).map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
              {query.vendor && !page?.vendors.some((v) => v.code === query.vendor) && <option value={query.vendor}>{query.vendor}</option>}
            </select>
          </div>
        </RangeFilter>
      </section>
      <section className="mc-card" aria-busy={status === 'loading'} aria-labelledby={`${id}-results`}>
        <h4 id={`${id}-results`} className="mc-card__title">
          {t('records.results', { from: query.range.from, to: query.range.to })}
        </h4>
        {body}
      </section>
    </div>
  );
}

function Results({ page }: { page: BetRecordsValue }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const symbol = useBusValue('wallet:balance')?.currencySymbol ?? 'P';
  const money = (n: number) => formatMoney(n, symbol);
  const signed = (n: number) => (n < 0 ? `−${money(-n)}` : `+${money(n)}`);
  const tone = (n: number) => (n < 0 ? 'mc-status--failed' : n > 0 ? 'mc-status--credited' : '');
  return (
    <>
      <dl className="mc-summary-grid" data-testid="bh-totals">
        <div>
          <dt>{t('bets.count')}</dt>
          <dd>{page.totalCount}</dd>
        </div>
        <div>
          <dt>{t('bets.bet')}</dt>
          <dd>{money(page.totals.bet)}</dd>
        </div>
        <div>
          <dt>{t('bets.validBet')}</dt>
          <dd>{money(page.totals.validBet)}</dd>
        </div>
        <div>
          <dt>{t('bets.payout')}</dt>
          <dd>{money(page.totals.payout)}</dd>
        </div>
        <div>
          <dt>{t('bets.winLoss')}</dt>
          <dd className={tone(page.totals.winLoss)}>{signed(page.totals.winLoss)}</dd>
        </div>
      </dl>
      {page.list.length === 0 ? (
        <EmptyState message={t('bets.none')} />
      ) : (
        <div className="mc-scroll" role="region" aria-label={t('bets.table')} tabIndex={0}>
          <table className="mc-table" data-testid="bh-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('bets.game')}</th>
                <th scope="col" className="mc-num">
                  {t('bets.bet')}
                </th>
                <th scope="col" className="mc-num">
                  {t('bets.validBet')}
                </th>
                <th scope="col" className="mc-num">
                  {t('bets.payout')}
                </th>
                <th scope="col" className="mc-num">
                  {t('bets.winLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((b) => (
                <tr key={b.id} data-testid="bh-row">
                  <td>{dayjs(b.time).format('MM-DD HH:mm:ss')}</td>
                  <td>
                    {b.gameName}
                    <span className="mc-sub">{b.vendorName}</span>
                  </td>
                  <td className="mc-num">{money(b.bet)}</td>
                  <td className="mc-num">{money(b.validBet)}</td>
                  <td className="mc-num">{b.settled ? money(b.payout) : '—'}</td>
                  <td className={`mc-num ${b.settled ? tone(b.winLoss) : 'mc-status--pending'}`}>{b.settled ? signed(b.winLoss) : t('bets.open')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={(pageNo) => dispatch(betQueryChanged({ pageNo }))} testId="bh" />
    </>
  );
}
