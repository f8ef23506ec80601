import { toErrorInfo, type UplineTransferInfo } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { createSubmission, type Submission } from '../../common/submission';
import { fetchUplineInfo, balanceChanged, sendToUpline } from './transfer-upline-api';
import { infoFailed, infoLoaded, transferUplineOpened, uplineTransferDone, uplineTransferFailed, uplineTransferSubmitted } from './transfer-upline-slice';

export function* loadInfo(): SagaIterator {
  try {
    const info: UplineTransferInfo = yield call(fetchUplineInfo);
    yield put(infoLoaded(info));
  } catch (e) {
    yield put(infoFailed(toErrorInfo(e)));
  }
}

/** A re-submit after an unanswered one reuses its requestId (common/submission.ts): one transfer, not two. */
export function* submit(submission: Submission, action: ReturnType<typeof uplineTransferSubmitted>): SagaIterator {
  const requestId = submission.id();
  try {
    const info: UplineTransferInfo = yield call(sendToUpline, { ...action.payload, requestId });
    submission.answered();
    yield put(uplineTransferDone(info));
    yield call(balanceChanged, 'transfer');
  } catch (e) {
    submission.answered(e);
    yield put(uplineTransferFailed(toErrorInfo(e)));
  }
}

export function* transferUplineSaga(): SagaIterator {
  yield takeLatest(transferUplineOpened.type, loadInfo);
  yield takeLeading(uplineTransferSubmitted.type, submit, createSubmission());
}
