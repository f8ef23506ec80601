/**
 * The balance of the header's account box (docs/product.md#header-and-nav): currency symbol and 2 decimals,
 * a placeholder while it is (re)fetched, the unavailable state, and a refresh control.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { formatMoney } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { selectWallet, walletActions } from './wallet-slice';

export function Balance() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const wallet = useAppSelector(selectWallet);
  const pending = wallet.refreshing || wallet.sumBalance === null;
  return (
    <span className="h-balance" data-testid="header-balance" aria-busy={pending}>
      <span className="h-balance__label">{t('account.balance')}</span>
      {pending && !wallet.failed ? (
        <strong className="h-balance__placeholder" data-testid="balance-placeholder">
          <span aria-hidden="true">•••</span>
          <span className="t-visually-hidden">{t('account.balanceRefreshing')}</span>
        </strong>
      ) : (
        <strong title={wallet.failed ? t('account.balanceUnavailable') : undefined}>
          {wallet.sumBalance === null ? '—' : formatMoney(wallet.sumBalance, wallet.currencySymbol)}
        </strong>
      )}
      <button
        type="button"
        className="h-balance__refresh"
        onClick={() => dispatch(walletActions.balanceRefreshRequested())}
        disabled={wallet.refreshing}
        aria-label={t('account.refreshBalance')}
        data-testid="balance-refresh"
      >
        <span aria-hidden="true">⟳</span>
      </button>
    </span>
  );
}
