/** "My wallet" calls (docs/gateway.md#wallet-calls): the merchant's wallets, balances, transfers. */
import { api, type MerchantWallet, type WalletBalance, type WalletTransferRequest, type WalletTransferValue } from '@tessera/shared';

export { reportMoveOutcome } from '../../common/money';
export { balanceChanged } from '@tessera/shared';

export function fetchMerchantWallet(): Promise<MerchantWallet> {
  return api.call('merchantWallet');
}

export function fetchBalance(): Promise<WalletBalance> {
  return api.call('balance', { typeId: 0 });
}

export function transfer(req: WalletTransferRequest): Promise<WalletTransferValue> {
  return api.call('walletTransfer', req);
}
