/** Withdrawal calls (docs/product.md#member-centre): limits, records, the password-checked withdrawal, confirmations. */
import { api, type WalletBalance, type WithdrawConfirmRequest, type WithdrawRecord, type WithdrawRequest, type WithdrawSettings } from '@tessera/shared';

export { reportMoveOutcome } from '../../common/money';
export { balanceChanged } from '@tessera/shared';

export function fetchWithdrawSettings(): Promise<WithdrawSettings> {
  return api.call('withdrawSettings');
}

export function fetchMainBalance(): Promise<WalletBalance> {
  return api.call('balance', { typeId: 0 });
}

export function fetchWithdrawRecords(): Promise<{ list: WithdrawRecord[] }> {
  return api.call('withdrawRecords');
}

/** Encrypted (the payment password travels sealed). */
export function makeWithdrawal(req: WithdrawRequest): Promise<WithdrawRecord> {
  return api.call('withdraw', req);
}

export function confirmWithdrawals(req: WithdrawConfirmRequest): Promise<{ list: WithdrawRecord[] }> {
  return api.call('withdrawConfirm', req);
}
