/**
 * An agent transfer's reference number and its receipt, shown under the transfer's result (team management): the
 * same `TRF-…` number and receipt the transfer's record has in Account Details (docs/product/centres.md#receipts).
 * Nothing when the gateway answered no reference.
 */
import { useBusValue, type AgentTransferValue } from '@tessera/shared';
import { orderReference, Receipt } from '@tessera/shared/report';
import { useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../i18n';

export interface TransferReceiptProps {
  result: AgentTransferValue & { amount: number; username: string };
}

export function TransferReceipt({ result }: TransferReceiptProps) {
  const { t } = useTranslation(NS);
  const self = useBusValue('session:changed')?.username;
  const [open, setOpen] = useState(false);
  // A gateway that answers no time: the moment the answer came is the closest.
  const [answeredAt] = useState(() => Date.now());
  const reference = orderReference(result.ref);
  if (!reference) return null;
  return (
    <div className="ac-toolbar ac-transfer-ref">
      <span>{t('receipt.reference', { ns: 'centre' })}</span>
      <strong data-testid="transfer-ref">{reference}</strong>
      <button type="button" className="t-btn t-receipt-open" onClick={() => setOpen(true)} aria-label={t('receipt.open', { ns: 'centre', reference })} data-testid="transfer-receipt">
        {t('receipt.view', { ns: 'centre' })}
      </button>
      {open && (
        <Receipt
          reference={reference}
          type={t('details.kinds.transfer-out')}
          amount={-result.amount}
          time={result.at ?? answeredAt}
          lines={[{ label: t('transfer.recipient'), value: result.username }]}
          account={self}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
