import { ApiError, bus, type DepositRecord } from '@tessera/shared';
import { createAppStore } from '../../common/store';
import { fetchDepositRecords, fetchDepositSettings, makeDeposit } from './deposit-api';
import { DEPOSIT_POLL_MS, depositSaga } from './deposit-saga';
import { depositOpened, depositSubmitted, selectNotices, selectRecords, selectSubmit } from './deposit-slice';

jest.mock('./deposit-api', () => ({
  ...jest.requireActual('./deposit-api'),
  fetchDepositSettings: jest.fn(),
  fetchDepositRecords: jest.fn(),
  makeDeposit: jest.fn(),
}));

const rec = (id: number, amount: number, status: DepositRecord['status']): DepositRecord => ({ id, channelId: 'gcash', amount, status, createdAt: 1, updatedAt: 1 });

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('depositv2', depositSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(fetchDepositSettings).mockResolvedValue({ allowDeposit: 'Y', channels: [{ id: 'gcash', name: 'GCash', kind: 'ewallet', minAmount: 50, maxAmount: 20000 }] });
});
afterEach(() => jest.useRealTimers());

it('after a deposit, watches it until credited, then notifies and asks the host for the balance', async () => {
  jest.mocked(fetchDepositRecords).mockResolvedValueOnce({ list: [] });
  jest.mocked(makeDeposit).mockResolvedValue(rec(5, 150, 'pending'));
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  const { store, stop } = start();
  store.dispatch(depositOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(depositSubmitted({ channelId: 'gcash', amount: 150 }));
  await jest.advanceTimersByTimeAsync(0);
  expect(makeDeposit).toHaveBeenCalledWith({ channelId: 'gcash', amount: 150, requestId: expect.any(String) });
  expect(selectNotices(store.getState())).toEqual([{ id: 5, kind: 'submitted', amount: 150 }]);
  expect(selectSubmit(store.getState())).toBe('idle');

  jest.mocked(fetchDepositRecords).mockResolvedValueOnce({ list: [rec(5, 150, 'pending')] }).mockResolvedValueOnce({ list: [rec(5, 150, 'credited')] });
  await jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
  expect(refreshes).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
  expect(selectNotices(store.getState())).toEqual([{ id: 5, kind: 'credited', amount: 150 }]);
  expect(refreshes).toHaveBeenCalledTimes(1);
  // nothing waits any more: no further reads
  await jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
  expect(fetchDepositRecords).toHaveBeenCalledTimes(3);
  expect(selectRecords(store.getState())[0]?.status).toBe('credited');
  off();
  stop();
});

it('tells of a failed deposit without asking for a balance', async () => {
  jest.mocked(fetchDepositRecords).mockReset().mockResolvedValueOnce({ list: [rec(7, 80.44, 'pending')] }).mockResolvedValueOnce({ list: [rec(7, 80.44, 'failed')] });
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  const { store, stop } = start();
  store.dispatch(depositOpened());
  await jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
  expect(selectNotices(store.getState())).toEqual([{ id: 7, kind: 'failed', amount: 80.44 }]);
  expect(refreshes).not.toHaveBeenCalled();
  off();
  stop();
});

it('re-sends the same requestId after a submit that got no answer, a fresh one after an answer', async () => {
  jest.mocked(fetchDepositRecords).mockReset().mockResolvedValue({ list: [] });
  jest.mocked(makeDeposit).mockReset();
  const { store, stop } = start();
  store.dispatch(depositOpened());
  await jest.advanceTimersByTimeAsync(0);
  const ids = () => jest.mocked(makeDeposit).mock.calls.map(([req]) => req.requestId);

  // the answer is lost: the money may have moved, so the retry must be the same request
  jest.mocked(makeDeposit).mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  store.dispatch(depositSubmitted({ channelId: 'gcash', amount: 150 }));
  await jest.advanceTimersByTimeAsync(0);
  expect(selectSubmit(store.getState())).toBe('failed');
  jest.mocked(makeDeposit).mockResolvedValueOnce(rec(5, 150, 'credited'));
  store.dispatch(depositSubmitted({ channelId: 'gcash', amount: 150 }));
  await jest.advanceTimersByTimeAsync(0);
  expect(ids()[1]).toBe(ids()[0]);

  // after the success, the next deposit is a new request; a refusal (nothing moved) ends that one too
  jest.mocked(makeDeposit).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'request_param_err' }));
  store.dispatch(depositSubmitted({ channelId: 'gcash', amount: 20 }));
  await jest.advanceTimersByTimeAsync(0);
  jest.mocked(makeDeposit).mockResolvedValueOnce(rec(6, 60, 'credited'));
  store.dispatch(depositSubmitted({ channelId: 'gcash', amount: 60 }));
  await jest.advanceTimersByTimeAsync(0);
  expect(new Set(ids()).size).toBe(3);
  expect(ids()[2]).not.toBe(ids()[0]);
  expect(ids()[3]).not.toBe(ids()[2]);
  stop();
});
