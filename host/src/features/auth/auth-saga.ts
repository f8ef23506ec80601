/**
 * Login, session restore, logout and session expiry (spec §4 "Login", "Logout", "Start"). The token goes
 * to session storage under the keys of spec §3; the bus tells remotes who is logged in (never the password).
 */
import { all, call, getContext, put, takeEvery, takeLatest, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { bus, isApiError, session, type LoginValue, type MemberInfo } from '@tessera/shared';
import { appStarted } from '../../app/app-actions';
import { busChannel } from '../../app/bus-channel';
import { authApi } from './auth-api';
import { authActions, type FormError, type LoginCredentials } from './auth-slice';

export interface Navigator {
  navigate(to: string): unknown;
}

export function toFormError(e: unknown): FormError {
  if (isApiError(e)) return { key: e.i18nKey, message: e.kind === 'business' ? e.serverMessage : undefined };
  return { key: 'errors.unknown' };
}

/** Writes the member keys of spec §3 and announces the session on the bus. */
export function rememberMember(member: MemberInfo, username?: string): void {
  session.set('account', member.account);
  session.set('nickname', member.nickname);
  session.set('username', username ?? member.account);
  session.set('customerId', member.id);
  session.set('isAgent', member.type);
  session.set('toUpline', member.toUpline ?? false);
  session.set('memberLabel', member.clubLabel?.labelName);
  bus.emit('session:changed', {
    status: 'in',
    account: member.account,
    nickname: member.nickname,
    customerId: member.id,
    accountType: member.type,
    rankLevel: member.clubLabel?.rankLevel,
  });
}

function* login({ payload }: PayloadAction<LoginCredentials>) {
  const username = payload.username.trim();
  try {
    const value: LoginValue = yield call(authApi.login, {
      username,
      password: payload.password.trim(),
      captcha: payload.captcha?.trim() || undefined,
      type: 'username',
    });
    session.set('token', value.token);
    if (value.firstTimeLogin || value.passwordExpired) session.set('cpw', '1');
    const member: MemberInfo = yield call(authApi.memberInfo);
    rememberMember(member, username);
    yield put(authActions.loginSucceeded(member));
  } catch (e) {
    session.set('token', null);
    const captchaRequired = isApiError(e) && e.needsCaptcha;
    yield put(authActions.loginFailed({ error: toFormError(e), captchaRequired }));
    if (captchaRequired) yield put(authActions.captchaRequested());
  }
}

function* fetchCaptcha() {
  try {
    const png: string = yield call(authApi.captcha);
    yield put(authActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch (e) {
    yield put(authActions.loginFailed({ error: toFormError(e), captchaRequired: true }));
  }
}

function* restoreSession() {
  if (!session.token()) {
    yield put(authActions.sessionEnded());
    return;
  }
  try {
    const member: MemberInfo = yield call(authApi.memberInfo);
    rememberMember(member, session.get('username') ?? undefined);
    yield put(authActions.sessionRestored(member));
  } catch {
    session.clear();
    yield put(authActions.sessionEnded());
  }
}

function* logout() {
  try {
    yield call(authApi.logout);
  } catch {
    // The session ends locally whatever the gateway says (spec §4 "Logout").
  }
  session.clear();
  yield put(authActions.sessionEnded());
  const router: Navigator = yield getContext('router');
  yield call([router, router.navigate], '/');
}

function* expire() {
  session.clear();
  yield put(authActions.sessionEnded());
  yield put(authActions.loginModalOpened());
}

function announceLogout() {
  bus.emit('session:changed', { status: 'out' });
}

function* openLoginFromBus() {
  yield put(authActions.loginModalOpened());
}

export function* authSaga() {
  yield all([
    takeLatest(authActions.loginSubmitted, login),
    throttle(1000, authActions.captchaRequested, fetchCaptcha),
    takeLatest(appStarted, restoreSession),
    takeLatest(authActions.logoutConfirmed, logout),
    takeLatest(authActions.sessionExpired, expire),
    takeEvery(authActions.sessionEnded, announceLogout),
    takeEvery(busChannel('ui:open-login'), openLoginFromBus),
  ]);
}
