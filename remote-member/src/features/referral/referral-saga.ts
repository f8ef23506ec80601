import { toErrorInfo, type ReferralDetails } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { copyText, fetchReferral } from './referral-api';
import { copyFinished, copyRequested, referralFailed, referralLoaded, referralOpened, selectDetails } from './referral-slice';

export function* loadReferral(): SagaIterator {
  try {
    const details: ReferralDetails = yield call(fetchReferral);
    yield put(referralLoaded(details));
  } catch (e) {
    yield put(referralFailed(toErrorInfo(e)));
  }
}

export function* copyLink(): SagaIterator {
  const details: ReferralDetails | null = yield select(selectDetails);
  if (!details) return;
  const ok: boolean = yield call(copyText, details.link);
  yield put(copyFinished(ok));
}

export function* referralSaga(): SagaIterator {
  yield takeLatest(referralOpened.type, loadReferral);
  yield takeLatest(copyRequested.type, copyLink);
}
