import { toErrorInfo, type RewardPromotionsValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { promotionsCounted } from '../../common/badges';
import { applyForActivity, fetchPromotions, balanceChanged, takePart } from './reward-center-api';
import { actionDone, actionFailed, applicationSubmitted, applicationsWatched, promotionsFailed, promotionsLoaded, rewardCenterOpened, selectPromotions, takePartRequested } from './reward-center-slice';

/** How often the page asks again while an application waits for its review. */
export const REVIEW_POLL_MS = 2_000;

const applying = (p: RewardPromotionsValue | null) => !!p?.list.some((x) => x.status === 'applying');

/**
 * Whether a bonus was paid since `before`: an application then waiting is now issued. Without an earlier
 * list (the centre was closed meanwhile), any issued bonus counts: one balance read too many costs less
 * than a header that misses the credit.
 */
export function bonusIssued(before: RewardPromotionsValue | null, after: RewardPromotionsValue): boolean {
  const issued = after.list.filter((p) => p.status === 'issued' && p.bonus > 0);
  if (!before) return issued.length > 0;
  const waited = new Set(before.list.filter((p) => p.status === 'applying').map((p) => p.id));
  return issued.some((p) => waited.has(p.id));
}

/** Reads the promotions; a bonus issued since the last read reaches the header through `wallet:changed`. */
function* readPromotions(): SagaIterator {
  const before: RewardPromotionsValue | null = yield select(selectPromotions);
  const promotions: RewardPromotionsValue = yield call(fetchPromotions);
  yield put(promotionsLoaded(promotions));
  yield put(promotionsCounted(promotions.available));
  if (bonusIssued(before, promotions)) yield call(balanceChanged, 'bonus');
}

/** While an application waits, asks again until it is reviewed (issued or rejected); stops on a failed read. */
export function* watchApplications(): SagaIterator {
  while (applying((yield select(selectPromotions)) as RewardPromotionsValue | null)) {
    yield delay(REVIEW_POLL_MS);
    try {
      yield call(readPromotions);
    } catch {
      return;
    }
  }
}

export function* loadPromotions(): SagaIterator {
  try {
    yield call(readPromotions);
  } catch (e) {
    yield put(promotionsFailed(toErrorInfo(e)));
    return;
  }
  yield call(watchApplications);
}

function* afterAction(id: number, before: 'claim' | 'other', promotions: RewardPromotionsValue): SagaIterator {
  yield put(actionDone({ id, promotions }));
  yield put(promotionsCounted(promotions.available));
  // A claimed bonus is money in main: the header shows it.
  if (before === 'claim') yield call(balanceChanged, 'bonus');
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
    return;
  }
  // The application waits for review: watch it (a new open restarts the watch, takeLatest below).
  yield put(applicationsWatched());
}

export function* rewardCenterSaga(): SagaIterator {
  yield takeLatest([rewardCenterOpened.type, applicationsWatched.type], function* (action: { type: string }) {
    if (applicationsWatched.match(action)) yield call(watchApplications);
    else yield call(loadPromotions);
  });
  yield takeLeading(takePartRequested.type, sendTakePart);
  yield takeLeading(applicationSubmitted.type, sendApplication);
}
