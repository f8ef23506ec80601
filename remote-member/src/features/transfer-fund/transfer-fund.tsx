import { useInjectSaga, type MerchantWallet } from '@tessera/shared';
import { formatMoney } from '@tessera/shared/kit';
import { useId, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from '@tessera/shared/react-i18next';
import { errorText } from '../../common/error-text';
import { LoadedPage } from '../../common/loaded-page';
import { useAppDispatch, useAppSelector } from '../../common/hooks';
import { parseAmount, useFocusWhenSettled } from '@tessera/shared/forms';
import { NS } from '../../i18n';
import { KeepUnsent, useUnsentInitial } from '../../common/unsent-input';
import { MAIN_WALLET, transferFundSaga } from './transfer-fund-saga';
import {
  returnAllRequested,
  selectBalance,
  selectMove,
  selectMoved,
  selectMoveError,
  selectLoad,
  selectWallets,
  transferFundOpened,
  transferSubmitted,
  walletAmount,
  walletsRetried,
} from './transfer-fund-slice';

interface Values {
  direction: 'in' | 'out';
  accountTypeId: string;
  amount: string;
}

/** "My wallet": the main and game wallets, transfers in and out, everything back to main. */
export default function TransferFund() {
  useInjectSaga('transferFund', transferFundSaga);
  const load = useAppSelector(selectLoad);
  const wallets = useAppSelector(selectWallets);
  const balance = useAppSelector(selectBalance);

  return (
    <LoadedPage texts="transfer" opened={transferFundOpened} retried={walletsRetried} load={load} data={load.status === 'ready' && balance ? wallets : null}>
      {(w) => <Wallets wallets={w} />}
    </LoadedPage>
  );
}

function Wallets({ wallets }: { wallets: MerchantWallet }) {
  const { t } = useTranslation(NS);
  const balance = useAppSelector(selectBalance)!;
  const symbol = balance.currencySymbol;
  const games = wallets.wallets.filter((w) => w.accountTypeId !== MAIN_WALLET);
  // Wallets holding money first, then the catalogue order.
  const sorted = [...games].sort((a, b) => Number(walletAmount(balance, b.accountTypeId) > 0) - Number(walletAmount(balance, a.accountTypeId) > 0));
  return (
    <>
      <section className="mc-card mc-summary" aria-label={t('transfer.total')}>
        <div>
          <span className="mc-label">{t('transfer.total')}</span>{' '}
          <strong className="mc-balance" data-testid="tf-total">
            {formatMoney(balance.sumBalance, symbol)}
          </strong>
        </div>
        <div>
          <span className="mc-label">{t('transfer.main')}</span>{' '}
          <strong data-testid="tf-main">{formatMoney(walletAmount(balance, MAIN_WALLET), symbol)}</strong>
        </div>
      </section>
      {wallets.isSingle ? (
        <p className="mc-notice-line mc-notice-line--info" data-testid="tf-single">
          {t('transfer.single')}
        </p>
      ) : (
        <>
          <section className="mc-card" aria-labelledby="tf-move-heading">
            <h4 id="tf-move-heading" className="mc-card__title">
              {t('transfer.submit')}
            </h4>
            <TransferForm games={games} />
          </section>
          <section className="mc-card" aria-labelledby="tf-games-heading">
            <h4 id="tf-games-heading" className="mc-card__title">
              {t('transfer.games')}
            </h4>
            <ul className="mc-wallets" data-testid="tf-wallets">
              {sorted.map((w) => (
                <li key={w.accountTypeId} className="mc-wallet">
                  {w.icon && <img src={w.icon} alt="" width={32} height={32} loading="lazy" />}
                  <span className="mc-wallet__text">
                    <span className="mc-wallet__name">{w.name}</span>
                    <span className="mc-wallet__amount">{formatMoney(walletAmount(balance, w.accountTypeId), symbol)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}

function TransferForm({ games }: { games: MerchantWallet['wallets'] }) {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectBalance)!;
  const move = useAppSelector(selectMove);
  const moveError = useAppSelector(selectMoveError);
  const moved = useAppSelector(selectMoved);
  const id = useId();
  const resultLine = useRef<HTMLSpanElement>(null);
  // The submit button is disabled while the move is under way: afterwards focus goes to what happened.
  useFocusWhenSettled(move === 'sending', () => resultLine.current);
  const initial = useUnsentInitial(
    'transfer',
    { direction: 'in', accountTypeId: String(games[0]?.accountTypeId ?? ''), amount: '' },
    (field, value) => (field === 'direction' ? value === 'in' || value === 'out' : field !== 'accountTypeId' || games.some((w) => String(w.accountTypeId) === value)),
  );
  const symbol = balance.currencySymbol;
  const gameTotal = balance.balance.filter((b) => b.accountTypeId !== MAIN_WALLET).reduce((s, b) => s + b.availBalance, 0);

  const available = (v: Partial<Values>) => walletAmount(balance, v.direction === 'out' ? Number(v.accountTypeId) : MAIN_WALLET);

  return (
    <Form<Values>
      initialValues={initial as Values}
      validate={(v) => {
        const amount = parseAmount(v.amount);
        if (amount === null) return { amount: t('transfer.amountInvalid') };
        if (amount > available(v)) return { amount: t('transfer.overBalance', { amount: formatMoney(available(v), symbol) }) };
        return {};
      }}
      onSubmit={(v, form) => {
        dispatch(transferSubmitted({ direction: v.direction, accountTypeId: Number(v.accountTypeId), amount: parseAmount(v.amount)! }));
        // A fresh form for the next move; the result line says what happened.
        setTimeout(() => form.restart({ ...v, amount: '' }));
      }}
      render={({ handleSubmit, values, form }) => (
        <form className="mc-form" onSubmit={handleSubmit} noValidate>
          <KeepUnsent form="transfer" fields={['direction', 'accountTypeId', 'amount']} />
          <fieldset className="mc-choice">
            <legend className="mc-label">{t('transfer.direction')}</legend>
            {(['in', 'out'] as const).map((d) => (
              <label key={d}>
                <Field name="direction" component="input" type="radio" value={d} />
                {t(`transfer.${d}`)}
              </label>
            ))}
          </fieldset>
          <div className="mc-form__grid">
            <div className="mc-field">
              <label htmlFor={`${id}-wallet`}>{t('transfer.wallet')}</label>
              <Field name="accountTypeId" component="select" id={`${id}-wallet`} className="t-input">
                {games.map((w) => (
                  <option key={w.accountTypeId} value={String(w.accountTypeId)}>
                    {w.name} ({formatMoney(walletAmount(balance, w.accountTypeId), symbol)})
                  </option>
                ))}
              </Field>
            </div>
            <Field<string> name="amount">
              {({ input, meta }) => {
                const invalid = meta.touched && meta.error;
                return (
                  <div className="mc-field">
                    <label htmlFor={`${id}-amount`}>{t('transfer.amount')}</label>
                    <div className="mc-amount-row">
                      <input
                        {...input}
                        id={`${id}-amount`}
                        className="t-input"
                        inputMode="decimal"
                        autoComplete="off"
                        data-testid="tf-amount"
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={`${id}-amount-note`}
                      />
                      {/* format-ok: the amount field's value */}
                      <button type="button" className="t-btn" onClick={() => form.change('amount', available(values).toFixed(2))}>
                        {t('transfer.all')}
                      </button>
                    </div>
                    <span id={`${id}-amount-note`} className={invalid ? 'mc-field__error' : 'mc-field__hint'}>
                      {invalid ? meta.error : t('transfer.available', { amount: formatMoney(available(values), symbol) })}
                    </span>
                  </div>
                );
              }}
            </Field>
          </div>
          <div className="mc-form__actions">
            <button type="submit" className="t-btn t-btn--primary" disabled={move === 'sending'} data-testid="tf-submit">
              {move === 'sending' ? t('transfer.moving') : t('transfer.submit')}
            </button>
            <button type="button" className="t-btn" disabled={move === 'sending' || gameTotal <= 0} onClick={() => dispatch(returnAllRequested())} data-testid="tf-return-all">
              {t('transfer.returnAll')}
            </button>
            <span ref={resultLine} tabIndex={-1} role="status" data-testid="tf-result" className={move === 'failed' ? 'mc-result mc-result--error' : 'mc-result'}>
              {move === 'done' && moved !== null && (moved > 0 ? t('transfer.moved', { amount: formatMoney(moved, symbol) }) : t('transfer.nothingToReturn'))}
              {move === 'failed' && moveError && errorText(t, moveError)}
            </span>
          </div>
        </form>
      )}
    />
  );
}
