import { useInjectSaga, type BetRecord, type BetRecordsValue } from '@tessera/shared';
import { formatMoney, formatMoneyChange, useCurrencySymbol } from '@tessera/shared/kit';
import { DateRangeFilter, type Column } from '@tessera/shared/report';
import { useEffect, useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { MemberReport } from '../../common/member-report';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { REPORT_GRID_CLASSES } from '../../common/report-classes';
import { NS } from '../../i18n';
import { personalHistoryCopySaga } from './personal-history-copy-saga';
import { betQueryChanged, selectLoad, selectPage, selectQuery } from './personal-history-copy-slice';
import type { BetQuery } from './types';

/** Game types the page names in words; any other shows as the gateway sends it. */
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const;
type GameType = (typeof GAME_TYPES)[number];
const isGameType = (x: string): x is GameType => (GAME_TYPES as readonly string[]).includes(x);
const tone = (n: number) => (n < 0 ? 'mc-status--failed' : n > 0 ? 'mc-status--credited' : undefined);

/** Betting records: every bet of the member in a date range (sandbox game rounds, lottery bets …), by game type and vendor, paged, with totals. */
export default function PersonalHistoryCopy() {
  useInjectSaga('personalHistoryCopy', personalHistoryCopySaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectQuery);
  const load = useAppSelector(selectLoad);
  const page = useAppSelector(selectPage);
  const currency = useCurrencySymbol();

  useEffect(() => {
    dispatch(betQueryChanged({}));
  }, [dispatch]);

  const columns: Column<BetRecord>[] = [
    { key: 'time', header: t('records.time'), kind: 'datetime', value: (b) => b.time },
    {
      key: 'game',
      header: t('bets.game'),
      render: (b) => (
        <>
          {b.gameName}
          <span className="mc-sub">{b.vendorName}</span>
        </>
      ),
    },
    { key: 'bet', header: t('bets.bet'), kind: 'money', value: (b) => b.bet },
    { key: 'validBet', header: t('bets.validBet'), kind: 'money', value: (b) => b.validBet },
    { key: 'payout', header: t('bets.payout'), kind: 'money', value: (b) => (b.settled ? b.payout : '—'), render: (b) => (b.settled ? formatMoney(b.payout, currency) : '—') },
    {
      key: 'winLoss',
      header: t('bets.winLoss'),
      kind: 'change',
      value: (b) => b.winLoss,
      render: (b) => (b.settled ? formatMoneyChange(b.winLoss, currency) : t('bets.open')),
      className: (b) => (b.settled ? tone(b.winLoss) : 'mc-status--pending'),
    },
  ];

  return (
    <MemberReport
      title={t('bets.heading')}
      caption={t('bets.table')}
      testId="bh"
      classes={REPORT_GRID_CLASSES}
      filters={<Filters query={query} page={page} />}
      period={query.range}
      totals={(p) => totalsOf(p, currency, t)}
      totalsLayout="grid"
      totalsTestId="bh-totals"
      load={load}
      page={page}
      columns={columns}
      rowProps={() => ({ 'data-testid': 'bh-row' })}
      loadingLabel={t('bets.loading')}
      emptyMessage={t('bets.none')}
      onPage={(pageNo) => dispatch(betQueryChanged({ pageNo }))}
      onRetry={() => dispatch(betQueryChanged({}))}
    />
  );
}

function totalsOf(page: BetRecordsValue, currency: string, t: ReturnType<typeof useTranslation<typeof NS>>['t']) {
  return [
    { label: t('bets.count'), value: page.totalCount },
    { label: t('bets.bet'), value: formatMoney(page.totals.bet, currency) },
    { label: t('bets.validBet'), value: formatMoney(page.totals.validBet, currency) },
    { label: t('bets.payout'), value: formatMoney(page.totals.payout, currency) },
    { label: t('bets.winLoss'), value: formatMoneyChange(page.totals.winLoss, currency), className: tone(page.totals.winLoss) },
  ];
}

/** The range, and the game types and vendors the gateway found in it. */
function Filters({ query, page }: { query: BetQuery; page: BetRecordsValue | null }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const id = useId();
  const typeName = (x: string) => (isGameType(x) ? t(`bets.types.${x}`) : x);
  return (
    <DateRangeFilter range={query.range} onRange={(range) => dispatch(betQueryChanged({ range }))} testId="bh">
      <div className="t-field">
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
      <div className="t-field">
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
    </DateRangeFilter>
  );
}
