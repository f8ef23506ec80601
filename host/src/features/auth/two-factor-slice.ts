/**
 * Login from an unregistered IP (docs/product.md#login-from-an-unregistered-ip): the gateway wants the SMS code sent to the
 * member's mobile before it opens the session. The pending login itself stays in the auth saga; this keeps
 * only what the dialog shows (never the password).
 */
import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, LoginIpChallenge } from '@tessera/shared';

export interface TwoFactorState {
  /** The open challenge: its ticket and the masked mobile the code goes to; null when no dialog. */
  challenge: Pick<LoginIpChallenge, 'ticket' | 'mobile'> | null;
  submitting: boolean;
  error: ErrorInfo | null;
}

const initialState: TwoFactorState = { challenge: null, submitting: false, error: null };

export const twoFactorSlice = createSlice({
  name: 'twoFactor',
  initialState,
  reducers: {
    twoFactorRequired(state, action: PayloadAction<Pick<LoginIpChallenge, 'ticket' | 'mobile'>>) {
      state.challenge = action.payload;
      state.submitting = false;
      state.error = null;
    },
    twoFactorCodeSubmitted(state, _action: PayloadAction<string>) {
      state.submitting = true;
      state.error = null;
    },
    twoFactorCodeRejected(state, action: PayloadAction<ErrorInfo>) {
      state.submitting = false;
      state.error = action.payload;
    },
    /** The player closed the dialog: the login is abandoned. */
    twoFactorCancelled() {
      return initialState;
    },
    /** The login went through, failed for good, or was replaced by another: the dialog goes. */
    twoFactorClosed() {
      return initialState;
    },
  },
  selectors: {
    selectTwoFactor: (s) => s,
  },
});

export const twoFactorActions = twoFactorSlice.actions;
export const { selectTwoFactor } = twoFactorSlice.selectors;
