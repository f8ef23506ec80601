import { toErrorInfo, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { missionsCounted } from '../../common/badges';
import { fetchLeaderboard, fetchMissionSummary } from './mission-leaderboard-api';
import { missionsFailed, missionsLoaded, missionsOpened } from './mission-leaderboard-slice';

/** The summary and the board together; the menu's badge follows the summary just read. */
export function* loadMissions(): SagaIterator {
  try {
    const [summary, board]: [MissionSummary, MissionLeaderboardValue] = yield all([call(fetchMissionSummary), call(fetchLeaderboard)]);
    yield put(missionsLoaded({ summary, board }));
    yield put(missionsCounted(summary.open));
  } catch (e) {
    yield put(missionsFailed(toErrorInfo(e)));
  }
}

export function* missionLeaderboardSaga(): SagaIterator {
  yield takeLatest(missionsOpened.type, loadMissions);
}
