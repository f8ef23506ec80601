/** The one way an app tells the host a balance moved (docs/architecture/federation.md#bus). */
import { bus } from './bus';
import type { BalanceChangeReason } from './events';

/** The player's balance changed, or may have: the host refetches it and re-emits the sticky `wallet:balance`. */
export function balanceChanged(reason: BalanceChangeReason): void {
  bus.emit('wallet:changed', { reason });
}
