/** Deposit calls (docs/gateway.md#wallet-calls): channels and limits, a deposit, the latest records. */
import { api, type DepositRecord, type DepositRequest, type DepositSettings } from '@tessera/shared';

export { reportMoveOutcome } from '../../common/money';
export { balanceChanged } from '@tessera/shared';

export function fetchDepositSettings(): Promise<DepositSettings> {
  return api.call('depositSettings');
}

export function fetchDepositRecords(): Promise<{ list: DepositRecord[] }> {
  return api.call('depositRecords');
}

export function makeDeposit(req: DepositRequest): Promise<DepositRecord> {
  return api.call('deposit', req);
}
