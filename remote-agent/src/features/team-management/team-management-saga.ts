import type { PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo, type AgentTransferValue, type DownlineMember } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, takeLeading } from 'redux-saga/effects';
import { requestBalanceRefresh, transferToDownline } from './team-management-api';
import { membersRetried, selectTransfer, teamMembers, transferFailed, transferSubmitted, transferSucceeded, type TransferState } from './team-management-slice';

/** One transfer at a time; on success the list shows the new balance and the header the agent's own. */
export function* sendTransfer(action: PayloadAction<{ toId: number; amount: number }>): SagaIterator {
  const { target }: TransferState = yield select(selectTransfer);
  try {
    const value: AgentTransferValue = yield call(transferToDownline, action.payload.toId, action.payload.amount);
    yield put(transferSucceeded({ ...value, amount: action.payload.amount, username: (target as DownlineMember | null)?.username ?? '' }));
    yield put(membersRetried());
    yield call(requestBalanceRefresh);
  } catch (e) {
    yield put(transferFailed(toErrorInfo(e)));
  }
}

export function* teamManagementSaga(): SagaIterator {
  yield all([fork(teamMembers.saga), takeLeading(transferSubmitted.type, sendTransfer)]);
}
