/** Money helpers the member pages share: amounts typed by the player, request ids, the header refresh. */
import { bus } from '@tessera/shared';

/**
 * An amount as typed (e.g. "1,250.5") → a number in currency units, or null when it is not a positive
 * amount with at most 2 decimals (docs/product.md#constants). The gateway checks again in integer cents.
 */
export function parseAmount(text: string | undefined): number | null {
  const clean = (text ?? '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}

/** A fresh idempotency key for one money move: a retry of the same submit reuses it. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** After a money move: the host refetches the balance and re-emits the sticky `wallet:balance`. */
export function requestBalanceRefresh(): void {
  bus.emit('wallet:refresh', {});
}
