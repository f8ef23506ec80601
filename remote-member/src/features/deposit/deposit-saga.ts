import { toErrorInfo, type DepositRecord, type DepositSettings } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../common/store';
import { createSubmission, type Submission } from '../../common/submission';
import { fetchDepositRecords, fetchDepositSettings, makeDeposit, balanceChanged, reportMoveOutcome } from './deposit-api';
import { depositAccepted, depositLoaded, depositLoadFailed, depositOpened, depositRefused, depositRetried, depositSubmitted, recordsReceived, selectHasPending } from './deposit-slice';

/** How often the page asks after a deposit still waiting for its payment. */
export const DEPOSIT_POLL_MS = 1_500;

export function* loadDeposit(): SagaIterator {
  try {
    const [settings, records]: [DepositSettings, { list: DepositRecord[] }] = yield all([call(fetchDepositSettings), call(fetchDepositRecords)]);
    yield put(depositLoaded({ settings, records: records.list }));
  } catch (e) {
    yield put(depositLoadFailed(toErrorInfo(e)));
    return;
  }
  yield call(watchPending);
}

/**
 * While a deposit waits, re-reads the records; when one is credited the host is asked for the new
 * balance. Stops when none waits (or on a failed read: the next open tries again).
 */
export function* watchPending(): SagaIterator {
  while ((yield select((s: RootState) => selectHasPending(s))) as boolean) {
    yield delay(DEPOSIT_POLL_MS);
    try {
      const before: RootState = yield select();
      const { list }: { list: DepositRecord[] } = yield call(fetchDepositRecords);
      yield put(recordsReceived(list));
      const wasPending = new Set(before.depositv2?.records.filter((r) => r.status === 'pending').map((r) => r.id));
      if (list.some((r) => wasPending.has(r.id) && r.status === 'credited')) yield call(balanceChanged, 'deposit');
    } catch {
      return;
    }
  }
}

/** A re-submit after an unanswered one reuses its requestId (common/submission.ts): one deposit, not two. */
export function* submitDeposit(submission: Submission, action: ReturnType<typeof depositSubmitted>): SagaIterator {
  const requestId = submission.id();
  try {
    const record: DepositRecord = yield call(makeDeposit, { ...action.payload, requestId });
    submission.answered();
    yield put(depositAccepted(record));
    yield call(reportMoveOutcome, 'deposit');
  } catch (e) {
    submission.answered(e);
    const info = toErrorInfo(e);
    yield put(depositRefused(info));
    yield call(reportMoveOutcome, 'deposit', info);
  }
}

export function* depositSaga(): SagaIterator {
  yield takeLatest([depositOpened.type, depositRetried.type, depositAccepted.type], function* (action: { type: string }) {
    // An accepted deposit only (re)starts the watch; opening loads everything first.
    if (depositAccepted.match(action)) yield call(watchPending);
    else yield call(loadDeposit);
  });
  yield takeLeading(depositSubmitted.type, submitDeposit, createSubmission());
}
