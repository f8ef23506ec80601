import { forwardBusEvents, toErrorInfo, type MemberInfo, type MemberProfile } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { changePassword, fetchMemberInfo, fetchProfile, balanceChanged, saveProfile } from './security-center-api';
import {
  balanceReceived,
  balanceRefreshRequested,
  balanceRefreshSettled,
  infoFailed,
  infoLoaded,
  infoRetried,
  passwordChanged,
  passwordFailed,
  passwordSubmitted,
  profileFailed,
  profileLoaded,
  profileSaved,
  profileSaveFailed,
  profileSubmitted,
  securityCenterOpened,
} from './security-center-slice';

/** How long the balance placeholder waits for the host's answer before showing the last value again. */
export const BALANCE_REFRESH_TIMEOUT_MS = 10_000;

export function* loadMemberInfo(): SagaIterator {
  try {
    const info: MemberInfo = yield call(fetchMemberInfo);
    yield put(infoLoaded(info));
  } catch (e) {
    yield put(infoFailed(toErrorInfo(e)));
  }
}

export function* loadProfile(): SagaIterator {
  try {
    const profile: MemberProfile = yield call(fetchProfile);
    yield put(profileLoaded(profile));
  } catch (e) {
    yield put(profileFailed(toErrorInfo(e)));
  }
}

function* loadPage(): SagaIterator {
  yield all([call(loadMemberInfo), call(loadProfile)]);
}

export function* submitProfile(action: ReturnType<typeof profileSubmitted>): SagaIterator {
  try {
    const profile: MemberProfile = yield call(saveProfile, action.payload);
    yield put(profileSaved(profile));
  } catch (e) {
    yield put(profileSaveFailed(toErrorInfo(e)));
  }
}

export function* submitPassword(action: ReturnType<typeof passwordSubmitted>): SagaIterator {
  try {
    yield call(changePassword, action.payload);
    yield put(passwordChanged());
  } catch (e) {
    yield put(passwordFailed(toErrorInfo(e)));
  }
}

export function* refreshBalance(): SagaIterator {
  yield call(balanceChanged, 'asked');
  // A host that answers inside the emit is still heard: its forwarded action is put after this take.
  yield race({ balance: take(balanceReceived.type), timeout: delay(BALANCE_REFRESH_TIMEOUT_MS) });
  yield put(balanceRefreshSettled());
}

export function* securityCenterSaga(): SagaIterator {
  yield fork(forwardBusEvents, { 'wallet:balance': () => balanceReceived() });
  yield takeLatest([securityCenterOpened.type, infoRetried.type], loadPage);
  yield takeLeading(profileSubmitted.type, submitProfile);
  yield takeLeading(passwordSubmitted.type, submitPassword);
  yield takeLeading(balanceRefreshRequested.type, refreshBalance);
}
