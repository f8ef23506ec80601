/**
 * Back online (the host's `connection:restored`): the menu, the draws and the popular list that failed while the
 * connection was gone are asked for again without a tap, as the host's notice promised; what loaded stays.
 */
import { forwardBusEvents } from '@tessera/shared';
import { createAction } from '@tessera/shared/toolkit';
import type { SagaIterator } from 'redux-saga';
import { fork, put, select, takeLatest } from 'redux-saga/effects';
import { drawsRetried, selectDraws } from '../features/draws/draws-slice';
import { menuRetried, selectMenu } from '../features/menu/menu-slice';
import { popularWidgetOpened } from '../features/popular/popular-slice';
import type { RootState } from '../common/store';

export const connectionReturned = createAction('lottery/connectionReturned');

export function* healLottery(): SagaIterator {
  const menu: ReturnType<typeof selectMenu> = yield select(selectMenu);
  // A menu asked for again resolves the prize mode again, and the draws and the popular strip follow it.
  if (menu.status === 'failed' && menu.path) {
    yield put(menuRetried(menu.path));
    return;
  }
  const draws: ReturnType<typeof selectDraws> = yield select(selectDraws);
  if (draws.status === 'failed') yield put(drawsRetried());
  const popular: RootState['popular'] = yield select((s: RootState) => s.popular);
  if (popular.status === 'failed') yield put(popularWidgetOpened());
}

export function* connectionHealSaga(): SagaIterator {
  yield takeLatest(connectionReturned.type, healLottery);
  yield fork(forwardBusEvents, { 'connection:restored': () => connectionReturned() });
}
