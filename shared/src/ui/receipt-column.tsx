/**
 * The receipt column of a table of money moves (docs/product/centres.md#receipts), the member's account record and the
 * agent's account details alike: a View button on each row that has a receipt. Put it last: on paper the receipt
 * column is left out (theme.css).
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { hasReceipt, receiptReference } from '../format/receipt-reference';
import type { Column } from './data-table';

/** A money move's record as the receipt reads it: its kind, its id and the order it names. */
export interface ReceiptRow {
  id: number;
  kind: string;
  ref?: string;
}

/** The column; `onOpen` shows the row's receipt, `testId` names each row's button. */
export function useReceiptColumn<R extends ReceiptRow>(onOpen: (row: R) => void, testId: string): Column<R> {
  const { t } = useTranslation('centre');
  return {
    key: 'receipt',
    header: t('receipt.title'),
    render: (row) =>
      hasReceipt(row) ? (
        <button
          type="button"
          className="t-btn t-receipt-open"
          onClick={() => onOpen(row)}
          aria-label={t('receipt.open', { reference: receiptReference(row) })}
          data-testid={testId}
        >
          {t('receipt.view')}
        </button>
      ) : null,
  };
}
