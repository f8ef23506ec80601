/**
 * What only a visitor's action starts (docs/product.md#login, docs/product.md#free-play): logging in by username or
 * SMS with the slider and the login-IP check, a session handed out by registration, free play and the image captcha.
 * auth-saga.ts loads it with the first such action (or the first touch) and runs it under its own takers.
 */
import { call, put } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { flowOutcome } from '@tessera/shared/field';
import { bus, isApiError, toErrorInfo, type GeetestV4Result, type LoginValue, type MemberInfo } from '@tessera/shared';
import { firstLoginHappened, passwordChangeRequired, sessionStarted, type loginWith, type sessionIssued } from '../../app/app-actions';
import { sliderCaptcha } from '../../app/slider-captcha/slider-captcha-saga';
import { goHome } from '../../common/navigator';
import { authApi } from './auth-api';
import { authActions, type LoginCredentials } from './auth-slice';
import { loginIpChallenge } from './login-ip-challenge';
import { dropToken, markPasswordChange, moduleOn, rememberLogin, rememberSession, storeMember, storeToken } from './session-store';
import type * as TwoFactor from './two-factor-saga';

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

/** Loads the member of a fresh token and starts the session. */
function* startSession(value: LoginValue, username: string) {
  yield call(storeToken, value);
  const member: MemberInfo = yield call(authApi.memberInfo);
  yield call(storeMember, member, username);
  yield put(sessionStarted({ member, username, fresh: true }));
}

// The code dialog's saga loads with the first challenge: most logins never meet one.
const loadTwoFactor = () => import(/* webpackChunkName: "two-factor" */ './two-factor-saga');

export function* login({ payload }: PayloadAction<LoginCredentials>) {
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
    // Its outcome for the field data (docs/field-truth.md).
    yield call([bus, bus.emit], 'field:flow', flowOutcome('login', 'host'));
    if (forced) yield put(passwordChangeRequired());
    else if (payload.source !== 'modal') yield* goHome();
  } catch (e) {
    yield call(dropToken);
    const captchaRequired = isApiError(e) && e.needsCaptcha;
    const error = toErrorInfo(e);
    yield put(authActions.loginFailed({ error, captchaRequired }));
    yield call([bus, bus.emit], 'field:flow', flowOutcome('login', 'host', error));
    if (captchaRequired) yield put(authActions.captchaRequested());
  }
}

export function* loginFromApp({ payload }: ReturnType<typeof loginWith>) {
  yield* login({ type: authActions.loginSubmitted.type, payload: { ...payload, source: 'header' } });
}

export function* issued({ payload }: ReturnType<typeof sessionIssued>) {
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

export function* freePlay() {
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

export function* fetchCaptcha() {
  try {
    const png: string = yield call(authApi.captcha);
    yield put(authActions.captchaLoaded(`data:image/png;base64,${png}`));
  } catch (e) {
    yield put(authActions.loginFailed({ error: toErrorInfo(e), captchaRequired: true }));
  }
}
