import { useInjectSaga } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters, useInitialQuery } from '../../app/report-filters';
import { REPORT_PAGE_SIZE, type PeriodQuery } from '../../app/report-query';
import { Amount, Pager, ReportBody, TableWrap } from '../../app/report-ui';
import { NS } from '../../i18n';
import { lossQueryChanged, lossRetried, selectUserLoss, userLoss } from './user-loss-slice';

/** User loss (docs/product.md#agent-centre): each downline member's profit and loss over the period, biggest losers first. */
export default function UserLoss() {
  useInjectSaga('userLoss', userLoss.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectUserLoss);
  const onQuery = (q: PeriodQuery) => dispatch(lossQueryChanged(q));
  useInitialQuery(onQuery);

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('loss.heading')}</h3>
      <ReportFilters query={query} onQuery={onQuery} />
      <ReportBody status={status} error={error} empty={!data || data.list.length === 0} onRetry={() => dispatch(lossRetried())}>
        {data && query && (
          <>
            <TableWrap label={t('loss.heading')}>
              <table className="ac-table" data-testid="loss-table">
                <caption className="ac-sr-only">{t('loss.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('team.account')}</th>
                    <th scope="col">{t('overview.deposits')}</th>
                    <th scope="col">{t('betting.bet')}</th>
                    <th scope="col">{t('betting.validBet')}</th>
                    <th scope="col">{t('loss.profit')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => (
                    <tr key={m.id}>
                      <th scope="row">{m.username}</th>
                      <td><Amount value={m.deposits} /></td>
                      <td><Amount value={m.bets} /></td>
                      <td><Amount value={m.validBets} /></td>
                      <td><Amount value={m.profit} signed /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Pager page={data.page} size={REPORT_PAGE_SIZE} total={data.total} onPage={(page) => onQuery({ ...query, page })} />
          </>
        )}
      </ReportBody>
    </div>
  );
}
