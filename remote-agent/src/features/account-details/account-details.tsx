import { useInjectSaga, type LedgerEntry } from '@tessera/shared';
import { Receipt, receiptReference, useReceiptColumn, type Column } from '@tessera/shared/report';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { AgentReport } from '../../common/agent-report';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { NS } from '../../i18n';
import { accountDetails, detailsQueryChanged, detailsRetried, selectAccountDetails } from './account-details-slice';
import { LEDGER_KINDS, NAMED_KINDS, type LedgerKind, type LedgerQuery, type NamedKind } from './types';

/** The page's name of a ledger kind; the ledger's `withdraw` is the filter's "withdrawal". */
const kindText = (t: TFunction<'agent'>, kind: string) => {
  const named = kind === 'withdraw' ? 'withdrawal' : kind;
  return t(`details.kinds.${(NAMED_KINDS as readonly string[]).includes(named) ? (named as NamedKind) : 'other'}`);
};

/**
 * Account details (docs/product.md#agent-centre): the money moves of the agent and its downline; a money move's
 * receipt (docs/product/centres.md#receipts), as in the member's account record.
 */
export default function AccountDetails() {
  useInjectSaga('accountDetails', accountDetails.saga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectAccountDetails);
  const { query } = report;
  const kindId = useId();
  const [receiptOf, setReceiptOf] = useState<LedgerEntry | null>(null);
  const onQuery = (q: LedgerQuery) => dispatch(detailsQueryChanged(q));

  const columns: Column<LedgerEntry>[] = [
    { key: 'at', header: t('betting.time'), kind: 'datetime', value: (l) => l.at },
    { key: 'username', header: t('team.account'), value: (l) => l.username, rowHeader: true },
    { key: 'kind', header: t('details.kind'), value: (l) => kindText(t, l.kind) },
    { key: 'amount', header: t('details.amount'), kind: 'money', value: (l) => l.amount, signed: true },
    useReceiptColumn<LedgerEntry>(setReceiptOf, 'details-receipt'),
  ];

  const kindField = query && (
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
  );

  return (
    <>
      <AgentReport
        title={t('details.heading')}
        testId="details-table"
        columns={columns}
        rowKey={(l) => l.id}
        {...report}
        onQuery={onQuery}
        onRetry={() => dispatch(detailsRetried())}
        firstQuery={(q): LedgerQuery => ({ ...q, kind: '' })}
        filterFields={kindField}
      />
      {receiptOf && (
        <Receipt
          reference={receiptReference(receiptOf)}
          type={kindText(t, receiptOf.kind)}
          amount={receiptOf.amount}
          time={receiptOf.at}
          account={receiptOf.username}
          onClose={() => setReceiptOf(null)}
        />
      )}
    </>
  );
}
