import { toErrorInfo, type VendorLane } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { prizeModeResolved } from '../../common/app-actions';
import { prizeModeOf } from '../../common/prize-mode';
import type { PrizeMode } from '../../common/prize-modes';
import { fetchPopular, fetchVendorLanes } from './popular-api';
import { gamesOf, popularFailed, popularLoaded, popularRequested, popularWidgetOpened } from './popular-slice';

function* loadPopular(action: ReturnType<typeof prizeModeResolved>): SagaIterator {
  yield put(popularRequested());
  yield call(fetchInto, action.payload);
}

/** The home widget: the prize mode from the vendor lanes (as on /lottery), then the list. */
function* loadForWidget(): SagaIterator {
  try {
    const lanes: VendorLane[] = yield call(fetchVendorLanes);
    yield call(fetchInto, prizeModeOf(lanes));
  } catch (e) {
    yield put(popularFailed(toErrorInfo(e)));
  }
}

function* fetchInto(prizeMode: PrizeMode): SagaIterator {
  try {
    const answer: unknown = yield call(fetchPopular, prizeMode);
    yield put(popularLoaded(gamesOf(answer)));
  } catch (e) {
    yield put(popularFailed(toErrorInfo(e)));
  }
}

export function* popularSaga(): SagaIterator {
  yield takeLatest(prizeModeResolved.type, loadPopular);
  yield takeLatest(popularWidgetOpened.type, loadForWidget);
}
