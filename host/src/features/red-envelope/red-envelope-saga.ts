/**
 * The red envelope: reads the running event (again at each login or logout), shows its popup by itself once
 * per session while the member has not opened it, opens it (the gateway pays once, whatever the clicks), then
 * asks the host's wallet to refresh the balance.
 */
import type { PayloadAction } from '@tessera/shared/toolkit';
import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toErrorInfo, type OpenRedEnvelopeValue, type RedEnvelopeValue } from '@tessera/shared';
import { loginRequested, walletRefreshRequested } from '../../app/app-actions';
import { popupMemory, redEnvelopeApi } from './red-envelope-api';
import { redEnvelopeActions } from './red-envelope-slice';

function* load() {
  try {
    const { event }: RedEnvelopeValue = yield call(redEnvelopeApi.current);
    const popup = !!event && !event.opened && !popupMemory.seen(event.eventId);
    if (event && popup) yield call(popupMemory.remember, event.eventId);
    // A visitor is offered the popup too (it asks them to log in), once per session like a member.
    yield put(redEnvelopeActions.eventLoaded({ event: event ?? null, popup }));
  } catch (e) {
    // No event to show: the widget stays hidden, nothing else depends on it.
    yield put(redEnvelopeActions.eventFailed(toErrorInfo(e)));
  }
}

function* open({ payload: eventId }: PayloadAction<number>) {
  try {
    const value: OpenRedEnvelopeValue = yield call(redEnvelopeApi.open, eventId);
    yield put(redEnvelopeActions.openSucceeded(value));
  } catch (e) {
    yield put(redEnvelopeActions.openFailed(toErrorInfo(e)));
    return;
  }
  yield put(walletRefreshRequested());
  try {
    // The event again: its artwork now shows the envelope opened.
    const { event }: RedEnvelopeValue = yield call(redEnvelopeApi.current);
    if (event) yield put(redEnvelopeActions.eventLoaded({ event, popup: false }));
  } catch {
    // The reveal already shows the amount; the artwork follows on the next load.
  }
}

function* askLogin() {
  yield put(redEnvelopeActions.popupClosed());
  yield put(loginRequested());
}

export function* redEnvelopeSaga() {
  yield takeLatest(redEnvelopeActions.redEnvelopeShown, load);
  // One open at a time: a second click while the first is on its way is not sent.
  yield takeLeading(redEnvelopeActions.openRequested, open);
  yield takeEvery(redEnvelopeActions.loginAsked, askLogin);
}
