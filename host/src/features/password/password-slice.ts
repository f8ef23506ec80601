import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '@tessera/shared';
import { passwordChangeRequired, sessionEnded } from '../../app/app-actions';

export interface PasswordState {
  forgotOpen: boolean;
  changeOpen: boolean;
  /** A forced change (weak or expired password) cannot be dismissed. */
  forced: boolean;
  submitting: boolean;
  error: ErrorInfo | null;
  /** The e-mail was sent: the confirmation shows (key in_been_out). */
  emailSent: boolean;
}

const initialState: PasswordState = { forgotOpen: false, changeOpen: false, forced: false, submitting: false, error: null, emailSent: false };

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotOpened(state) {
      state.forgotOpen = true;
      state.error = null;
    },
    forgotClosed(state) {
      state.forgotOpen = false;
      state.error = null;
    },
    changeOpened(state) {
      state.changeOpen = true;
      state.forced = false;
      state.error = null;
    },
    changeClosed(state) {
      if (state.forced) return;
      state.changeOpen = false;
      state.error = null;
    },
    forgotByEmailSubmitted(state, _action: PayloadAction<{ username: string; email: string }>) {
      state.submitting = true;
      state.error = null;
    },
    forgotByPhoneSubmitted(state, _action: PayloadAction<{ mobileNum: string; verificationCode: string; newPassword: string }>) {
      state.submitting = true;
      state.error = null;
    },
    changeSubmitted(state, _action: PayloadAction<{ oldPassword: string; newPassword: string }>) {
      state.submitting = true;
      state.error = null;
    },
    emailSent(state) {
      state.submitting = false;
      state.forgotOpen = false;
      state.emailSent = true;
    },
    emailSentDismissed(state) {
      state.emailSent = false;
    },
    phoneReset(state) {
      state.submitting = false;
      state.forgotOpen = false;
    },
    changed(state) {
      state.submitting = false;
      state.changeOpen = false;
      state.forced = false;
    },
    failed(state, action: PayloadAction<ErrorInfo>) {
      state.submitting = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(passwordChangeRequired, (state) => {
        state.changeOpen = true;
        state.forced = true;
        state.error = null;
      })
      .addCase(sessionEnded, (state) => {
        state.changeOpen = false;
        state.forced = false;
      });
  },
  selectors: { selectPassword: (s) => s },
});

export const passwordActions = passwordSlice.actions;
export const { selectPassword } = passwordSlice.selectors;
