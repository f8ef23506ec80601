import type { PayloadAction } from '@reduxjs/toolkit';
import { bus } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { currentUsername, readFavourites, writeFavourites } from './favourites-storage';
import { favouriteToggled, favouritesLoaded, favouritesOpened } from './favourites-slice';

function* loadFavourites(): SagaIterator {
  const username: string | null = yield call(currentUsername);
  const ids: number[] = username ? yield call(readFavourites, username) : [];
  yield put(favouritesLoaded({ username, ids }));
}

function* toggleFavourite(action: PayloadAction<number>): SagaIterator {
  const username: string | null = yield call(currentUsername);
  if (!username) {
    // Favourites need a login (spec §4): ask the host to open its login popup.
    yield call([bus, bus.emit], 'ui:open-login', { reason: 'lottery-favourite' });
    return;
  }
  // Storage, not the store, is the truth: another tab of the same player may have changed it.
  const ids: number[] = yield call(readFavourites, username);
  const next = ids.includes(action.payload) ? ids.filter((id) => id !== action.payload) : [...ids, action.payload];
  yield call(writeFavourites, username, next);
  yield put(favouritesLoaded({ username, ids: next }));
}

export function* favouritesSaga(): SagaIterator {
  yield takeLatest(favouritesOpened.type, loadFavourites);
  yield takeEvery(favouriteToggled.type, toggleFavourite);
}
