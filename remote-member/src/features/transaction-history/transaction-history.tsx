import { useBusValue, useInjectSaga, type MemberTransaction, type MemberTransactionType } from '@tessera/shared';
import { formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { DateRangeFilter, hasReceipt, Receipt, receiptReference, useReceiptColumn, type Column } from '@tessera/shared/report';
import { useEffect, useId, type ReactElement } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { MemberReport } from '../../common/member-report';
import { MAIN_WALLET } from '../../common/money';
import { NS } from '../../i18n';
import { transactionHistorySaga } from './transaction-history-saga';
import { queryChanged, receiptClosed, receiptOpened, selectLoad, selectPage, selectQuery, selectReceipt, selectWalletNames } from './transaction-history-slice';

// The money types this page filters by (the points ledger is the points mall's).
const TYPES = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'win', 'bonus'] as const satisfies readonly MemberTransactionType[];
const KINDS = [
  'deposit', 'withdraw', 'withdraw-refund', 'transfer-in', 'transfer-out', 'upline-in', 'upline-out', 'bonus',
  'game-bet', 'game-win', 'lottery-bet', 'lottery-win', 'points-convert', 'salary', 'dividend',
] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k);

/**
 * Account records: every money move in a date range, by type, paged, with the range's totals; a money move's receipt.
 * The return type is written out: the page registry's type reads it, and inferring it through the receipt's selector
 * (the store's lazy slices) is circular for TypeScript.
 */
export default function TransactionHistory(): ReactElement {
  useInjectSaga('transactionHistory', transactionHistorySaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectQuery);
  const page = useAppSelector(selectPage);
  const load = useAppSelector(selectLoad);
  const names = useAppSelector(selectWalletNames);
  const receipt = useAppSelector(selectReceipt);
  const currency = useCurrencySymbol();
  const username = useBusValue('session:changed')?.username;
  const id = useId();

  useEffect(() => {
    dispatch(queryChanged({}));
  }, [dispatch]);

  // The gateway names the main wallet in English only; the games' wallets are their brands'.
  const walletName = (r: MemberTransaction) => (r.accountTypeId === MAIN_WALLET ? t('transfer.main') : (names[r.accountTypeId] ?? `#${r.accountTypeId}`));
  const columns: Column<MemberTransaction>[] = [
    { key: 'time', header: t('records.time'), kind: 'datetime', value: (r) => r.time },
    { key: 'kind', header: t('records.kind'), value: (r) => t(`records.kinds.${isKind(r.kind) ? r.kind : 'other'}`) },
    { key: 'wallet', header: t('records.wallet'), value: walletName },
    { key: 'amount', header: t('records.amount'), kind: 'change', value: (r) => r.amount, signed: true },
    useReceiptColumn<MemberTransaction>((r) => dispatch(receiptOpened(r.id)), 'th-receipt'),
  ];
  const filters = (
    <DateRangeFilter range={query.range} onRange={(range) => dispatch(queryChanged({ range }))} testId="th">
      <div className="t-field">
        <label htmlFor={`${id}-type`}>{t('records.type')}</label>
        <select id={`${id}-type`} className="t-input" value={query.type} onChange={(e) => dispatch(queryChanged({ type: e.target.value as MemberTransactionType }))} data-testid="th-type">
          {TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`records.types.${x}`)}
            </option>
          ))}
        </select>
      </div>
    </DateRangeFilter>
  );

  return (
    <>
      <MemberReport
        title={t('records.heading')}
        testId="th"
        filters={filters}
        period={query.range}
        totals={(p) => [
          { label: t('records.totalIn'), value: formatMoney(p.totals.credit, currency), className: 'mc-status--credited' },
          { label: t('records.totalOut'), value: formatMoney(p.totals.debit, currency), className: 'mc-status--failed' },
          { label: t('records.count', { count: p.totalCount }) },
        ]}
        totalsTestId="th-totals"
        load={load}
        page={page}
        columns={columns}
        loadingLabel={t('records.loading')}
        emptyMessage={t('records.none')}
        onPage={(pageNo) => dispatch(queryChanged({ pageNo }))}
        onRetry={() => dispatch(queryChanged({}))}
      />
      {receipt && hasReceipt(receipt) && (
        <Receipt
          reference={receiptReference(receipt)}
          type={t(`records.kinds.${receipt.kind}`)}
          amount={receipt.amount}
          time={receipt.time}
          lines={[{ label: t('records.wallet'), value: walletName(receipt) }]}
          account={username}
          onClose={() => dispatch(receiptClosed())}
        />
      )}
    </>
  );
}
