import { type SendState } from '@tessera/shared';
import { formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { SubmitRow, type SubmitRowProps } from '@tessera/shared/forms';
import { DataTable, type DataTableProps } from '@tessera/shared/report';
import { useTranslation } from '@tessera/shared/react-i18next';
import type { ReactNode } from 'react';
import { NS } from '../i18n';
import { errorText } from './error-text';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';

/** A notice of a money page: what became of one of the member's moves (sent, credited, rejected …). */
export interface MoneyNotice<K extends string> {
  id: number;
  kind: K;
  amount: number;
}

/**
 * The money page's notices, newest first, read out as they come (deposit, withdraw): `text` words a notice with
 * its amount in the merchant's currency, `tone` marks the bad news and the good.
 */
export function MoneyNotices<K extends string>({ notices, testId, text, tone }: { notices: readonly MoneyNotice<K>[]; testId: string; text(kind: K, amount: string): string; tone(kind: K): 'error' | 'info' | undefined }) {
  const symbol = useCurrencySymbol();
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {notices.map((n) => {
        const t = tone(n.kind);
        return (
          // Focusable by script: where focus goes once the member's submission is answered (SendRow's doneFocus).
          <p key={`${n.id}-${n.kind}`} tabIndex={-1} className={`mc-notice-line${t ? ` mc-notice-line--${t}` : ''}`}>
            {text(n.kind, formatMoney(n.amount, symbol))}
          </p>
        );
      })}
    </div>
  );
}

/** A money page's body (deposit, withdraw, upline transfer): its notices, the form in a card named `label`, then the records. */
export function MoneySections({ label, notices, form, records }: { label: string; notices?: ReactNode; form: ReactNode; records: ReactNode }) {
  return (
    <>
      {notices}
      <section className="mc-card" aria-label={label}>
        {form}
      </section>
      {records}
    </>
  );
}

/** The newest notice of the notices `testId` names: where focus goes once a submission is answered. */
export const newestNotice = (testId: string) => () => document.querySelector<HTMLElement>(`[data-testid="${testId}"] > p`);

/** A money form's submit row from its `SendState`: busy while sending, the member's words for a failure. */
export function SendRow({ send, ...row }: Omit<SubmitRowProps, 'busy' | 'error'> & { send: SendState }) {
  const { t } = useTranslation(NS);
  return <SubmitRow {...row} busy={send.status === 'sending'} error={send.status === 'failed' && send.error ? errorText(t, send.error) : null} />;
}

/** What a money form works with: its texts, dispatch, where its submit stands (`selectSend`) and the currency's symbol. */
export function useMoneyForm(selectSend: (state: RootState) => SendState) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectSend);
  const symbol = useCurrencySymbol();
  return { t, dispatch, send, symbol };
}

/** A money page's records (deposit, upline transfer): a card headed `title` over the table, captioned alike for screen readers. */
export function RecordsCard<T>({ title, headingId, ...table }: { title: string; headingId: string } & Omit<DataTableProps<T>, 'caption' | 'captionHidden' | 'className'>) {
  return (
    <section className="mc-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="mc-card__title">
        {title}
      </h4>
      <DataTable<T> caption={title} captionHidden className="mc-table" {...table} />
    </section>
  );
}
