import { EmptyState, ErrorState, formatAmount, formatMoney, Spinner, useBusValue, useInjectSaga, type DepositSettings } from '@tessera/shared';
import dayjs from 'dayjs';
import { useEffect, useId } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseAmount } from '@tessera/shared/forms';
import { NS } from '../../i18n';
import { ChannelIcon } from './channel-icon';
import { depositSaga } from './deposit-saga';
import {
  depositOpened,
  depositRetried,
  depositSubmitted,
  selectError,
  selectNotices,
  selectRecords,
  selectSettings,
  selectStatus,
  selectSubmit,
  selectSubmitError,
} from './deposit-slice';

/** Deposit: pick a channel, an amount within its limits; the page says when the money is credited. */
export default function Deposit() {
  useInjectSaga('depositv2', depositSaga);
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStatus);
  const error = useAppSelector(selectError);
  const settings = useAppSelector(selectSettings);

  useEffect(() => {
    dispatch(depositOpened());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) body = <ErrorState message={errorText(t, error)} hint={error.message} onRetry={() => dispatch(depositRetried())} />;
  else if (status !== 'ready' || !settings) body = <Spinner label={t('deposit.loading')} />;
  else if (settings.allowDeposit !== 'Y' || settings.channels.length === 0) body = <EmptyState message={t('deposit.closed')} />;
  else
    body = (
      <>
        <Notices />
        <section className="mc-card" aria-label={t('deposit.heading')}>
          <DepositForm settings={settings} />
        </section>
        <Records />
      </>
    );

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('deposit.heading')}</h3>
      {body}
    </div>
  );
}

function useSymbol(): string {
  return useBusValue('wallet:balance')?.currencySymbol ?? 'P';
}

function Notices() {
  const { t } = useTranslation(NS);
  const notices = useAppSelector(selectNotices);
  const symbol = useSymbol();
  return (
    <div role="status" aria-live="polite" data-testid="dep-notices">
      {notices.map((n) => (
        <p key={`${n.id}-${n.kind}`} className={`mc-notice-line${n.kind === 'failed' ? ' mc-notice-line--error' : n.kind === 'submitted' ? ' mc-notice-line--info' : ''}`}>
          {t(`deposit.${n.kind}`, { amount: formatMoney(n.amount, symbol) })}
        </p>
      ))}
    </div>
  );
}

interface Values {
  channelId: string;
  amount: string;
}

function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectSubmit);
  const submitError = useAppSelector(selectSubmitError);
  const symbol = useSymbol();
  const id = useId();
  const channel = (cid: string | undefined) => settings.channels.find((c) => c.id === cid);

  return (
    <Form<Values>
      initialValues={{ channelId: settings.channels[0]!.id, amount: '' }}
      validate={(v) => {
        const amount = parseAmount(v.amount);
        const c = channel(v.channelId);
        if (amount === null) return { amount: t('transfer.amountInvalid') };
        if (c && amount < c.minAmount) return { amount: t('deposit.belowMin', { amount: formatMoney(c.minAmount, symbol) }) };
        if (c && amount > c.maxAmount) return { amount: t('deposit.aboveMax', { amount: formatMoney(c.maxAmount, symbol) }) };
        return {};
      }}
      onSubmit={(v, form) => {
        dispatch(depositSubmitted({ channelId: v.channelId, amount: parseAmount(v.amount)! }));
        setTimeout(() => form.restart({ channelId: v.channelId, amount: '' }));
      }}
      render={({ handleSubmit }) => (
        <form className="mc-form" onSubmit={handleSubmit} noValidate>
          <fieldset className="mc-choice">
            <legend className="mc-label">{t('deposit.channel')}</legend>
            {settings.channels.map((c) => (
              <label key={c.id} data-testid={`dep-channel-${c.id}`}>
                <Field name="channelId" component="input" type="radio" value={c.id} />
                <ChannelIcon kind={c.kind} />
                <span className="mc-channel__text">
                  <span>{c.name}</span>
                  <span className="mc-channel__limits">{t('deposit.limits', { min: formatAmount(c.minAmount), max: formatAmount(c.maxAmount) })}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Field<string> name="amount">
            {({ input, meta }) => {
              const invalid = meta.touched && meta.error;
              return (
                <div className="mc-field">
                  <label htmlFor={`${id}-amount`}>
                    {t('deposit.amount')} ({symbol})
                  </label>
                  <input
                    {...input}
                    id={`${id}-amount`}
                    className="t-input"
                    inputMode="decimal"
                    autoComplete="off"
                    data-testid="dep-amount"
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? `${id}-amount-err` : undefined}
                  />
                  {invalid && (
                    <span id={`${id}-amount-err`} className="mc-field__error">
                      {meta.error}
                    </span>
                  )}
                </div>
              );
            }}
          </Field>
          <div className="mc-form__actions">
            <button type="submit" className="t-btn t-btn--primary" disabled={submit === 'sending'} data-testid="dep-submit">
              {submit === 'sending' ? t('deposit.submitting') : t('deposit.submit')}
            </button>
            <span role="alert" className="mc-result mc-result--error">
              {submit === 'failed' && submitError && errorText(t, submitError)}
            </span>
          </div>
        </form>
      )}
    />
  );
}

function Records() {
  const { t } = useTranslation(NS);
  const records = useAppSelector(selectRecords);
  const settings = useAppSelector(selectSettings);
  const symbol = useSymbol();
  const name = (cid: string) => settings?.channels.find((c) => c.id === cid)?.name ?? cid;
  return (
    <section className="mc-card" aria-labelledby="dep-records-heading">
      <h4 id="dep-records-heading" className="mc-card__title">
        {t('deposit.records')}
      </h4>
      {records.length === 0 ? (
        <EmptyState message={t('deposit.noRecords')} />
      ) : (
        <table className="mc-table" data-testid="dep-records">
          <thead>
            <tr>
              <th scope="col">{t('deposit.when')}</th>
              <th scope="col">{t('deposit.channel')}</th>
              <th scope="col" className="mc-num">
                {t('deposit.amount')}
              </th>
              <th scope="col">{t('deposit.status')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.id}>
                <td>{dayjs(r.createdAt).format('MM-DD HH:mm:ss')}</td>
                <td>{name(r.channelId)}</td>
                <td className="mc-num">{formatMoney(r.amount, symbol)}</td>
                <td className={`mc-status--${r.status}`}>{t(`deposit.statuses.${r.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
