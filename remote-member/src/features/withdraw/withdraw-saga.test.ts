import { ApiError, bus, type WithdrawRecord } from '@tessera/shared';
import { createAppStore } from '../../common/store';
import { confirmWithdrawals, fetchMainBalance, fetchWithdrawRecords, fetchWithdrawSettings, makeWithdrawal } from './withdraw-api';
import { WITHDRAW_POLL_MS, withdrawSaga } from './withdraw-saga';
import { notReceivedReported, selectMain, selectNotices, selectRecords, selectSubmit, selectSubmitError, withdrawOpened, withdrawSubmitted } from './withdraw-slice';

jest.mock('./withdraw-api', () => ({
  ...jest.requireActual('./withdraw-api'),
  fetchWithdrawSettings: jest.fn(),
  fetchMainBalance: jest.fn(),
  fetchWithdrawRecords: jest.fn(),
  makeWithdrawal: jest.fn(),
  confirmWithdrawals: jest.fn(),
}));

const rec = (id: number, amount: number, status: WithdrawRecord['status']): WithdrawRecord => ({
  id,
  amount,
  status,
  createdAt: 1,
  updatedAt: 1,
  disbursedAt: null,
  autoConfirmAt: null,
  autoConfirmed: false,
  hasProof: false,
});
const balance = (main: number) => ({ sumBalance: main, currency: 'PHP', currencySymbol: 'P', balance: [{ accountTypeId: 2, availBalance: main }] });

function start() {
  const { store, runSaga, injectSaga } = createAppStore();
  injectSaga('withdraw', withdrawSaga);
  const task = runSaga();
  return { store, stop: () => task.cancel() };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  jest.mocked(fetchWithdrawSettings).mockResolvedValue({ minimumAmount: 100, maximumAmount: 50000, autoConfirmMinutes: 30, payee: { bankName: 'BDO', accountMasked: '****1' } });
  jest.mocked(fetchMainBalance).mockResolvedValue(balance(500));
});
afterEach(() => jest.useRealTimers());

it('withdraws with the password, asks the host for the balance, and tells of a rejection with its refund', async () => {
  jest.mocked(fetchWithdrawRecords).mockResolvedValueOnce({ list: [] });
  jest.mocked(makeWithdrawal).mockResolvedValue(rec(3, 200, 'pending'));
  const refreshes = jest.fn();
  const off = bus.on('wallet:changed', refreshes);
  const { store, stop } = start();
  store.dispatch(withdrawOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(withdrawSubmitted({ amount: 200, paymentPassword: 'pw' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(makeWithdrawal).toHaveBeenCalledWith({ amount: 200, paymentPassword: 'pw', requestId: expect.any(String) });
  expect(selectMain(store.getState())).toBe(300);
  expect(refreshes).toHaveBeenCalledTimes(1);

  jest.mocked(fetchWithdrawRecords).mockResolvedValueOnce({ list: [rec(3, 200, 'rejected')] });
  await jest.advanceTimersByTimeAsync(WITHDRAW_POLL_MS);
  expect(selectNotices(store.getState())[0]).toEqual({ id: 3, kind: 'rejected', amount: 200 });
  expect(selectMain(store.getState())).toBe(500);
  expect(refreshes).toHaveBeenCalledTimes(2);
  off();
  stop();
});

it('keeps the refusal of a wrong password as ErrorInfo with the gateway code', async () => {
  jest.mocked(fetchWithdrawRecords).mockResolvedValue({ list: [] });
  jest.mocked(makeWithdrawal).mockRejectedValue(new ApiError({ kind: 'business', code: 'password.payment.wrong', message: 'wrong' }));
  const { store, stop } = start();
  store.dispatch(withdrawOpened());
  store.dispatch(withdrawSubmitted({ amount: 200, paymentPassword: 'bad' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(selectSubmit(store.getState())).toBe('failed');
  expect(selectSubmitError(store.getState())?.code).toBe('password.payment.wrong');
  stop();
});

it('reports a disbursed withdrawal not received with its proof', async () => {
  jest.mocked(fetchWithdrawRecords).mockResolvedValue({ list: [rec(4, 150, 'disbursed')] });
  jest.mocked(confirmWithdrawals).mockResolvedValue({ list: [{ ...rec(4, 150, 'disputed'), hasProof: true }] });
  const { store, stop } = start();
  store.dispatch(withdrawOpened());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(notReceivedReported({ id: 4, proof: 'data:image/png;base64,AQID' }));
  await jest.advanceTimersByTimeAsync(0);
  expect(confirmWithdrawals).toHaveBeenCalledWith({ id: 4, received: false, proof: 'data:image/png;base64,AQID' });
  expect(selectRecords(store.getState())[0]?.status).toBe('disputed');
  expect(selectNotices(store.getState())[0]).toEqual({ id: 4, kind: 'reported', amount: 150 });
  stop();
});
