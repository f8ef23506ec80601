import { ApiError, type ProfitLossValue } from '@tessera/shared';
import { toTimes } from '@tessera/shared/report';
import { createAppStore } from '../../common/store';
import { fetchProfitLoss } from './personal-profit-api';
import { personalProfitSaga } from './personal-profit-saga';
import { profitRequested, selectError, selectRange, selectReport, selectStatus } from './personal-profit-slice';

jest.mock('./personal-profit-api', () => ({ fetchProfitLoss: jest.fn() }));

const report: ProfitLossValue = {
  days: [{ time: 1, bet: 10, validBet: 10, winLoss: -4, bonus: 12.34, profit: 8.34 }],
  totals: { bet: 10, validBet: 10, winLoss: -4, bonus: 12.34, profit: 8.34, deposit: 150, withdraw: 0 },
};

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('personalProfit', personalProfitSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

it('loads the range in local days and keeps a new range', async () => {
  jest.mocked(fetchProfitLoss).mockResolvedValue(report);
  const { store, stop } = start();
  store.dispatch(profitRequested());
  await Promise.resolve();
  expect(fetchProfitLoss).toHaveBeenLastCalledWith(toTimes(selectRange(store.getState())));
  expect(selectReport(store.getState())).toEqual(report);
  const range = { from: '2026-10-01', to: '2026-10-30' };
  store.dispatch(profitRequested(range));
  await Promise.resolve();
  expect(selectRange(store.getState())).toEqual(range);
  expect(fetchProfitLoss).toHaveBeenLastCalledWith(toTimes(range));
  stop();
});

it('keeps a failure for the page to show', async () => {
  jest.mocked(fetchProfitLoss).mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  const { store, stop } = start();
  store.dispatch(profitRequested());
  await Promise.resolve();
  expect(selectStatus(store.getState())).toBe('failed');
  expect(selectError(store.getState())?.i18nKey).toBe('errors.network');
  stop();
});
