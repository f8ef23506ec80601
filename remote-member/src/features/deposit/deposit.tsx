import { useInjectSaga, type DepositRecord, type DepositSettings } from '@tessera/shared';
import { formatAmount, formatMoney, useCurrencySymbol } from '@tessera/shared/kit';
import { type Column } from '@tessera/shared/report';
import { Field, Form, FormSpy } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { LoadedPage } from '../../common/loaded-page';
import { MoneyNotices, MoneySections, newestNotice, RecordsCard, SendRow, useMoneyForm } from '../../common/money-page';
import { useAppSelector } from '../../common/hooks';
import { AmountField, parseAmount } from '@tessera/shared/forms';
import { NS } from '../../i18n';
import { KeepUnsent, useUnsentInitial } from '../../common/unsent-input';
import { ChannelIcon } from './channel-icon';
import { depositSaga } from './deposit-saga';
import {
  depositOpened,
  depositRetried,
  depositSubmitted,
  selectNotices,
  selectRecords,
  selectSettings,
  selectLoad,
  selectSendState,
} from './deposit-slice';

/** Deposit: pick a channel, an amount within its limits; the page says when the money is credited. */
export default function Deposit() {
  useInjectSaga('depositv2', depositSaga);
  const { t } = useTranslation(NS);
  const load = useAppSelector(selectLoad);
  const settings = useAppSelector(selectSettings);

  const closed = (s: DepositSettings) => (s.allowDeposit !== 'Y' || s.channels.length === 0 ? t('deposit.closed') : undefined);

  return (
    <LoadedPage texts="deposit" opened={depositOpened} retried={depositRetried} load={load} data={load.status === 'ready' ? settings : null} emptyMessage={closed}>
      {(s) => <MoneySections label={t('deposit.heading')} notices={<Notices />} form={<DepositForm settings={s} />} records={<Records />} />}
    </LoadedPage>
  );
}

function Notices() {
  const { t } = useTranslation(NS);
  const notices = useAppSelector(selectNotices);
  return <MoneyNotices testId="dep-notices" notices={notices} text={(kind, amount) => t(`deposit.${kind}`, { amount })} tone={(kind) => (kind === 'failed' ? 'error' : kind === 'submitted' ? 'info' : undefined)} />;
}

interface Values {
  channelId: string;
  amount: string;
}

function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t, dispatch, send, symbol } = useMoneyForm(selectSendState);
  const channel = (cid: string | undefined) => settings.channels.find((c) => c.id === cid);
  const initial = useUnsentInitial('deposit', { channelId: settings.channels[0]!.id, amount: '' }, (field, value) => field !== 'channelId' || !!channel(value));

  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={(v, form) => {
        dispatch(depositSubmitted({ channelId: v.channelId, amount: parseAmount(v.amount)! }));
        setTimeout(() => form.restart({ channelId: v.channelId, amount: '' }));
      }}
      render={({ handleSubmit }) => (
        <form className="mc-form" onSubmit={handleSubmit} noValidate>
          <KeepUnsent form="deposit" fields={['channelId', 'amount']} />
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
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => (
              <AmountField
                // A new channel has other limits: the field checks again under them.
                key={values.channelId}
                name="amount"
                label={t('deposit.amount')}
                currency={symbol}
                testId="dep-amount"
                invalidMessage={t('transfer.amountInvalid')}
                check={(amount) => {
                  const c = channel(values.channelId);
                  if (c && amount < c.minAmount) return t('deposit.belowMin', { amount: formatMoney(c.minAmount, symbol) });
                  if (c && amount > c.maxAmount) return t('deposit.aboveMax', { amount: formatMoney(c.maxAmount, symbol) });
                  return undefined;
                }}
              />
            )}
          </FormSpy>
          <SendRow
            label={t('deposit.submit')}
            busyLabel={t('deposit.submitting')}
            send={send}
            testId="dep-submit"
            doneFocus={newestNotice('dep-notices')}
          />
        </form>
      )}
    />
  );
}

function Records() {
  const { t } = useTranslation(NS);
  const records = useAppSelector(selectRecords);
  const settings = useAppSelector(selectSettings);
  const symbol = useCurrencySymbol();
  const name = (cid: string) => settings?.channels.find((c) => c.id === cid)?.name ?? cid;
  const columns: Column<DepositRecord>[] = [
    { key: 'when', header: t('deposit.when'), kind: 'datetime', value: (r) => r.createdAt },
    { key: 'channel', header: t('deposit.channel'), value: (r) => name(r.channelId) },
    { key: 'amount', header: t('deposit.amount'), kind: 'money', value: (r) => r.amount },
    { key: 'status', header: t('deposit.status'), value: (r) => t(`deposit.statuses.${r.status}`), className: (r) => `mc-status--${r.status}` },
  ];
  return (
    <RecordsCard
      title={t('deposit.records')}
      headingId="dep-records-heading"
      testId="dep-records"
      columns={columns}
      rows={records}
      rowKey={(r) => r.id}
      emptyMessage={t('deposit.noRecords')}
      currency={symbol}
    />
  );
}
