import { toErrorInfo, type UplineTransferInfo } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchUplineInfo, newRequestId, requestBalanceRefresh, sendToUpline } from './transfer-upline-api';
import { infoFailed, infoLoaded, transferUplineOpened, uplineTransferDone, uplineTransferFailed, uplineTransferSubmitted } from './transfer-upline-slice';

export function* loadInfo(): SagaIterator {
  try {
    const info: UplineTransferInfo = yield call(fetchUplineInfo);
    yield put(infoLoaded(info));
  } catch (e) {
    yield put(infoFailed(toErrorInfo(e)));
  }
}

export function* submit(action: ReturnType<typeof uplineTransferSubmitted>): SagaIterator {
  const requestId: string = yield call(newRequestId);
  try {
    const info: UplineTransferInfo = yield call(sendToUpline, { ...action.payload, requestId });
    yield put(uplineTransferDone(info));
    yield call(requestBalanceRefresh);
  } catch (e) {
    yield put(uplineTransferFailed(toErrorInfo(e)));
  }
}

export function* transferUplineSaga(): SagaIterator {
  yield takeLatest(transferUplineOpened.type, loadInfo);
  yield takeLeading(uplineTransferSubmitted.type, submit);
}
