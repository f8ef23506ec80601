/**
 * A money move's receipt (docs/product/centres.md#receipts): the site's name, the reference number, what moved, where and when. It
 * prints alone on one light A4 page (shared theme.css, `.t-print-sheet`: Print is also the browser's Save as PDF),
 * and is shared through the system's share sheet where the browser has one.
 */
import { useBusValue, type MemberTransaction } from '@tessera/shared';
import { Dialog } from '@tessera/shared/dialog';
import { formatFullDateTime, formatMoneyChange, useCurrencySymbol } from '@tessera/shared/kit';
import { useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { receiptReference, type ReceiptKind } from './receipt-reference';

/** The merchant's name as the server wrote it into the page's head (the remote has no brand of its own). */
const siteName = () => document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';

export interface ReceiptProps {
  record: MemberTransaction & { kind: ReceiptKind };
  wallet: string;
  onClose(): void;
}

export function Receipt({ record, wallet, onClose }: ReceiptProps) {
  const { t } = useTranslation(NS);
  const currency = useCurrencySymbol();
  const username = useBusValue('session:changed')?.username;
  const [shareFailed, setShareFailed] = useState(false);
  const reference = receiptReference(record);
  const kind = t(`records.kinds.${record.kind}`);
  const amount = formatMoneyChange(record.amount, currency);
  const when = formatFullDateTime(record.time);
  const name = siteName();
  const rows: [string, string, string?][] = [
    [t('receipt.type'), kind],
    [t('receipt.amount'), amount, 'receipt-amount'],
    [t('records.wallet'), wallet],
    [t('receipt.time'), when],
    ...(username ? [[t('receipt.account'), username] as [string, string]] : []),
  ];

  const share = async () => {
    setShareFailed(false);
    const text = [name, `${t('receipt.reference')}: ${reference}`, `${kind}: ${amount}`, when].filter(Boolean).join('\n');
    try {
      await navigator.share({ title: t('receipt.title'), text });
    } catch (e) {
      // Closing the share sheet is the player's choice, not a failure.
      if (!(e instanceof DOMException && e.name === 'AbortError')) setShareFailed(true);
    }
  };

  return (
    <Dialog title={t('receipt.title')} closeLabel={t('receipt.close')} onClose={onClose} width={480} className="mc-receipt t-print-sheet" testId="receipt">
      <div className="mc-receipt__sheet">
        {name && <p className="mc-receipt__site">{name}</p>}
        <p className="mc-receipt__ref">
          <span>{t('receipt.reference')}</span>
          <strong data-testid="receipt-ref">{reference}</strong>
        </p>
        <dl className="mc-receipt__lines">
          {rows.map(([label, value, testId]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mc-receipt__note">{t('receipt.note')}</p>
      </div>
      <div className="mc-receipt__actions t-no-print">
        {typeof navigator.share === 'function' && (
          <button type="button" className="t-btn" onClick={() => void share()} data-testid="receipt-share">
            {t('receipt.share')}
          </button>
        )}
        <button type="button" className="t-btn t-btn--primary" onClick={() => window.print()} data-testid="receipt-print">
          {t('receipt.print')}
        </button>
      </div>
      {shareFailed && (
        <p role="alert" className="mc-status--failed">
          {t('receipt.shareFailed')}
        </p>
      )}
    </Dialog>
  );
}
