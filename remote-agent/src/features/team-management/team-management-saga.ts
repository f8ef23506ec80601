import type { PayloadAction } from '@tessera/shared/toolkit';
import { toErrorInfo, type AgentTransferValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, takeLeading } from 'redux-saga/effects';
import { balanceChanged, sendTransfer } from './team-management-api';
import { membersRetried, selectTransfer, teamMembers, transferFailed, transferSubmitted, transferSucceeded, type TransferState } from './team-management-slice';

/**
 * One transfer at a time, to the downline member or the upline the form is open for, with the form's
 * request id (a retry after a lost answer moves the money once). On success the list shows the new balance
 * and the header the agent's own (`wallet:changed`).
 */
export function* submitTransfer(action: PayloadAction<{ amount: number }>): SagaIterator {
  const { target, requestId }: TransferState = yield select(selectTransfer);
  if (!target || !requestId) return;
  try {
    const value: AgentTransferValue = yield call(sendTransfer, target, action.payload.amount, requestId);
    yield put(transferSucceeded({ ...value, amount: action.payload.amount, username: target.username, toUpline: 'toUpline' in target }));
    yield put(membersRetried());
    yield call(balanceChanged, 'transfer');
  } catch (e) {
    yield put(transferFailed(toErrorInfo(e)));
  }
}

export function* teamManagementSaga(): SagaIterator {
  yield all([fork(teamMembers.saga), takeLeading(transferSubmitted.type, submitTransfer)]);
}
