/**
 * Forgot by e-mail (confirmation, modal closes), forgot by phone (set the password, then log in with it and
 * go to '/'), change password (then '/') (docs/product.md#passwords).
 */
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import { session, toErrorInfo } from '@tessera/shared';
import { loginWith } from '../../app/app-actions';
import { goHome } from '../../common/navigator';
import { passwordApi } from './password-api';
import { passwordActions } from './password-slice';

function* forgotByEmail({ payload }: PayloadAction<{ username: string; email: string }>) {
  try {
    yield call(passwordApi.forgotByEmail, payload.username.trim(), payload.email.trim());
    yield put(passwordActions.emailSent());
  } catch (e) {
    yield put(passwordActions.failed(toErrorInfo(e)));
  }
}

function* forgotByPhone({ payload }: PayloadAction<{ mobileNum: string; verificationCode: string; newPassword: string }>) {
  try {
    const answer: { username?: string } | null = yield call(passwordApi.setByPhone, {
      mobileNum: payload.mobileNum.trim(),
      verificationCode: payload.verificationCode.trim(),
      newPassword: payload.newPassword,
    });
    yield put(passwordActions.phoneReset());
    const username = answer && typeof answer.username === 'string' ? answer.username : payload.mobileNum.trim();
    yield put(loginWith({ username, password: payload.newPassword, type: 'username' }));
  } catch (e) {
    yield put(passwordActions.failed(toErrorInfo(e)));
  }
}

const clearForcedChange = () => session.set('cpw', null);

function* change({ payload }: PayloadAction<{ oldPassword: string; newPassword: string }>) {
  try {
    yield call(passwordApi.change, payload.oldPassword, payload.newPassword);
    yield call(clearForcedChange);
    yield put(passwordActions.changed());
    yield* goHome();
  } catch (e) {
    yield put(passwordActions.failed(toErrorInfo(e)));
  }
}

export function* passwordSaga() {
  yield all([
    takeLatest(passwordActions.forgotByEmailSubmitted, forgotByEmail),
    takeLatest(passwordActions.forgotByPhoneSubmitted, forgotByPhone),
    takeLatest(passwordActions.changeSubmitted, change),
  ]);
}
