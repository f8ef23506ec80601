import { toErrorInfo, type ProfitLossValue } from '@tessera/shared';
import { toTimes, type DateRange } from '@tessera/shared/report';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { fetchProfitLoss } from './personal-profit-api';
import { profitFailed, profitLoaded, profitRequested, selectRange } from './personal-profit-slice';

/** Local midnights: the gateway counts whole days from the start, so its days are the member's days. */
export function* loadProfit(): SagaIterator {
  const range: DateRange = yield select(selectRange);
  try {
    const report: ProfitLossValue = yield call(fetchProfitLoss, toTimes(range));
    yield put(profitLoaded(report));
  } catch (e) {
    yield put(profitFailed(toErrorInfo(e)));
  }
}

export function* personalProfitSaga(): SagaIterator {
  yield takeLatest(profitRequested.type, loadProfit);
}
