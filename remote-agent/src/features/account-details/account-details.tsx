import { useInjectSaga } from '@tessera/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters, useInitialQuery } from '../../app/report-filters';
import { REPORT_PAGE_SIZE } from '../../app/report-query';
import { Amount, Pager, ReportBody, TableWrap, formatTime } from '../../app/report-ui';
import { NS } from '../../i18n';
import { accountDetails, detailsQueryChanged, detailsRetried, selectAccountDetails } from './account-details-slice';
import { LEDGER_KINDS, type LedgerKind, type LedgerQuery } from './types';

/** Account details (docs/product.md#agent-centre): the money moves of the agent and its downline. */
export default function AccountDetails() {
  useInjectSaga('accountDetails', accountDetails.saga);
  const { t, i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const { query, status, error, data } = useAppSelector(selectAccountDetails);
  const kindId = useId();
  const onQuery = (q: LedgerQuery) => dispatch(detailsQueryChanged(q));
  useInitialQuery((q) => onQuery({ ...q, kind: '' }));

  return (
    <div className="ac-page">
      <h3 className="ac-page__title">{t('details.heading')}</h3>
      <ReportFilters query={query} onQuery={(q) => onQuery({ ...q, kind: query?.kind ?? '' })} />
      {query && (
        <div className="ac-toolbar">
          <label htmlFor={kindId}>{t('details.kind')}</label>
          <select
            id={kindId}
            className="t-input"
            value={query.kind}
            onChange={(e) => onQuery({ ...query, kind: e.target.value as LedgerKind, page: 1 })}
          >
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`details.kinds.${k || 'all'}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <ReportBody status={status} error={error} empty={!data || data.list.length === 0} onRetry={() => dispatch(detailsRetried())}>
        {data && query && (
          <>
            <TableWrap label={t('details.heading')}>
              <table className="ac-table" data-testid="details-table">
                <caption className="ac-sr-only">{t('details.heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('betting.time')}</th>
                    <th scope="col">{t('team.account')}</th>
                    <th scope="col">{t('details.kind')}</th>
                    <th scope="col">{t('details.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((l) => (
                    <tr key={l.id}>
                      <td className="ac-time">{formatTime(l.at, i18n.language)}</td>
                      <th scope="row">{l.username}</th>
                      <td>{t(`details.kinds.${(LEDGER_KINDS as readonly string[]).includes(l.kind) ? (l.kind as Exclude<LedgerKind, ''>) : 'other'}`)}</td>
                      <td><Amount value={l.amount} signed /></td>
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
