import { ApiError, type BetRecordsValue } from '@tessera/shared';
import { toTimes } from '@tessera/shared/report';
import { createAppStore } from '../../common/store';
import { fetchBetRecords } from './personal-history-copy-api';
import { personalHistoryCopySaga } from './personal-history-copy-saga';
import { betQueryChanged, PAGE_SIZE, selectError, selectPage, selectQuery, selectStatus } from './personal-history-copy-slice';

jest.mock('./personal-history-copy-api', () => ({ fetchBetRecords: jest.fn() }));

const page = (pageNo: number): BetRecordsValue => ({
  list: [
    { id: 'R7', time: 1, gameName: 'Fortune Gems', gameType: 'RNG', vendor: 'JL', vendorName: 'JILI', bet: 1, validBet: 1, payout: 2.5, winLoss: 1.5, settled: true },
  ],
  pageNo,
  totalCount: 11,
  totalPages: 2,
  totals: { bet: 11, validBet: 11, payout: 2.5, winLoss: -8.5 },
  gameTypes: ['RNG'],
  vendors: [{ code: 'JL', name: 'JILI' }],
});

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('personalHistoryCopy', personalHistoryCopySaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

beforeEach(() => jest.mocked(fetchBetRecords).mockReset());

it('asks for the range, filters and page; a new filter starts again at page 1', async () => {
  jest.mocked(fetchBetRecords).mockImplementation(async (req) => page(req.pageNo));
  const { store, stop } = start();
  store.dispatch(betQueryChanged({}));
  await Promise.resolve();
  const range = selectQuery(store.getState()).range;
  expect(fetchBetRecords).toHaveBeenLastCalledWith({ ...toTimes(range), gameType: '', vendor: '', pageNo: 1, pageSize: PAGE_SIZE });
  expect(selectStatus(store.getState())).toBe('ready');
  expect(selectPage(store.getState())?.totals.winLoss).toBe(-8.5);

  store.dispatch(betQueryChanged({ pageNo: 2 }));
  await Promise.resolve();
  expect(jest.mocked(fetchBetRecords).mock.lastCall?.[0]).toMatchObject({ pageNo: 2 });
  store.dispatch(betQueryChanged({ gameType: 'RNG', vendor: 'JL' }));
  await Promise.resolve();
  expect(jest.mocked(fetchBetRecords).mock.lastCall?.[0]).toMatchObject({ gameType: 'RNG', vendor: 'JL', pageNo: 1 });
  stop();
});

it('keeps the error for the page to show, and clears it on retry', async () => {
  jest.mocked(fetchBetRecords).mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'request_param_err', message: 'bad range' }));
  const { store, stop } = start();
  store.dispatch(betQueryChanged({}));
  await Promise.resolve();
  expect(selectStatus(store.getState())).toBe('failed');
  expect(selectError(store.getState())?.code).toBe('request_param_err');
  jest.mocked(fetchBetRecords).mockResolvedValueOnce(page(1));
  store.dispatch(betQueryChanged({}));
  expect(selectError(store.getState())).toBeNull();
  await Promise.resolve();
  expect(selectStatus(store.getState())).toBe('ready');
  stop();
});
