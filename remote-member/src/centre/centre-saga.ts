import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { missionsCounted, promotionsCounted } from '../common/badges';
import { announceUnread, fetchMissionCount, fetchPromotionCount, fetchUnreadCount, hasSession } from './centre-api';
import { centreOpened } from './centre-slice';

/** Each time the centre opens, the badge counts are fetched afresh; a failed count leaves the last one. */
export function* loadBadges(): SagaIterator {
  if (!((yield call(hasSession)) as boolean)) return;
  yield all([call(loadUnread), call(loadPromotions), call(loadMissions)]);
}

function* loadUnread(): SagaIterator {
  try {
    const unread: number = yield call(fetchUnreadCount);
    if (Number.isFinite(unread)) yield call(announceUnread, unread);
  } catch {
    // the menu works without its badges
  }
}

function* loadPromotions(): SagaIterator {
  try {
    const count: number = yield call(fetchPromotionCount);
    yield put(promotionsCounted(count));
  } catch {
    // the menu works without its badges
  }
}

function* loadMissions(): SagaIterator {
  try {
    const count: number = yield call(fetchMissionCount);
    yield put(missionsCounted(count));
  } catch {
    // the menu works without its badges
  }
}

export function* centreSaga(): SagaIterator {
  yield takeLatest(centreOpened.type, loadBadges);
}
