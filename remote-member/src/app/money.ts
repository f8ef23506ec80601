/** Money helpers the member pages share: request ids, the header refresh (typed amounts: `@tessera/shared/forms`). */
import { bus } from '@tessera/shared';

/** A fresh idempotency key for one money move: a retry of the same submit reuses it. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** After a money move: the host refetches the balance and re-emits the sticky `wallet:balance`. */
export function requestBalanceRefresh(): void {
  bus.emit('wallet:refresh', {});
}
