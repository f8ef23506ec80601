/**
 * The announcement popups (docs/product.md#modals): a member gets the `A` popups after the session starts
 * (plus `F` on a first login), a visitor the `B` ones; each shows once per session, and none shows over a
 * forced password change. A failed fetch shows nothing: popups are not worth an error over the page.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@tessera/shared/toolkit';
import type { PopupItem } from './popups-api';
import { sessionEnded, sessionStarted } from '../../app/app-actions';
import { popupsApi, type PopupExecution } from './popups-api';
import { closedPopups, markPopupClosed, passwordChangeOwed, type PopupAudience } from './popup-store';
import { popupsActions, selectPopups, type PopupsState } from './popups-slice';

function* load(audience: PopupAudience, executions: PopupExecution[]) {
  try {
    const items: PopupItem[] = yield call(popupsApi.list, executions);
    const closed: number[] = yield call(closedPopups, audience);
    yield put(popupsActions.loaded({ audience, items: items.filter((p) => !closed.includes(p.id)) }));
  } catch {
    yield put(popupsActions.loaded({ audience, items: [] }));
  }
}

function* forMember() {
  const { firstLogin }: PopupsState = yield select(selectPopups);
  if ((yield call(passwordChangeOwed)) as boolean) return;
  yield* load('user', firstLogin ? ['A', 'F'] : ['A']);
}

function* forVisitor() {
  yield* load('anonymous', ['B']);
}

function* remember({ payload: id }: PayloadAction<number>) {
  const { audience }: PopupsState = yield select(selectPopups);
  yield call(markPopupClosed, audience, id);
}

export function* popupsSaga() {
  yield takeLatest(sessionStarted, forMember);
  yield takeLatest(sessionEnded, forVisitor);
  yield takeEvery(popupsActions.closed, remember);
}
