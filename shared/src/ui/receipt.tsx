/**
 * A money move's receipt (docs/product/centres.md#receipts), the member's and the agent's centres alike: the site's
 * name, the reference number, what moved, where and when. It prints alone on one light A4 page (theme.css,
 * `.t-print-sheet`: Print is also the browser's Save as PDF), and is shared through the system's share sheet where
 * the browser has one. The caller gives the type's name and its own lines (a wallet, a recipient).
 */
import { useState } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
// The main entry's and the dialog's modules through the package name: this file is part of `@tessera/shared/report`.
import { Dialog } from '@tessera/shared/dialog';
import { formatFullDateTime, formatMoneyChange, useCurrencySymbol } from '@tessera/shared/kit';

/** The merchant's name as the server wrote it into the page's head (the remotes have no brand of their own). */
const siteName = () => document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';

export interface ReceiptLine {
  label: string;
  value: string;
}

export interface ReceiptProps {
  reference: string;
  /** The move's type, in the reader's words ("Transfer out"). */
  type: string;
  /** Signed, in currency units: money in is positive. */
  amount: number;
  /** Epoch ms. */
  time: number;
  /** The caller's lines between the amount and the time (the wallet, the recipient). */
  lines?: ReceiptLine[];
  /** Whose record it is; left out when unknown. */
  account?: string;
  onClose(): void;
}

export function Receipt({ reference, type, amount, time, lines = [], account, onClose }: ReceiptProps) {
  const { t } = useTranslation('centre');
  const currency = useCurrencySymbol();
  const [shareFailed, setShareFailed] = useState(false);
  const money = formatMoneyChange(amount, currency);
  const when = formatFullDateTime(time);
  const name = siteName();
  const rows: [string, string, string?][] = [
    [t('receipt.type'), type],
    [t('receipt.amount'), money, 'receipt-amount'],
    ...lines.map((l): [string, string] => [l.label, l.value]),
    [t('receipt.time'), when],
    ...(account ? [[t('receipt.account'), account] as [string, string]] : []),
  ];

  const share = async () => {
    setShareFailed(false);
    const text = [name, `${t('receipt.reference')}: ${reference}`, `${type}: ${money}`, when].filter(Boolean).join('\n');
    try {
      await navigator.share({ title: t('receipt.title'), text });
    } catch (e) {
      // Closing the share sheet is the reader's choice, not a failure.
      if (!(e instanceof DOMException && e.name === 'AbortError')) setShareFailed(true);
    }
  };

  return (
    <Dialog title={t('receipt.title')} closeLabel={t('receipt.close')} onClose={onClose} width={480} className="t-receipt t-print-sheet" testId="receipt">
      <div className="t-receipt__sheet">
        {name && <p className="t-receipt__site">{name}</p>}
        <p className="t-receipt__ref">
          <span>{t('receipt.reference')}</span>
          <strong data-testid="receipt-ref">{reference}</strong>
        </p>
        <dl className="t-receipt__lines">
          {rows.map(([label, value, testId]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="t-receipt__note">{t('receipt.note')}</p>
      </div>
      <div className="t-receipt__actions t-no-print">
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
        <p role="alert" className="t-error-text">
          {t('receipt.shareFailed')}
        </p>
      )}
    </Dialog>
  );
}
