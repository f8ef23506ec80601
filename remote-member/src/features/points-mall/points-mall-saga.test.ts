import { ApiError, bus, type MemberTransactionsValue, type PointBalance, type RedeemRecord } from '@tessera/shared';
import { createAppStore } from '../../common/store';
import { convertPoints, fetchPointBalance, fetchPointConfig, fetchPointDetails, fetchRedeems, fetchRewards, redeemReward } from './points-mall-api';
import { pointsMallSaga, REVIEW_POLL_MS } from './points-mall-saga';
import {
  convertSubmitted,
  pointsMallOpened,
  redeemOpened,
  redeemSubmitted,
  selectBalance,
  selectConvert,
  selectConvertError,
  selectConverted,
  selectError,
  selectHistory,
  selectRedeem,
  selectRedeemed,
  selectRedeemError,
  selectRedeeming,
  selectRewards,
  selectStatus,
} from './points-mall-slice';

jest.mock('./points-mall-api', () => jest.requireActual('./points-mall-api-mock').mockedApi());

const bal = (points: number): PointBalance => ({ points, ratio: 10, earnedTotal: 5000, spentTotal: 5000 - points, earnedByDay: [{ date: '2026-11-24', points: 40 }] });
const rec = (id: number, status: RedeemRecord['status']): RedeemRecord => ({ id, rewardId: 1, rewardName: 'Voucher', points: 600, status, createdAt: 1, updatedAt: 1, remark: '' });
const list = (...records: RedeemRecord[]) => ({ list: records, pageNo: 1, totalCount: records.length, totalPages: 1 });
const DETAILS: MemberTransactionsValue = { list: [], pageNo: 1, totalCount: 0, totalPages: 1, totals: { credit: 0, debit: 0 } };

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('pointsMall', pointsMallSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  jest.mocked(fetchPointBalance).mockResolvedValue(bal(2000));
  jest.mocked(fetchRewards).mockResolvedValue([{ id: 1, name: 'Voucher', description: '', imageUrl: '/a.png', points: 600, stock: 3 }]);
  jest.mocked(fetchPointConfig).mockResolvedValue({ ratio: 10, minConvert: 100, betPerPoint: 10, exchangeRates: [{ fromLevel: 1, labelName: 'VIP1', ratio: 20 }] });
  jest.mocked(fetchRedeems).mockResolvedValue(list());
  jest.mocked(fetchPointDetails).mockResolvedValue(DETAILS);
});
afterEach(() => jest.useRealTimers());

it('loads balance, rewards, config, history and details together, and keeps a failure as ErrorInfo', async () => {
  const { store, stop } = start();
  store.dispatch(pointsMallOpened());
  await jest.advanceTimersByTimeAsync(0);
  expect(selectStatus(store.getState())).toBe('ready');
  expect(selectBalance(store.getState())?.points).toBe(2000);
  expect(selectRewards(store.getState())).toHaveLength(1);
  expect(fetchPointDetails).toHaveBeenCalledWith(1);

  jest.mocked(fetchRewards).mockRejectedValue(new ApiError({ kind: 'network' }));
  store.dispatch(pointsMallOpened());
  await jest.advanceTimersByTimeAsync(0);
  expect(selectStatus(store.getState())).toBe('failed');
  expect(selectError(store.getState())?.kind).toBe('network');
  stop();
});

it('redeems with the password and a request id, then follows the redeem until it is reviewed', async () => {
  jest.mocked(redeemReward).mockResolvedValue({ record: rec(5, 'process'), balance: bal(1400) });
  const { store, stop } = start();
  store.dispatch(pointsMallOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(redeemOpened(1));
  jest.mocked(fetchRedeems).mockResolvedValue(list(rec(5, 'process')));
  store.dispatch(redeemSubmitted({ rewardId: 1, password: 'Tessera2026' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(redeemReward).toHaveBeenCalledWith({ rewardId: 1, password: 'Tessera2026', requestId: expect.stringMatching(/^[a-f0-9]{32}$/) });
  expect(selectRedeem(store.getState())).toBe('done');
  expect(selectRedeeming(store.getState())).toBeNull();
  expect(selectRedeemed(store.getState())?.id).toBe(5);
  expect(selectBalance(store.getState())?.points).toBe(1400);
  expect(selectRewards(store.getState())[0]?.stock).toBe(2);
  expect(selectHistory(store.getState())?.list[0]?.status).toBe('process');

  // The review: rejected, its points back.
  jest.mocked(fetchRedeems).mockResolvedValue(list({ ...rec(5, 'rejected'), remark: 'No Zalo number' }));
  jest.mocked(fetchPointBalance).mockResolvedValue(bal(2000));
  await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS);
  expect(selectHistory(store.getState())?.list[0]?.status).toBe('rejected');
  expect(selectBalance(store.getState())?.points).toBe(2000);
  const calls = jest.mocked(fetchRedeems).mock.calls.length;
  await jest.advanceTimersByTimeAsync(REVIEW_POLL_MS * 3);
  expect(jest.mocked(fetchRedeems).mock.calls.length).toBe(calls); // nothing in process: no more polling
  stop();
});

it('keeps a wrong password as the refusal and leaves the dialog open', async () => {
  jest.mocked(redeemReward).mockRejectedValue(new ApiError({ kind: 'business', code: 'password.payment.wrong', message: 'wrong' }));
  const { store, stop } = start();
  store.dispatch(pointsMallOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(redeemOpened(1));
  store.dispatch(redeemSubmitted({ rewardId: 1, password: 'nope123' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(selectRedeem(store.getState())).toBe('failed');
  expect(selectRedeemError(store.getState())?.code).toBe('password.payment.wrong');
  expect(selectRedeeming(store.getState())).toBe(1);
  stop();
});

it('converts points, asks the host for the balance on the bus, and reloads the details', async () => {
  jest.mocked(convertPoints).mockResolvedValue({ points: 500, amount: 50, balance: bal(1500) });
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  const { store, stop } = start();
  store.dispatch(pointsMallOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(convertSubmitted({ points: 500, password: 'Tessera2026' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(convertPoints).toHaveBeenCalledWith({ points: 500, password: 'Tessera2026', requestId: expect.any(String) });
  expect(selectConvert(store.getState())).toBe('done');
  expect(selectConverted(store.getState())).toEqual({ points: 500, amount: 50 });
  expect(selectBalance(store.getState())?.points).toBe(1500);
  expect(refreshes).toHaveBeenCalledTimes(1);
  expect(fetchPointDetails).toHaveBeenCalledTimes(2);

  jest.mocked(convertPoints).mockRejectedValue(new ApiError({ kind: 'business', code: 'points.insufficient', message: 'no' }));
  store.dispatch(convertSubmitted({ points: 5000, password: 'Tessera2026' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(selectConvertError(store.getState())?.code).toBe('points.insufficient');
  expect(refreshes).toHaveBeenCalledTimes(1);
  off();
  stop();
});
