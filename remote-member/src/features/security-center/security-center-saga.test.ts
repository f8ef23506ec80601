import { ApiError, bus } from '@tessera/shared';
import { createAppStore } from '../../app/store';
import { centreOpened } from '../member-centre/member-centre-slice';
import { fetchMemberInfo } from './security-center-api';
import { BALANCE_REFRESH_TIMEOUT_MS, toLoadError } from './security-center-saga';
import { balanceRefreshRequested, selectBalanceRefreshing, selectInfoError, selectInfoStatus } from './security-center-slice';

jest.mock('./security-center-api', () => ({
  ...jest.requireActual('./security-center-api'),
  fetchMemberInfo: jest.fn(),
}));
const fetchInfo = jest.mocked(fetchMemberInfo);

function start() {
  const { store, runSaga } = createAppStore();
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

afterEach(() => jest.useRealTimers());

it('maps an ApiError to its common i18n key and anything else to errors.unknown', () => {
  expect(toLoadError(new ApiError({ kind: 'business', code: 'function.not.available', message: 'off' }))).toEqual({
    i18nKey: 'errors.notAvailable',
    serverMessage: 'off',
  });
  expect(toLoadError(new Error('boom'))).toEqual({ i18nKey: 'errors.unknown' });
});

it('loads member info when the centre opens and records a failure', async () => {
  fetchInfo.mockRejectedValueOnce(new ApiError({ kind: 'timeout' }));
  const { store, stop } = start();
  store.dispatch(centreOpened({}));
  expect(selectInfoStatus(store.getState())).toBe('loading');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(selectInfoStatus(store.getState())).toBe('failed');
  expect(selectInfoError(store.getState())).toEqual({ i18nKey: 'errors.timeout', serverMessage: undefined });
  stop();
});

it('ends a balance refresh after a timeout when the host never answers', async () => {
  jest.useFakeTimers();
  const { store, stop } = start();
  store.dispatch(balanceRefreshRequested());
  expect(selectBalanceRefreshing(store.getState())).toBe(true);
  await jest.advanceTimersByTimeAsync(BALANCE_REFRESH_TIMEOUT_MS - 1);
  expect(selectBalanceRefreshing(store.getState())).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(selectBalanceRefreshing(store.getState())).toBe(false);
  stop();
});

it('ends a balance refresh at once when the host answers inside the emit', () => {
  const off = bus.on('wallet:refresh', () => bus.emit('wallet:balance', { sumBalance: 1, currencySymbol: 'P', at: 9 }));
  const { store, stop } = start();
  store.dispatch(balanceRefreshRequested());
  expect(selectBalanceRefreshing(store.getState())).toBe(false);
  off();
  stop();
});
