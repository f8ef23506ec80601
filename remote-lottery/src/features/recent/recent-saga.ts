import { forwardBusEvents, toErrorInfo } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, takeLatest } from 'redux-saga/effects';
import { lotteryLaunched } from '../../common/app-actions';
import { fetchRecent, hasSession } from './recent-api';
import { recentCleared, recentFailed, recentLoaded, recentRequested } from './recent-slice';

function* loadRecent(): SagaIterator {
  // Without a login there is no recent list, and nothing is fetched.
  if (!(yield call(hasSession))) {
    yield put(recentCleared());
    return;
  }
  try {
    const answer: unknown = yield call(fetchRecent);
    yield put(recentLoaded(Array.isArray(answer) ? answer.filter((g) => g && typeof g.gameCode === 'string') : []));
  } catch (e) {
    yield put(recentFailed(toErrorInfo(e)));
  }
}

export function* recentSaga(): SagaIterator {
  yield takeLatest([recentRequested.type, lotteryLaunched.type], loadRecent);
  yield fork(forwardBusEvents, { 'session:changed': () => recentRequested() });
}
