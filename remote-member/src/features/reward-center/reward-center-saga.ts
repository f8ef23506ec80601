import { toErrorInfo, type RewardPromotionsValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { promotionsCounted } from '../../app/badges';
import { applyForActivity, fetchPromotions, requestBalanceRefresh, takePart } from './reward-center-api';
import { actionDone, actionFailed, applicationSubmitted, promotionsFailed, promotionsLoaded, rewardCenterOpened, takePartRequested } from './reward-center-slice';

export function* loadPromotions(): SagaIterator {
  try {
    const promotions: RewardPromotionsValue = yield call(fetchPromotions);
    yield put(promotionsLoaded(promotions));
    yield put(promotionsCounted(promotions.available));
  } catch (e) {
    yield put(promotionsFailed(toErrorInfo(e)));
  }
}

function* afterAction(id: number, before: 'claim' | 'other', promotions: RewardPromotionsValue): SagaIterator {
  yield put(actionDone({ id, promotions }));
  yield put(promotionsCounted(promotions.available));
  // A claimed bonus is money in main: the header shows it.
  if (before === 'claim') yield call(requestBalanceRefresh);
}

export function* sendTakePart(action: ReturnType<typeof takePartRequested>): SagaIterator {
  try {
    const promotions: RewardPromotionsValue = yield call(takePart, action.payload);
    const claimed = promotions.list.find((p) => p.id === action.payload)?.status === 'claimed';
    yield call(afterAction, action.payload, claimed ? 'claim' : 'other', promotions);
  } catch (e) {
    yield put(actionFailed({ id: action.payload, error: toErrorInfo(e) }));
  }
}

export function* sendApplication(action: ReturnType<typeof applicationSubmitted>): SagaIterator {
  try {
    const promotions: RewardPromotionsValue = yield call(applyForActivity, action.payload);
    yield call(afterAction, action.payload.promotionId, 'other', promotions);
  } catch (e) {
    yield put(actionFailed({ id: action.payload.promotionId, error: toErrorInfo(e) }));
  }
}

export function* rewardCenterSaga(): SagaIterator {
  yield takeLatest(rewardCenterOpened.type, loadPromotions);
  yield takeLeading(takePartRequested.type, sendTakePart);
  yield takeLeading(applicationSubmitted.type, sendApplication);
}
