import { toErrorInfo, type WalletBalance, type WithdrawRecord, type WithdrawSettings } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../common/store';
import { createSubmission, type Submission } from '../../common/submission';
import { confirmWithdrawals, fetchMainBalance, fetchWithdrawRecords, fetchWithdrawSettings, makeWithdrawal, balanceChanged, reportMoveOutcome } from './withdraw-api';
import {
  confirmationFailed,
  confirmationSaved,
  notReceivedReported,
  receiptConfirmed,
  recordsReceived,
  selectHasPending,
  withdrawAccepted,
  withdrawLoaded,
  withdrawLoadFailed,
  withdrawOpened,
  withdrawRefused,
  withdrawRetried,
  withdrawSubmitted,
} from './withdraw-slice';

export const WITHDRAW_POLL_MS = 1_500;
const MAIN_WALLET = 2;
const mainOf = (b: WalletBalance) => b.balance.find((w) => w.accountTypeId === MAIN_WALLET)?.availBalance ?? 0;

export function* loadWithdraw(): SagaIterator {
  try {
    const [settings, balance, records]: [WithdrawSettings, WalletBalance, { list: WithdrawRecord[] }] = yield all([
      call(fetchWithdrawSettings),
      call(fetchMainBalance),
      call(fetchWithdrawRecords),
    ]);
    yield put(withdrawLoaded({ settings, main: mainOf(balance), records: records.list }));
  } catch (e) {
    yield put(withdrawLoadFailed(toErrorInfo(e)));
    return;
  }
  yield call(watchPending);
}

/** While a withdrawal is reviewed, re-reads the records; a rejection refunds main, so the host refetches. */
export function* watchPending(): SagaIterator {
  while ((yield select((s: RootState) => selectHasPending(s))) as boolean) {
    yield delay(WITHDRAW_POLL_MS);
    try {
      const before: RootState = yield select();
      const { list }: { list: WithdrawRecord[] } = yield call(fetchWithdrawRecords);
      const wasPending = new Set(before.withdraw?.records.filter((r) => r.status === 'pending').map((r) => r.id));
      const refunded = list.some((r) => wasPending.has(r.id) && r.status === 'rejected');
      const balance: WalletBalance | null = refunded ? yield call(fetchMainBalance) : null;
      yield put(recordsReceived({ records: list, main: balance ? mainOf(balance) : undefined }));
      if (refunded) yield call(balanceChanged, 'withdrawal');
    } catch {
      return;
    }
  }
}

/** A re-submit after an unanswered one reuses its requestId (common/submission.ts): one withdrawal, not two. */
export function* submitWithdrawal(submission: Submission, action: ReturnType<typeof withdrawSubmitted>): SagaIterator {
  const requestId = submission.id();
  try {
    const record: WithdrawRecord = yield call(makeWithdrawal, { ...action.payload, requestId });
    submission.answered();
    yield put(withdrawAccepted(record));
    yield call(reportMoveOutcome, 'withdrawal');
    yield call(balanceChanged, 'withdrawal');
  } catch (e) {
    submission.answered(e);
    const info = toErrorInfo(e);
    yield put(withdrawRefused(info));
    yield call(reportMoveOutcome, 'withdrawal', info);
  }
}

export function* sendConfirmation(action: ReturnType<typeof receiptConfirmed> | ReturnType<typeof notReceivedReported>): SagaIterator {
  try {
    if (notReceivedReported.match(action)) {
      const { list }: { list: WithdrawRecord[] } = yield call(confirmWithdrawals, { id: action.payload.id, received: false, proof: action.payload.proof });
      yield put(confirmationSaved({ records: list, kind: 'reported', id: action.payload.id }));
    } else {
      const id = action.payload;
      const { list }: { list: WithdrawRecord[] } = yield call(confirmWithdrawals, id === 'all' ? { confirmAll: true } : { id, received: true });
      yield put(confirmationSaved({ records: list, kind: 'confirmed', id }));
    }
  } catch (e) {
    yield put(confirmationFailed(toErrorInfo(e)));
  }
}

export function* withdrawSaga(): SagaIterator {
  yield takeLatest([withdrawOpened.type, withdrawRetried.type, withdrawAccepted.type], function* (action: { type: string }) {
    if (withdrawAccepted.match(action)) yield call(watchPending);
    else yield call(loadWithdraw);
  });
  yield takeLeading(withdrawSubmitted.type, submitWithdrawal, createSubmission());
  yield takeLeading([receiptConfirmed.type, notReceivedReported.type], sendConfirmation);
}
