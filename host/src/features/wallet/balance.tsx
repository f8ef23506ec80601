/** The balance of the header's account box (docs/product.md#header-and-nav), with its refreshing and unavailable states. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/shared';
import { useAppSelector } from '../../app/store';
import { selectWallet } from './wallet-slice';

export function Balance() {
  const { t } = useTranslation('host');
  const wallet = useAppSelector(selectWallet);
  const text = wallet.sumBalance === null ? '—' : formatMoney(wallet.sumBalance, wallet.currencySymbol);
  return (
    <span className="h-balance" data-testid="header-balance" aria-busy={wallet.refreshing || wallet.sumBalance === null}>
      <span className="h-balance__label">{t('account.balance')}</span>
      <strong title={wallet.failed ? t('account.balanceUnavailable') : undefined}>{text}</strong>
    </span>
  );
}
