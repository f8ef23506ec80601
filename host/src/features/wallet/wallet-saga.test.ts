import { configureStore } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { balanceChanged, bus, type WalletBalance } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { connectionRestored, sessionEnded, sessionStarted } from '../../app/app-actions';
import { walletApi } from './wallet-api';
import { BALANCE_POLL_MS, walletSaga } from './wallet-saga';
import { walletSlice } from './wallet-slice';

jest.mock('./wallet-api');

const balance = (sumBalance: number): WalletBalance => ({ sumBalance, currency: 'PHP', currencySymbol: 'P', balance: [] });

function setup() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { wallet: walletSlice.reducer }, middleware: (getDefault) => getDefault({ thunk: false }).concat(saga) });
  const task = saga.run(walletSaga);
  return { store, task };
}

const startSession = () => sessionStarted({ member: { id: 1, account: 'p1', nickname: 'P1', type: 0 }, username: 'p1', fresh: true });

beforeEach(() => {
  resetBus();
  jest.useFakeTimers();
  jest.mocked(walletApi.balance).mockReset();
});
afterEach(() => jest.useRealTimers());

describe('wallet polling', () => {
  it('fetches on login, again every poll interval, and stops when the session ends', async () => {
    jest.mocked(walletApi.balance).mockResolvedValueOnce(balance(10)).mockResolvedValueOnce(balance(20)).mockResolvedValue(balance(30));
    const { store, task } = setup();
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(walletApi.balance).not.toHaveBeenCalled();

    store.dispatch(startSession());
    await jest.advanceTimersByTimeAsync(0);
    expect(walletApi.balance).toHaveBeenCalledTimes(1);
    expect(store.getState().wallet.sumBalance).toBe(10);
    expect(bus.last('wallet:balance')).toMatchObject({ sumBalance: 10, currencySymbol: 'P' });

    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(walletApi.balance).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    expect(store.getState().wallet.sumBalance).toBe(20);

    store.dispatch(sessionEnded());
    expect(store.getState().wallet.sumBalance).toBeNull();
    await jest.advanceTimersByTimeAsync(3 * BALANCE_POLL_MS);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('refetches at once when a remote asks over the bus, and the poll starts over from there', async () => {
    jest.mocked(walletApi.balance).mockResolvedValue(balance(5));
    const { store, task } = setup();
    store.dispatch(startSession());
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS / 2);
    expect(walletApi.balance).toHaveBeenCalledTimes(1);

    bus.emit('wallet:refresh', {});
    await jest.advanceTimersByTimeAsync(0);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS - 1);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(walletApi.balance).toHaveBeenCalledTimes(3);
    task.cancel();
  });

  it.each(['deposit', 'game'] as const)('refetches at once when a remote says the balance changed (%s)', async (reason) => {
    jest.mocked(walletApi.balance).mockResolvedValue(balance(5));
    const { store, task } = setup();
    store.dispatch(startSession());
    await jest.advanceTimersByTimeAsync(0);
    expect(walletApi.balance).toHaveBeenCalledTimes(1);
    balanceChanged(reason);
    await jest.advanceTimersByTimeAsync(0);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    task.cancel();
  });

  it('refetches at once when the connection comes back after a failed fetch', async () => {
    jest.mocked(walletApi.balance).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(balance(9));
    const { store, task } = setup();
    store.dispatch(startSession());
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().wallet.failed).toBe(true);
    store.dispatch(connectionRestored());
    await jest.advanceTimersByTimeAsync(0);
    expect(walletApi.balance).toHaveBeenCalledTimes(2);
    expect(store.getState().wallet).toMatchObject({ failed: false, sumBalance: 9 });
    task.cancel();
  });

  it('keeps polling after a failed fetch and marks the balance unavailable', async () => {
    jest.mocked(walletApi.balance).mockRejectedValueOnce(new Error('down')).mockResolvedValue(balance(7));
    const { store, task } = setup();
    store.dispatch(startSession());
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().wallet.failed).toBe(true);
    await jest.advanceTimersByTimeAsync(BALANCE_POLL_MS);
    expect(store.getState().wallet).toMatchObject({ failed: false, sumBalance: 7 });
    task.cancel();
  });
});
