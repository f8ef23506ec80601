import { useInjectSaga } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters, useInitialQuery } from '../../app/report-filters';
import { REPORT_PAGE_SIZE, type PeriodQuery } from '../../app/report-query';
import { Amount, Pager, ReportBody, TableWrap, formatTime } from '../../app/report-ui';
import { NS } from '../../i18n';
import { bettingQueryChanged, bettingRetried, selectTeamBetting, teamBetting } from './team-betting-slice';

/** Team betting (docs/product.md#agent-centre): every bet of the downline in the period, with totals. */
export default function TeamBetting() {
  useInjectSaga('teamBetting', teamBetting.saga);
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectTeamBetting);
  const onQuery = (q: PeriodQuery) => dispatch(bettingQueryChanged(q));
  useInitialQuery(onQuery);

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('betting.heading')}</h3>
      <ReportFilters query={query} onQuery={onQuery} />
      <ReportBody status={status} error={error} empty={!data || data.list.length === 0} onRetry={() => dispatch(bettingRetried())}>
        {data && query && (
          <>
            <TableWrap label={t('betting.heading')}>
              <table className="ac-table" data-testid="betting-table">
                <caption className="ac-sr-only">{t('betting.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('betting.time')}</th>
                    <th scope="col">{t('team.account')}</th>
                    <th scope="col">{t('betting.game')}</th>
                    <th scope="col">{t('betting.bet')}</th>
                    <th scope="col">{t('betting.validBet')}</th>
                    <th scope="col">{t('betting.payout')}</th>
                    <th scope="col">{t('betting.profit')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((b) => (
                    <tr key={b.id}>
                      <td className="ac-time">{formatTime(b.at, i18n.language)}</td>
                      <th scope="row">{b.username}</th>
                      <td>
                        <span className="ac-name">{b.gameName}</span>
                        <span className="ac-sub">{`${b.vendor} · ${b.gameType}`}</span>
                      </td>
                      <td><Amount value={b.bet} /></td>
                      <td><Amount value={b.validBet} /></td>
                      <td><Amount value={b.payout} /></td>
                      <td><Amount value={b.profit} signed /></td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>{t('report.totals', { count: data.total })}</th>
                    <td><Amount value={data.totals.bet} /></td>
                    <td><Amount value={data.totals.validBet} /></td>
                    <td><Amount value={data.totals.payout} /></td>
                    <td><Amount value={data.totals.profit} signed /></td>
                  </tr>
                </tfoot>
              </table>
            </TableWrap>
            <Pager page={data.page} size={REPORT_PAGE_SIZE} total={data.total} onPage={(page) => onQuery({ ...query, page })} />
          </>
        )}
      </ReportBody>
    </div>
  );
}
