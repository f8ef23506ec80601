import { isApiError, type MemberInfo, type PlatformEvents } from '@tessera/shared';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { centreOpened } from '../member-centre/member-centre-slice';
import { fetchMemberInfo, onBalance, requestBalanceRefresh } from './security-center-api';
import {
  balanceRefreshRequested,
  balanceRefreshSettled,
  infoFailed,
  infoLoaded,
  infoRetried,
} from './security-center-slice';
import type { LoadError } from './types';

/** How long the balance placeholder waits for the host's answer before showing the last value again. */
export const BALANCE_REFRESH_TIMEOUT_MS = 10_000;

export function toLoadError(e: unknown): LoadError {
  return isApiError(e) ? { i18nKey: e.i18nKey, serverMessage: e.serverMessage } : { i18nKey: 'errors.unknown' };
}

export function* loadMemberInfo() {
  try {
    const info: MemberInfo = yield call(fetchMemberInfo);
    yield put(infoLoaded(info));
  } catch (e) {
    yield put(infoFailed(toLoadError(e)));
  }
}

type Balance = PlatformEvents['wallet:balance'];

function balanceChannel(): EventChannel<Balance> {
  // A one-slot buffer: the host may answer synchronously inside the emit, before the saga reaches `take`.
  return eventChannel<Balance>((emit) => onBalance(emit), buffers.sliding(1));
}

export function* refreshBalance() {
  const channel: EventChannel<Balance> = yield call(balanceChannel);
  try {
    yield call(requestBalanceRefresh);
    yield race({ balance: take(channel), timeout: delay(BALANCE_REFRESH_TIMEOUT_MS) });
  } finally {
    channel.close();
  }
  yield put(balanceRefreshSettled());
}

export function* securityCenterSaga() {
  yield takeLatest([centreOpened.type, infoRetried.type], loadMemberInfo);
  yield takeLeading(balanceRefreshRequested.type, refreshBalance);
}
