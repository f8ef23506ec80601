/**
 * Where a form's submit stands (`SendState`): not sent, on its way, done, or failed with why. The case reducers
 * are written once here; a slice names them after its own events (`registerSubmitted: send.sent`) and keeps
 * what a success brings in its own reducer.
 */
import type { PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '../api/errors';

export type SendStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface SendState {
  status: SendStatus;
  error: ErrorInfo | null;
}

export function notSent(): SendState {
  return { status: 'idle', error: null };
}

/** `sent` (carrying `P`, what the saga sends) and `failed`, for the submit at `pick(state)`. */
export function sendCases<S, P>(pick: (state: S) => SendState) {
  const cases = {
    sent(state: S, _action: PayloadAction<P>) {
      const send = pick(state);
      send.status = 'sending';
      send.error = null;
    },
    failed(state: S, action: PayloadAction<ErrorInfo>) {
      const send = pick(state);
      send.status = 'failed';
      send.error = action.payload;
    },
  };
  return {
    ...cases,
    /** Both under the slice's event names, to spread into `reducers`: `...send.as('depositSubmitted', 'depositRefused')`. */
    as<N extends string, F extends string>(sent: N, failed: F) {
      return { [sent]: cases.sent, [failed]: cases.failed } as Record<N, typeof cases.sent> & Record<F, typeof cases.failed>;
    },
  };
}
