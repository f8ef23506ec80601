/**
 * One idempotency key per form submission (docs/product.md#member-centre): every money move carries a
 * `requestId`, and the gateway moves money once per id. A submit whose outcome is unknown (no answer: the
 * network, a timeout, a broken answer) may have moved money, so the re-submit sends the same id and the
 * gateway answers with what it already did. Only an answer ends a submission — a success, or a refusal
 * (a business error: nothing moved) — and the next submit takes a fresh id.
 */
import { isApiError } from '@tessera/shared';
import { newRequestId } from './money';

export interface Submission {
  /** The id of the submission under way, or a fresh one. */
  id(): string;
  /** After the gateway's answer to `error` (none: a success): ends the submission when nothing is in doubt. */
  answered(error?: unknown): void;
}

export function createSubmission(make: () => string = newRequestId): Submission {
  let pending: string | null = null;
  return {
    id() {
      pending ??= make();
      return pending;
    },
    answered(error?: unknown) {
      if (error === undefined || (isApiError(error) && error.kind === 'business')) pending = null;
    },
  };
}
