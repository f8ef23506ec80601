import { useInjectSaga, type WithdrawRecord, type WithdrawSettings } from '@tessera/shared';
import { EmptyState, formatAmount, formatMoney, formatTime, useCurrencySymbol } from '@tessera/shared/kit';
import { DataTable, type Column } from '@tessera/shared/report';
import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { LoadedPage } from '../../common/loaded-page';
import { MoneyNotices, MoneySections, newestNotice, SendRow, useMoneyForm } from '../../common/money-page';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { AmountField, parseAmount } from '@tessera/shared/forms';
import { NS } from '../../i18n';
import { KeepUnsent, useUnsentInitial } from '../../common/unsent-input';
import { proofProblem, readAsDataUrl } from './proof-image';
import { withdrawSaga } from './withdraw-saga';
import {
  notReceivedReported,
  receiptConfirmed,
  selectConfirmError,
  selectConfirming,
  selectMain,
  selectNotices,
  selectRecords,
  selectSettings,
  selectLoad,
  selectSendState,
  withdrawOpened,
  withdrawRetried,
  withdrawSubmitted,
} from './withdraw-slice';

/**
 * Withdraw: an amount within the limits and the payment password; then the withdrawal's confirmation
 * (received, not received with a proof image, confirm all; auto-confirmed after the wait).
 */
export default function Withdraw() {
  useInjectSaga('withdraw', withdrawSaga);
  const { t } = useTranslation(NS);
  const load = useAppSelector(selectLoad);
  const settings = useAppSelector(selectSettings);

  return (
    <LoadedPage texts="withdraw" opened={withdrawOpened} retried={withdrawRetried} load={load} data={load.status === 'ready' ? settings : null}>
      {(s) => <MoneySections label={t('withdraw.heading')} notices={<Notices />} form={<WithdrawForm settings={s} />} records={<Records />} />}
    </LoadedPage>
  );
}

function Notices() {
  const { t } = useTranslation(NS);
  const notices = useAppSelector(selectNotices);
  return (
    <MoneyNotices
      testId="wd-notices"
      notices={notices}
      text={(kind, amount) => t(`withdraw.notices.${kind}`, { amount })}
      tone={(kind) => (kind === 'rejected' ? 'error' : kind === 'submitted' || kind === 'disbursed' ? 'info' : undefined)}
    />
  );
}

interface Values {
  amount: string;
  paymentPassword: string;
}

function WithdrawForm({ settings }: { settings: WithdrawSettings }) {
  const { t, dispatch, send, symbol } = useMoneyForm(selectSendState);
  const main = useAppSelector(selectMain) ?? 0;
  const id = useId();
  const initial = useUnsentInitial('withdraw', { amount: '' });
  return (
    <Form<Values>
      initialValues={initial}
      validate={(v) => {
        const errors: Partial<Record<keyof Values, string>> = {};
        if (!v.paymentPassword) errors.paymentPassword = t('form.required');
        return errors;
      }}
      onSubmit={(v, form) => {
        dispatch(withdrawSubmitted({ amount: parseAmount(v.amount)!, paymentPassword: v.paymentPassword }));
        // The password never stays on screen once sent.
        setTimeout(() => form.restart({}));
      }}
      render={({ handleSubmit }) => (
        <form className="mc-form" onSubmit={handleSubmit} noValidate>
          {/* The amount only: the payment password is never kept. */}
          <KeepUnsent form="withdraw" fields={['amount']} />
          <p className="mc-summary__who">
            <span className="mc-label">{t('withdraw.main')}</span>
            <strong data-testid="wd-main">{formatMoney(main, symbol)}</strong>
            <span className="mc-label">· {t('withdraw.payee', { bank: settings.payee.bankName, account: settings.payee.accountMasked })}</span>
          </p>
          <div className="mc-form__grid">
            <AmountField
              name="amount"
              label={t('withdraw.amount')}
              currency={symbol}
              testId="wd-amount"
              invalidMessage={t('transfer.amountInvalid')}
              hint={t('withdraw.limits', { min: formatAmount(settings.minimumAmount), max: formatAmount(settings.maximumAmount) })}
              check={(amount) => {
                if (amount < settings.minimumAmount) return t('withdraw.belowMin', { amount: formatMoney(settings.minimumAmount, symbol) });
                if (amount > settings.maximumAmount) return t('withdraw.aboveMax', { amount: formatMoney(settings.maximumAmount, symbol) });
                if (amount > main) return t('transfer.overBalance', { amount: formatMoney(main, symbol) });
                return undefined;
              }}
            />
            <Field<string> name="paymentPassword">
              {({ input, meta }) => (
                <div className="mc-field">
                  <label htmlFor={`${id}-pw`}>{t('withdraw.password')}</label>
                  <input {...input} id={`${id}-pw`} type="password" className="t-input" autoComplete="current-password" data-testid="wd-password" aria-invalid={meta.touched && meta.error ? true : undefined} aria-describedby={`${id}-pw-note`} />
                  <span id={`${id}-pw-note`} className={meta.touched && meta.error ? 'mc-field__error' : 'mc-field__hint'}>
                    {meta.touched && meta.error ? meta.error : t('withdraw.passwordHint')}
                  </span>
                </div>
              )}
            </Field>
          </div>
          <SendRow
            label={t('withdraw.submit')}
            busyLabel={t('withdraw.submitting')}
            send={send}
            testId="wd-submit"
            doneFocus={newestNotice('wd-notices')}
          />
        </form>
      )}
    />
  );
}

function Records() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const records = useAppSelector(selectRecords);
  const confirming = useAppSelector(selectConfirming);
  const confirmError = useAppSelector(selectConfirmError);
  const symbol = useCurrencySymbol();
  const awaiting = records.filter((r) => r.status === 'disbursed').length;
  const columns: Column<WithdrawRecord>[] = [
    { key: 'when', header: t('withdraw.when'), kind: 'datetime', value: (r) => r.createdAt },
    { key: 'amount', header: t('withdraw.amount'), kind: 'money', value: (r) => r.amount },
    {
      key: 'status',
      header: t('withdraw.status'),
      value: (r) => (r.autoConfirmed ? t('withdraw.autoReceived') : t(`withdraw.statuses.${r.status}`)),
      className: (r) => `mc-status--${r.status === 'received' ? 'credited' : r.status === 'rejected' || r.status === 'disputed' ? 'failed' : 'pending'}`,
    },
    { key: 'actions', header: t('withdraw.actions'), render: (r) => r.status === 'disbursed' && <ConfirmActions record={r} busy={confirming !== null} /> },
  ];
  return (
    <section className="mc-card" aria-labelledby="wd-records-heading">
      <h4 id="wd-records-heading" className="mc-card__title">
        {t('withdraw.records')}
      </h4>
      {records.length === 0 ? (
        <EmptyState message={t('withdraw.noRecords')} />
      ) : (
        <>
          {confirmError && (
            <p role="alert" className="mc-notice-line mc-notice-line--error">
              {errorText(t, confirmError)}
            </p>
          )}
          {awaiting > 1 && (
            <p>
              <button type="button" className="t-btn" disabled={confirming !== null} onClick={() => dispatch(receiptConfirmed('all'))} data-testid="wd-confirm-all">
                {t('withdraw.confirmAll')}
              </button>
            </p>
          )}
          <DataTable
            caption={t('withdraw.records')}
            captionHidden
            className="mc-table"
            testId="wd-records"
            columns={columns}
            rows={records}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ 'data-testid': `wd-row-${r.id}` })}
            currency={symbol}
          />
        </>
      )}
    </section>
  );
}

function ConfirmActions({ record, busy }: { record: WithdrawRecord; busy: boolean }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const [reporting, setReporting] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof proofProblem>>(null);
  const id = useId();
  if (!reporting) {
    return (
      <div className="mc-row-actions">
        <button type="button" className="t-btn t-btn--primary" disabled={busy} onClick={() => dispatch(receiptConfirmed(record.id))}>
          {t('withdraw.received')}
        </button>
        <button type="button" className="t-btn" disabled={busy} onClick={() => setReporting(true)}>
          {t('withdraw.notReceived')}
        </button>
        {record.autoConfirmAt && <span className="mc-field__hint">{t('withdraw.autoConfirm', { time: formatTime(record.autoConfirmAt) })}</span>}
      </div>
    );
  }
  return (
    <form
      className="mc-row-actions"
      onSubmit={(e) => {
        e.preventDefault();
        if (!file || problem) return;
        void readAsDataUrl(file).then((proof) => dispatch(notReceivedReported({ id: record.id, proof })));
      }}
    >
      <label htmlFor={`${id}-proof`} className="mc-label">
        {t('withdraw.proof')}
      </label>
      <input
        id={`${id}-proof`}
        type="file"
        accept="image/png,image/jpeg"
        data-testid="wd-proof"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-proof-err` : undefined}
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          setFile(f);
          setProblem(f ? proofProblem(f) : null);
        }}
      />
      {problem && (
        <span id={`${id}-proof-err`} className="mc-field__error" role="alert">
          {t(problem)}
        </span>
      )}
      <button type="submit" className="t-btn t-btn--primary" disabled={busy || !file || !!problem} data-testid="wd-send-proof">
        {t('withdraw.sendProof')}
      </button>
      <button type="button" className="t-btn" onClick={() => setReporting(false)}>
        {t('withdraw.cancel')}
      </button>
    </form>
  );
}

