/**
 * Login (username or SMS), free play, a session handed out by registration, session restore, logout and
 * session expiry (docs/product.md#login, docs/product.md#free-play, docs/product.md#session). The token goes
 * to session storage (docs/product.md#session-storage). `announceSession` is the one place that tells
 * remotes over the bus who is logged in (never the password).
 */
import { all, call, delay, fork, getContext, put, takeEvery, takeLatest, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { bus, forwardBusEvents, isApiError, toErrorInfo, type GeetestV4Result, type LoginValue, type MemberInfo, type SessionChanged } from '@tessera/shared';
import { firstLoginHappened, loginRequested, loginWith, passwordChangeRequired, sessionEnded, sessionIssued, sessionStarted, siteStatusKnown } from '../../app/app-actions';
import { sliderCaptcha } from '../../app/slider-captcha/slider-captcha-saga';
import { authApi } from './auth-api';
import { authActions, type LoginCredentials } from './auth-slice';
import { loginIpChallenge } from './login-ip-challenge';
import type * as TwoFactor from './two-factor-saga';
import {
  clearSession,
  dropToken,
  markPasswordChange,
  moduleOn,
  passwordChangePending,
  rememberLogin,
  rememberSession,
  rememberedSession,
  storedMember,
  storedToken,
  storedUsername,
  storeMember,
  storeToken,
} from './session-store';

export interface Navigator {
  navigate(to: string): unknown;
}

/** Member info is asked again this many times, RESTORE_BACKOFF_MS × attempt apart, before the stored identity is used. */
export const RESTORE_RETRIES = 2;
export const RESTORE_BACKOFF_MS = 1000;

/** The platform's weak default password, which must change at once (docs/product.md#passwords). */
export const WEAK_DEFAULT_PASSWORD = '123456';

/**
 * Whether this login must change its password first: the weak default, or an expired password while the
 * expiry policy (PWDEXPFORCECHANGE3) is on; never for SMS logins (docs/product.md#login step 5).
 */
export function mustChangePassword(type: LoginCredentials['type'], password: string, value: LoginValue, policyOn: boolean): boolean {
  if (type === 'sms') return false;
  return password === WEAK_DEFAULT_PASSWORD || (!!value.passwordExpired && policyOn);
}

function* goHome() {
  const router: Navigator = yield getContext('router');
  yield call([router, router.navigate], '/');
}

/** Loads the member of a fresh token and starts the session. */
function* startSession(value: LoginValue, username: string) {
  yield call(storeToken, value);
  const member: MemberInfo = yield call(authApi.memberInfo);
  yield call(storeMember, member, username);
  yield put(sessionStarted({ member, username, fresh: true }));
}

// The code dialog's saga loads with the first challenge: most logins never meet one.
const loadTwoFactor = () => import(/* webpackChunkName: "two-factor" */ './two-factor-saga');

function* login({ payload }: PayloadAction<LoginCredentials>) {
  const username = payload.username.trim();
  const password = payload.password.trim();
  const type = payload.type ?? 'username';
  try {
    let value: LoginValue | null;
    try {
      // The slider first, not for an SMS login (docs/product.md#login step 2); a closed one fails this login.
      const geetestValidateV4: GeetestV4Result | undefined = type === 'sms' ? undefined : yield* sliderCaptcha('login');
      value = yield call(authApi.login, { username, password, captcha: payload.captcha?.trim() || undefined, type, geetestValidateV4 });
    } catch (e) {
      // A right password from an unregistered IP: the SMS code of the two-factor dialog finishes it.
      const challenge = loginIpChallenge(e);
      if (!challenge) throw e;
      const twoFactor: typeof TwoFactor = yield call(loadTwoFactor);
      value = yield* twoFactor.verifyLoginIp(challenge);
    }
    if (!value) {
      yield put(authActions.loginAbandoned());
      return;
    }
    const policyOn: boolean = yield call(moduleOn, 'PWDEXPFORCECHANGE3');
    const forced = mustChangePassword(type, password, value, policyOn);
    yield call(markPasswordChange, forced);
    if (payload.remember !== undefined) yield call(rememberLogin, payload.remember && type === 'username' ? username : null);
    // Before the session starts, so what follows the session (the popups) knows it was the first login.
    if (value.firstTimeLogin) yield put(firstLoginHappened());
    yield* startSession(value, username);
    if (payload.remember !== undefined) yield call(rememberSession, payload.remember && type === 'username' ? value.token : null);
    if (forced) yield put(passwordChangeRequired());
    else if (payload.source !== 'modal') yield* goHome();
  } catch (e) {
    yield call(dropToken);
    const captchaRequired = isApiError(e) && e.needsCaptcha;
    yield put(authActions.loginFailed({ error: toErrorInfo(e), captchaRequired }));
    if (captchaRequired) yield put(authActions.captchaRequested());
  }
}

function* loginFromApp({ payload }: ReturnType<typeof loginWith>) {
  yield* login({ type: authActions.loginSubmitted.type, payload: { ...payload, source: 'header' } });
}

function* issued({ payload }: ReturnType<typeof sessionIssued>) {
  try {
    yield call(markPasswordChange, false);
    // A registration is the member's first login (the gateway answers firstTimeLogin).
    if (payload.value.firstTimeLogin) yield put(firstLoginHappened());
    yield* startSession(payload.value, payload.username);
    yield* goHome();
  } catch (e) {
    yield call(dropToken);
    yield put(authActions.loginFailed({ error: toErrorInfo(e), captchaRequired: false }));
  }
}

function* freePlay() {
  try {
    const value: LoginValue = yield call(authApi.freePlay);
    yield call(markPasswordChange, false);
    yield* startSession(value, String(value.userName ?? ''));
    yield* goHome();
  } catch (e) {
    yield call(dropToken);
    yield put(authActions.freePlayFailed(toErrorInfo(e)));
  }
}

function* fetchCaptcha() {
  try {
    const png: string = yield call(authApi.captcha);
    yield put(authActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch (e) {
    yield put(authActions.loginFailed({ error: toErrorInfo(e), captchaRequired: true }));
  }
}

function* restoreSession({ payload }: ReturnType<typeof siteStatusKnown>) {
  // Under maintenance or region block the gateway refuses member info: keep the token for later.
  if (!payload.open) return;
  let token: string | null = yield call(storedToken);
  if (!token) {
    // A new tab within a day of a remembered login starts logged in (the gateway still checks the token).
    token = yield call(rememberedSession);
    if (token) yield call(storeToken, { token });
  }
  if (!token) {
    yield put(sessionEnded());
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const member: MemberInfo = yield call(authApi.memberInfo);
      const username: string = (yield call(storedUsername)) || member.account;
      yield call(storeMember, member, username);
      yield put(sessionStarted({ member, username, fresh: false }));
      // A reload does not get round a forced change (docs/product.md#login): it opens again.
      if ((yield call(passwordChangePending)) as boolean) yield put(passwordChangeRequired());
      return;
    } catch (e) {
      // Only the gateway saying the session is gone ends it; a 503, network failure, timeout or unreadable
      // answer keeps the token (docs/architecture.md#client-errors): retry, then continue from the stored identity.
      if ((isApiError(e) && e.kind === 'unauthorized') || attempt > RESTORE_RETRIES) {
        const member: MemberInfo | null = isApiError(e) && e.kind === 'unauthorized' ? null : yield call(storedMember);
        if (member) {
          yield put(sessionStarted({ member, username: (yield call(storedUsername)) || member.account, fresh: false }));
          if ((yield call(passwordChangePending)) as boolean) yield put(passwordChangeRequired());
        } else {
          yield call(clearSession);
          yield put(sessionEnded());
        }
        return;
      }
      yield delay(RESTORE_BACKOFF_MS * attempt);
    }
  }
}

function* logout() {
  try {
    yield call(authApi.logout);
  } catch {
    // The session ends locally whatever the gateway says (docs/product.md#session).
  } finally {
    yield call(clearSession);
  }
  yield put(sessionEnded());
  yield* goHome();
}

function* expire() {
  yield call(clearSession);
  yield put(sessionEnded());
  yield put(loginRequested());
}

function sessionEvent(action: ReturnType<typeof sessionStarted> | ReturnType<typeof sessionEnded>): SessionChanged {
  if (!sessionStarted.match(action)) return { status: 'out' };
  const { member, username } = action.payload;
  return {
    status: 'in',
    account: member.account,
    username,
    nickname: member.nickname,
    customerId: member.id,
    accountType: member.type,
    rankLevel: member.clubLabel?.rankLevel,
  };
}

function* announceSession(action: ReturnType<typeof sessionStarted> | ReturnType<typeof sessionEnded>) {
  yield call([bus, bus.emit], 'session:changed', sessionEvent(action));
}

export function* authSaga() {
  yield all([
    takeLatest(authActions.loginSubmitted, login),
    takeLatest(loginWith, loginFromApp),
    takeLatest(sessionIssued, issued),
    takeLatest(authActions.freePlayRequested, freePlay),
    throttle(1000, authActions.captchaRequested, fetchCaptcha),
    takeLatest(siteStatusKnown, restoreSession),
    takeLatest(authActions.logoutConfirmed, logout),
    takeLatest(authActions.sessionExpired, expire),
    takeEvery([sessionStarted, sessionEnded], announceSession),
    fork(forwardBusEvents, { 'ui:open-login': () => loginRequested() }),
  ]);
}
