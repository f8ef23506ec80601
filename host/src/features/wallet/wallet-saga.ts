/**
 * The header balance: fetched when a session starts, polled while it lasts, refetched when a host feature
 * or any remote says it moved (`walletRefreshRequested`, `wallet:changed`) or the connection comes back, and announced on the bus as
 * `wallet:balance`.
 */
import { all, call, delay, fork, put, race, take, takeEvery } from 'redux-saga/effects';
import { bus, forwardBusEvents, type WalletBalance } from '@tessera/shared';
import { connectionRestored, sessionEnded, sessionStarted, walletRefreshRequested } from '../../app/app-actions';
import { walletApi } from './wallet-api';
import { walletActions } from './wallet-slice';

export const BALANCE_POLL_MS = 30_000;

function announceBalance(value: WalletBalance): void {
  bus.emit('wallet:balance', { sumBalance: value.sumBalance, currencySymbol: value.currencySymbol, at: Date.now() });
}

function* fetchBalance() {
  try {
    const value: WalletBalance = yield call(walletApi.balance);
    yield put(walletActions.balanceLoaded({ sumBalance: value.sumBalance, currencySymbol: value.currencySymbol }));
    yield call(announceBalance, value);
  } catch {
    yield put(walletActions.balanceFailed());
  }
}

function* pollLoop() {
  for (;;) {
    yield call(fetchBalance);
    yield race({ wait: delay(BALANCE_POLL_MS), refresh: take(walletActions.balanceRefreshRequested), back: take(connectionRestored) });
  }
}

function* whileLoggedIn() {
  for (;;) {
    yield take(sessionStarted);
    yield race({ poll: call(pollLoop), end: take(sessionEnded) });
    yield put(walletActions.walletCleared());
  }
}

export function* walletSaga() {
  yield all([
    call(whileLoggedIn),
    fork(forwardBusEvents, {
      'wallet:changed': () => walletActions.balanceRefreshRequested(),
      // Remotes built against @tessera/shared 0.7.0 or older still ask this way.
      'wallet:refresh': () => walletActions.balanceRefreshRequested(),
    }),
    takeEvery(walletRefreshRequested, function* refresh() {
      yield put(walletActions.balanceRefreshRequested());
    }),
  ]);
}
