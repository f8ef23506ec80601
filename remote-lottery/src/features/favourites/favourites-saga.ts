import type { PayloadAction } from '@tessera/shared/toolkit';
import { bus, forwardBusEvents } from '@tessera/shared';
import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, fork, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { currentUsername, favouritesChanges, favouritesKey, isTrialSession, readFavourites, writeFavourites } from './favourites-storage';
import { favouriteToggled, favouritesLoaded, favouritesOpened } from './favourites-slice';

function* loadFavourites(): SagaIterator {
  if (yield call(isTrialSession)) {
    yield put(favouritesLoaded({ username: null, ids: [], trial: true }));
    return;
  }
  const username: string | null = yield call(currentUsername);
  const ids: number[] = username ? yield call(readFavourites, username) : [];
  yield put(favouritesLoaded({ username, ids, trial: false }));
}

function* toggleFavourite(action: PayloadAction<number>): SagaIterator {
  // Trial accounts keep no lottery favourites (docs/product.md#favourites); the view shows no star for them.
  if (yield call(isTrialSession)) return;
  const username: string | null = yield call(currentUsername);
  if (!username) {
    // Favourites need a login (docs/product.md#favourites): ask the host to open its login popup.
    yield call([bus, bus.emit], 'ui:open-login', { reason: 'lottery-favourite' });
    return;
  }
  // Storage, not the store, is the truth: another tab of the same player may have changed it.
  const ids: number[] = yield call(readFavourites, username);
  const next = ids.includes(action.payload) ? ids.filter((id) => id !== action.payload) : [...ids, action.payload];
  yield call(writeFavourites, username, next);
  yield put(favouritesLoaded({ username, ids: next, trial: false }));
}

/** Another tab starred or unstarred a game of the player shown here: read their list again. */
function* followOtherTabs(): SagaIterator {
  const changes: EventChannel<string> = yield call(favouritesChanges);
  try {
    for (;;) {
      const key: string = yield take(changes);
      const username: string | null = yield call(currentUsername);
      if (username && (key === '' || key === favouritesKey(username))) yield put(favouritesOpened());
    }
  } finally {
    changes.close();
  }
}

export function* favouritesSaga(): SagaIterator {
  yield takeLatest(favouritesOpened.type, loadFavourites);
  yield takeEvery(favouriteToggled.type, toggleFavourite);
  // Whose list to show follows the session: the current one on start, then each login or logout.
  yield fork(forwardBusEvents, { 'session:changed': () => favouritesOpened() });
  yield fork(followOtherTabs);
}
