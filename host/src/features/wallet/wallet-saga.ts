/**
 * The header balance: fetched after login, polled while logged in, refetched when any remote asks
 * (`wallet:refresh` after a money move), and announced on the bus as `wallet:balance`.
 */
import { all, call, delay, put, race, take, takeEvery } from 'redux-saga/effects';
import { bus, type WalletBalance } from '@tessera/shared';
import { busChannel } from '../../app/bus-channel';
import { authActions } from '../auth/auth-slice';
import { walletApi } from './wallet-api';
import { walletActions } from './wallet-slice';

export const BALANCE_POLL_MS = 30_000;

export function* fetchBalance() {
  try {
    const value: WalletBalance = yield call(walletApi.balance);
    yield put(walletActions.balanceLoaded({ sumBalance: value.sumBalance, currencySymbol: value.currencySymbol }));
    bus.emit('wallet:balance', { sumBalance: value.sumBalance, currencySymbol: value.currencySymbol, at: Date.now() });
  } catch {
    yield put(walletActions.balanceFailed());
  }
}

function* pollLoop() {
  for (;;) {
    yield call(fetchBalance);
    yield race({ wait: delay(BALANCE_POLL_MS), refresh: take(walletActions.balanceRefreshRequested) });
  }
}

function* whileLoggedIn() {
  for (;;) {
    yield take([authActions.loginSucceeded, authActions.sessionRestored]);
    yield race({ poll: call(pollLoop), end: take(authActions.sessionEnded) });
    yield put(walletActions.walletCleared());
  }
}

function* refreshFromBus() {
  yield put(walletActions.balanceRefreshRequested());
}

export function* walletSaga() {
  yield all([call(whileLoggedIn), takeEvery(busChannel('wallet:refresh'), refreshFromBus)]);
}
