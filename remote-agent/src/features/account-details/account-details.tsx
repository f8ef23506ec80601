import { DataTable, ReportPage, useCurrencySymbol, useInjectSaga, type Column, type LedgerEntry } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useErrorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ReportFilters } from '../../app/report-filters';
import { pagesOf, REPORT_CLASSES, useInitialQuery } from '../../app/report-query';
import { NS } from '../../i18n';
import { accountDetails, detailsQueryChanged, detailsRetried, selectAccountDetails } from './account-details-slice';
import { LEDGER_KINDS, type LedgerKind, type LedgerQuery } from './types';

const kindText = (t: TFunction<'agent'>, kind: string) =>
  t(`details.kinds.${(LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as Exclude<LedgerKind, ''>) : 'other'}`);

/** Account details (docs/product.md#agent-centre): the money moves of the agent and its downline. */
export default function AccountDetails() {
  useInjectSaga('accountDetails', accountDetails.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const currency = useCurrencySymbol();
  const { query, status, error, data } = useAppSelector(selectAccountDetails);
  const kindId = useId();
  const onQuery = (q: LedgerQuery) => dispatch(detailsQueryChanged(q));
  useInitialQuery((q) => onQuery({ ...q, kind: '' }));

  const columns: Column<LedgerEntry>[] = [
    { key: 'at', header: t('betting.time'), kind: 'datetime', value: (l) => l.at },
    { key: 'username', header: t('team.account'), value: (l) => l.username, rowHeader: true },
    { key: 'kind', header: t('details.kind'), value: (l) => kindText(t, l.kind) },
    { key: 'amount', header: t('details.amount'), kind: 'money', value: (l) => l.amount, signed: true },
  ];

  const filters = (
    <ReportFilters query={query} onQuery={onQuery}>
      {query && (
        <div className="ac-toolbar">
          <label htmlFor={kindId}>{t('details.kind')}</label>
          <select id={kindId} className="t-input" value={query.kind} onChange={(e) => onQuery({ ...query, kind: e.target.value as LedgerKind, page: 1 })}>
            {LEDGER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`details.kinds.${k || 'all'}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </ReportFilters>
  );

  return (
    <ReportPage
      title={t('details.heading')}
      classes={REPORT_CLASSES}
      filters={filters}
      period={query ?? undefined}
      busy={status === 'loading'}
      pager={data && query ? { page: data.page, pages: pagesOf(data.total), total: data.total, onPage: (page) => onQuery({ ...query, page }), className: 'ac-pager' } : undefined}
    >
      <DataTable
        caption={t('details.heading')}
        captionHidden
        className="ac-table"
        testId="details-table"
        columns={columns}
        rows={data?.list}
        rowKey={(l) => l.id}
        status={status}
        error={error}
        errorText={errorText}
        onRetry={() => dispatch(detailsRetried())}
        currency={currency}
      />
    </ReportPage>
  );
}
