import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, MemberInfo } from '@tessera/shared';
import { loginRequested, loginWith, sessionEnded, sessionStarted } from '../../app/app-actions';

export interface LoginCredentials {
  /** Username, or the mobile number on the SMS tab. */
  username: string;
  /** Password, or the SMS code on the SMS tab. */
  password: string;
  captcha?: string;
  type?: 'username' | 'sms';
  /** Where the form was: a header login goes to '/' after success (docs/product.md#login). */
  source?: 'header' | 'modal' | 'page';
  /** Remember-me ticked (true) or unticked (false); undefined leaves what is remembered as it is. */
  remember?: boolean;
}

export interface AuthState {
  /** `unknown` until the boot check of a stored token is done. */
  status: 'unknown' | 'out' | 'in';
  member: MemberInfo | null;
  submitting: boolean;
  error: ErrorInfo | null;
  captchaRequired: boolean;
  /** data: URL of the captcha PNG. */
  captchaImage: string | null;
  loginModalOpen: boolean;
  logoutConfirmOpen: boolean;
  /** Free play under way, and its failure. */
  freePlay: { busy: boolean; error: ErrorInfo | null };
}

const initialState: AuthState = {
  status: 'unknown',
  member: null,
  submitting: false,
  error: null,
  captchaRequired: false,
  captchaImage: null,
  loginModalOpen: false,
  logoutConfirmOpen: false,
  freePlay: { busy: false, error: null },
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<LoginCredentials>) {
      state.submitting = true;
      state.error = null;
    },
    loginFailed(state, action: PayloadAction<{ error: ErrorInfo; captchaRequired: boolean }>) {
      state.submitting = false;
      state.error = action.payload.error;
      state.captchaRequired = state.captchaRequired || action.payload.captchaRequired;
    },
    /** The player gave up a login half-way (closed the two-factor dialog). */
    loginAbandoned(state) {
      state.submitting = false;
    },
    captchaRequested() {},
    captchaLoaded(state, action: PayloadAction<string>) {
      state.captchaImage = action.payload;
    },
    /** A call answered 401: the session is gone (expired, or logged in elsewhere). */
    sessionExpired() {},
    loginModalClosed(state) {
      state.loginModalOpen = false;
      state.error = null;
    },
    logoutRequested(state) {
      state.logoutConfirmOpen = true;
    },
    logoutCancelled(state) {
      state.logoutConfirmOpen = false;
    },
    logoutConfirmed(state) {
      state.logoutConfirmOpen = false;
    },
    freePlayRequested(state) {
      state.freePlay = { busy: true, error: null };
    },
    freePlayFailed(state, action: PayloadAction<ErrorInfo>) {
      state.freePlay = { busy: false, error: action.payload };
    },
    freePlayErrorDismissed(state) {
      state.freePlay.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.status = 'in';
        state.member = action.payload.member;
        state.submitting = false;
        state.error = null;
        state.captchaRequired = false;
        state.captchaImage = null;
        state.loginModalOpen = false;
        state.freePlay = { busy: false, error: null };
      })
      .addCase(sessionEnded, (state) => {
        state.status = 'out';
        state.member = null;
        state.logoutConfirmOpen = false;
      })
      .addCase(loginWith, (state) => {
        state.submitting = true;
        state.error = null;
      })
      .addCase(loginRequested, (state) => {
        state.loginModalOpen = true;
        state.error = null;
      });
  },
});

export const authActions = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth) => s.auth;
// The shell's parts read only the field they show: a component reading the whole slice re-renders (header, nav, side
// bar and all) on every change of it, the login sheet's opening among them.
export const selectAuthStatus = (s: WithAuth) => s.auth.status;
export const selectMember = (s: WithAuth) => s.auth.member;
export const selectFreePlayError = (s: WithAuth) => s.auth.freePlay.error;
export const selectLoginModalOpen = (s: WithAuth) => s.auth.loginModalOpen;
export const selectLogoutConfirmOpen = (s: WithAuth) => s.auth.logoutConfirmOpen;
