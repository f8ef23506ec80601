/**
 * The balance of the header's account box (docs/product.md#header-and-nav): currency symbol and 2 decimals,
 * a placeholder while it is (re)fetched, the unavailable state, and a refresh control. A balance that could not
 * be refreshed (a failed call, or the connection lost) stays up but says it is out of date.
 */
import { useTranslation } from '@tessera/shared/react-i18next';
import { formatMoney } from '@tessera/shared/kit';
import { selectConnection } from '../../app/connection/connection-slice';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { selectWallet, walletActions } from './wallet-slice';

export function Balance() {
  const { t } = useTranslation('host');
  const dispatch = useAppDispatch();
  const wallet = useAppSelector(selectWallet);
  const connection = useAppSelector(selectConnection);
  const lost = connection.status !== 'online';
  const stale = wallet.sumBalance !== null && (wallet.failed || lost);
  // While the connection is lost a refresh cannot finish: the last known balance stays, marked out of date.
  const pending = !lost && (wallet.refreshing || wallet.sumBalance === null);
  return (
    // Focusable by script only: where focus goes after logging in on a phone (app/shell/header.tsx).
    <span className={`h-balance${stale ? ' h-balance--stale' : ''}`} data-testid="header-balance" data-stale={stale} aria-busy={pending} tabIndex={-1}>
      <span className="h-balance__label">{t('account.balance')}</span>
      {pending && !wallet.failed && !stale ? (
        <strong className="h-balance__placeholder" data-testid="balance-placeholder">
          <span aria-hidden="true">•••</span>
          <span className="t-visually-hidden">{t('account.balanceRefreshing')}</span>
        </strong>
      ) : (
        <strong title={stale ? t('account.balanceStaleHint') : wallet.failed ? t('account.balanceUnavailable') : undefined}>
          {wallet.sumBalance === null ? '—' : formatMoney(wallet.sumBalance, wallet.currencySymbol)}
        </strong>
      )}
      {stale && (
        <span className="h-balance__stale" data-testid="balance-stale">
          {t('account.balanceStale')}
        </span>
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
