import type { PayloadAction } from '@reduxjs/toolkit';
import { bus, forwardBusEvents } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { currentUsername, isTrialSession, readFavourites, writeFavourites } from './favourites-storage';
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

export function* favouritesSaga(): SagaIterator {
  yield takeLatest(favouritesOpened.type, loadFavourites);
  yield takeEvery(favouriteToggled.type, toggleFavourite);
  // Whose list to show follows the session: the current one on start, then each login or logout.
  yield fork(forwardBusEvents, { 'session:changed': () => favouritesOpened() });
}
