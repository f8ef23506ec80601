import { useInjectSaga, type UplineTransferInfo } from '@tessera/shared';
import { formatAmount, formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { type Column } from '@tessera/shared/report';
import { useId } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { LoadedPage } from '../../common/loaded-page';
import { MoneySections, RecordsCard, SendRow, useMoneyForm } from '../../common/money-page';
import { useAppSelector } from '../../common/hooks';
import { AmountField, parseAmount } from '@tessera/shared/forms';
import { NS } from '../../i18n';
import { transferUplineSaga } from './transfer-upline-saga';
import { selectInfo, selectSendState, selectLoad, transferUplineOpened, uplineTransferSubmitted } from './transfer-upline-slice';

const MAX_NOTE = 100;

/** Transfer to the upline: sender, recipient, amount and a note; the payment password confirms it. */
export default function TransferUpline() {
  useInjectSaga('transferUpline', transferUplineSaga);
  const { t } = useTranslation(NS);
  const load = useAppSelector(selectLoad);
  const info = useAppSelector(selectInfo);

  return (
    <LoadedPage texts="upline" opened={transferUplineOpened} load={load} data={info} emptyMessage={(i) => (i.recipient ? undefined : t('upline.none'))}>
      {(i) => <MoneySections label={t('upline.heading')} form={<UplineForm info={i} />} records={<History info={i} />} />}
    </LoadedPage>
  );
}

interface Values {
  amount: string;
  note: string;
  paymentPassword: string;
}

function UplineForm({ info }: { info: UplineTransferInfo }) {
  const { t, dispatch, send, symbol } = useMoneyForm(selectSendState);
  const id = useId();
  return (
    <Form<Values>
      validate={(v) => {
        const errors: Partial<Record<keyof Values, string>> = {};
        const note = (v.note ?? '').trim();
        if (!note) errors.note = t('form.required');
        else if ([...note].length > MAX_NOTE) errors.note = t('form.tooLong', { max: MAX_NOTE });
        if (!v.paymentPassword) errors.paymentPassword = t('form.required');
        return errors;
      }}
      onSubmit={(v, form) => {
        dispatch(uplineTransferSubmitted({ amount: parseAmount(v.amount)!, note: v.note.trim(), paymentPassword: v.paymentPassword }));
        setTimeout(() => form.restart());
      }}
      render={({ handleSubmit }) => (
        <form className="mc-form" onSubmit={handleSubmit} noValidate>
          <dl className="mc-details">
            <div className="mc-details__row">
              <dt>{t('upline.sender')}</dt>
              <dd>
                {info.sender.account} <span className="mc-label">{info.sender.nickname}</span>
              </dd>
            </div>
            <div className="mc-details__row">
              <dt>{t('upline.recipient')}</dt>
              <dd data-testid="up-recipient">
                {info.recipient!.account} <span className="mc-label">{info.recipient!.nickname}</span>
              </dd>
            </div>
            <div className="mc-details__row">
              <dt>{t('withdraw.main')}</dt>
              <dd data-testid="up-available">{formatMoney(info.available, symbol)}</dd>
            </div>
          </dl>
          <div className="mc-form__grid">
            <AmountField
              name="amount"
              label={t('upline.amount')}
              testId="up-amount"
              invalidMessage={t('transfer.amountInvalid')}
              check={(amount) => {
                if (amount > info.available) return t('transfer.overBalance', { amount: formatMoney(info.available, symbol) });
                if (amount < info.minimumAmount || amount > info.maximumAmount) return t('upline.limits', { min: formatAmount(info.minimumAmount), max: formatAmount(info.maximumAmount) });
                return undefined;
              }}
            />
            {(['note', 'paymentPassword'] as const).map((name) => (
              <Field<string> key={name} name={name}>
                {({ input, meta }) => (
                  <div className="mc-field">
                    <label htmlFor={`${id}-${name}`}>{t(`upline.${name}`)}</label>
                    <input
                      {...input}
                      id={`${id}-${name}`}
                      className="t-input"
                      type={name === 'paymentPassword' ? 'password' : 'text'}
                      autoComplete={name === 'paymentPassword' ? 'current-password' : 'off'}
                      maxLength={name === 'note' ? MAX_NOTE * 2 : undefined}
                      data-testid={`up-${name}`}
                      aria-invalid={meta.touched && meta.error ? true : undefined}
                      aria-describedby={meta.touched && meta.error ? `${id}-${name}-err` : undefined}
                    />
                    {meta.touched && meta.error && (
                      <span id={`${id}-${name}-err`} className="mc-field__error">
                        {meta.error}
                      </span>
                    )}
                  </div>
                )}
              </Field>
            ))}
          </div>
          <SendRow
            label={t('upline.submit')}
            busyLabel={t('transfer.moving')}
            send={send}
            result={send.status === 'done' ? t('upline.done') : null}
            live="status"
            testId="up-submit"
            resultTestId="up-result"
          />
        </form>
      )}
    />
  );
}

function History({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation(NS);
  const symbol = useCurrencySymbol();
  const columns: Column<UplineTransferInfo['transfers'][number]>[] = [
    { key: 'time', header: t('records.time'), kind: 'datetime', value: (x) => x.time },
    { key: 'recipient', header: t('upline.recipient'), value: (x) => x.recipient },
    { key: 'amount', header: t('records.amount'), kind: 'money', value: (x) => x.amount },
    { key: 'note', header: t('upline.note'), value: (x) => x.note },
  ];
  return (
    <RecordsCard
      title={t('upline.history')}
      headingId="up-history"
      testId="up-table"
      columns={columns}
      rows={info.transfers}
      rowKey={(x) => x.id}
      emptyMessage={t('upline.noHistory')}
      currency={symbol}
    />
  );
}
