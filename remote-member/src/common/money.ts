/** Money helpers the member pages share: request ids, the header refresh (typed amounts: `@tessera/shared/forms`). */
import { bus, type ErrorInfo } from '@tessera/shared';
import { flowOutcome, type FieldFlow } from '@tessera/shared/field';

/** The main wallet's account type: every other wallet is a game's. */
export const MAIN_WALLET = 2;

/** A fresh idempotency key for one money move: a retry of the same submit reuses it. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** A money move ended: its outcome for the field data (docs/field-truth.md), the error's key only. */
export function reportMoveOutcome(flow: Extract<FieldFlow, 'deposit' | 'withdrawal' | 'transfer'>, error?: ErrorInfo): void {
  bus.emit('field:flow', flowOutcome(flow, 'member', error));
}
