/** The mini-game widget: stays away once dismissed in this session, else loads the quick games it offers. */
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toErrorInfo, type GameItem } from '@tessera/shared';
import { miniGameApi } from './mini-game-api';
import { miniGameActions } from './mini-game-slice';

function* load() {
  const dismissed: boolean = yield call(miniGameApi.dismissed);
  if (dismissed) {
    yield put(miniGameActions.wasDismissed());
    return;
  }
  try {
    const games: GameItem[] = yield call(miniGameApi.quickGames);
    yield put(miniGameActions.gamesLoaded(games));
  } catch (e) {
    // Nothing to offer: the widget stays hidden (it is an extra, the lobbies still list the games).
    yield put(miniGameActions.gamesFailed(toErrorInfo(e)));
  }
}

export function* miniGameSaga() {
  yield takeLatest(miniGameActions.miniGameShown, load);
  yield takeEvery(miniGameActions.miniGameDismissed, function* remember() {
    yield call(miniGameApi.rememberDismissed);
  });
}
