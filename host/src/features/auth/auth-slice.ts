import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@tessera/shared';

export interface LoginCredentials {
  username: string;
  password: string;
  captcha?: string;
}

export interface FormError {
  /** i18n key in the common namespace (errors.*). */
  key: string;
  /** The gateway's own message, shown when no specific key exists. */
  message?: string;
}

export interface AuthState {
  /** `unknown` until the boot check of a stored token is done. */
  status: 'unknown' | 'out' | 'in';
  member: MemberInfo | null;
  submitting: boolean;
  error: FormError | null;
  captchaRequired: boolean;
  /** data: URL of the captcha PNG. */
  captchaImage: string | null;
  loginModalOpen: boolean;
  logoutConfirmOpen: boolean;
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
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSubmitted(state, _action: PayloadAction<LoginCredentials>) {
      state.submitting = true;
      state.error = null;
    },
    loginSucceeded(state, action: PayloadAction<MemberInfo>) {
      state.status = 'in';
      state.member = action.payload;
      state.submitting = false;
      state.error = null;
      state.captchaRequired = false;
      state.captchaImage = null;
      state.loginModalOpen = false;
    },
    loginFailed(state, action: PayloadAction<{ error: FormError; captchaRequired: boolean }>) {
      state.submitting = false;
      state.error = action.payload.error;
      state.captchaRequired = state.captchaRequired || action.payload.captchaRequired;
    },
    captchaRequested() {},
    captchaLoaded(state, action: PayloadAction<string>) {
      state.captchaImage = action.payload;
    },
    sessionRestored(state, action: PayloadAction<MemberInfo>) {
      state.status = 'in';
      state.member = action.payload;
    },
    sessionEnded(state) {
      state.status = 'out';
      state.member = null;
      state.logoutConfirmOpen = false;
    },
    /** A call answered 401: the session is gone (expired, or logged in elsewhere). */
    sessionExpired() {},
    loginModalOpened(state) {
      state.loginModalOpen = true;
      state.error = null;
    },
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
  },
});

export const authActions = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (s: WithAuth) => s.auth;
export const selectIsLoggedIn = (s: WithAuth) => s.auth.status === 'in';
export const selectMember = (s: WithAuth) => s.auth.member;
export const selectLoginModalOpen = (s: WithAuth) => s.auth.loginModalOpen;
export const selectLogoutConfirmOpen = (s: WithAuth) => s.auth.logoutConfirmOpen;
