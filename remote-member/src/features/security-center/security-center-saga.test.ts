import { ApiError, bus, type ErrorInfo } from '@tessera/shared';
import { createAppStore } from '../../common/store';
import { fetchMemberInfo } from './security-center-api';
import { BALANCE_REFRESH_TIMEOUT_MS, securityCenterSaga } from './security-center-saga';
import {
  balanceRefreshRequested,
  securityCenterOpened,
  selectBalanceRefreshing,
  selectInfoError,
  selectInfoStatus,
} from './security-center-slice';

jest.mock('./security-center-api', () => ({
  ...jest.requireActual('./security-center-api'),
  fetchMemberInfo: jest.fn(),
}));
const fetchInfo = jest.mocked(fetchMemberInfo);

/** The store as the page sees it once mounted: its saga injected and running. */
function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('securityCenter', securityCenterSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

afterEach(() => jest.useRealTimers());

it('reads the initial state before the page has dispatched anything', () => {
  const { store, stop } = start();
  expect(selectInfoStatus(store.getState())).toBe('idle');
  stop();
});

it('loads member info when the page opens and records a failure as ErrorInfo', async () => {
  fetchInfo.mockRejectedValueOnce(new ApiError({ kind: 'business', code: 'function.not.available', message: 'off' }));
  const { store, stop } = start();
  store.dispatch(securityCenterOpened());
  expect(selectInfoStatus(store.getState())).toBe('loading');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(selectInfoStatus(store.getState())).toBe('failed');
  expect(selectInfoError(store.getState())).toMatchObject({ kind: 'business', i18nKey: 'errors.notAvailable', message: 'off' } satisfies ErrorInfo);
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
  const off = bus.on('wallet:changed', () => bus.emit('wallet:balance', { sumBalance: 1, currencySymbol: 'P', at: 9 }));
  const { store, stop } = start();
  store.dispatch(balanceRefreshRequested());
  expect(selectBalanceRefreshing(store.getState())).toBe(false);
  off();
  stop();
});
