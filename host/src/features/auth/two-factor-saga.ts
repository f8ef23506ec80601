/**
 * The second step of a login from an unregistered IP (docs/product.md#login-from-an-unregistered-ip), run inside the login
 * saga: show the dialog, take codes until one is right (each wrong one shown in the dialog), and hand
 * back the login's value; null when the player gives up. A challenge the gateway closed (expired, too
 * many wrong codes) is thrown to the login saga, whose form then shows why and takes a new login.
 */
import { call, put, race, take } from 'redux-saga/effects';
import { isApiError, toErrorInfo, type LoginIpChallenge, type LoginValue, type LoginVerificationValue } from '@tessera/shared';
import { authApi } from './auth-api';
import { twoFactorActions } from './two-factor-slice';

/** The challenge is gone: the player must log in again. */
export const LOGIN_VERIFICATION_EXPIRED = 'login.verification.expired';

function isLoginValue(v: LoginVerificationValue): v is LoginValue {
  return typeof (v as LoginValue).token === 'string';
}

export function* verifyLoginIp(challenge: LoginIpChallenge) {
  yield put(twoFactorActions.twoFactorRequired({ ticket: challenge.ticket, mobile: challenge.mobile }));
  try {
    for (;;) {
      const { submit } = (yield race({ submit: take(twoFactorActions.twoFactorCodeSubmitted), cancel: take(twoFactorActions.twoFactorCancelled) })) as {
        submit?: ReturnType<typeof twoFactorActions.twoFactorCodeSubmitted>;
      };
      if (!submit) return null;
      try {
        const value: LoginVerificationValue = yield call(authApi.loginVerification, { ticket: challenge.ticket, verificationCode: submit.payload.trim() });
        if (isLoginValue(value)) return value;
        yield put(twoFactorActions.twoFactorCodeRejected({ kind: 'invalid', i18nKey: 'errors.invalidAnswer' }));
      } catch (e) {
        if (isApiError(e) && (e.code === LOGIN_VERIFICATION_EXPIRED || e.kind === 'unauthorized')) throw e;
        yield put(twoFactorActions.twoFactorCodeRejected(toErrorInfo(e)));
      }
    }
  } finally {
    // Whichever way it ends (done, given up, thrown, or a newer login taking over), the dialog goes.
    yield put(twoFactorActions.twoFactorClosed());
  }
}
