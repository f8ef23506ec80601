/**
 * Login, free play and a registration's session (their flows load on first use: login-flow-saga.ts), session restore, logout and
 * session expiry (docs/product.md#login, docs/product.md#free-play, docs/product.md#session). The token goes
 * to session storage (docs/product.md#session-storage). `announceSession` is the one place that tells
 * remotes over the bus who is logged in (never the password).
 */
import { all, call, delay, fork, put, takeEvery, takeLatest, throttle } from 'redux-saga/effects';
import { bus, forwardBusEvents, isApiError, type MemberInfo, type SessionChanged } from '@tessera/shared';
import { loginRequested, loginWith, passwordChangeRequired, sessionEnded, sessionIssued, sessionStarted, siteStatusKnown } from '../../app/app-actions';
import { goHome } from '../../common/navigator';
import { authApi } from './auth-api';
import { authActions } from './auth-slice';
import { clearSession, passwordChangePending, rememberedSession, storedMember, storedToken, storedUsername, storeMember, storeToken } from './session-store';

/** Member info is asked again this many times, RESTORE_BACKOFF_MS × attempt apart, before the stored identity is used. */
export const RESTORE_RETRIES = 2;
export const RESTORE_BACKOFF_MS = 1000;

// Logging in, free play, a registration's session and the captcha: what only a visitor's action starts, in a chunk
// of its own that loads with the first such action, or at the visitor's first touch (warmLoginFlow).
const loadLoginFlow = () => import(/* webpackChunkName: "login-flow" */ './login-flow-saga');
type LoginFlow = Awaited<ReturnType<typeof loadLoginFlow>>;

/** Starts loading the login flow's chunk (the shell calls it at the first touch); a failure is retried on use. */
export function warmLoginFlow(): void {
  void loadLoginFlow().catch(() => undefined);
}

/** A saga of the login flow, run once its chunk has come (under the taker that asked for it, so it cancels alike). */
function fromLoginFlow<A extends unknown[]>(pick: (flow: LoginFlow) => (...args: A) => unknown) {
  return function* (...args: A) {
    const flow: LoginFlow = yield call(loadLoginFlow);
    yield call(pick(flow), ...args);
  };
}

const login = fromLoginFlow((flow) => flow.login);
const loginFromApp = fromLoginFlow((flow) => flow.loginFromApp);
const issued = fromLoginFlow((flow) => flow.issued);
const freePlay = fromLoginFlow((flow) => flow.freePlay);
const fetchCaptcha = fromLoginFlow((flow) => flow.fetchCaptcha);

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
