import type { PayloadAction } from '@tessera/shared/toolkit';
import { forwardBusEvents, isAgentType, toErrorInfo, type ConsolidatedFunds } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchConsolidatedFunds } from './contract-flags-api';
import {
  agentSignedIn,
  agentSignedOut,
  flagsFailed,
  flagsLoaded,
  flagsRequested,
  flagsRetried,
  selectFlagsAccount,
} from './contract-flags-slice';
import { toContractFlags } from './flags';

export function* loadContractFlags(): SagaIterator {
  try {
    const funds: ConsolidatedFunds = yield call(fetchConsolidatedFunds);
    yield put(flagsLoaded(toContractFlags(funds)));
  } catch (e) {
    yield put(flagsFailed(toErrorInfo(e)));
  }
}

/** A session event for the agent whose flags are held changes nothing (the host re-emits it freely). */
function* requestFlagsOf(action: PayloadAction<string>): SagaIterator {
  const held: string | null = yield select(selectFlagsAccount);
  if (action.payload !== held) yield put(flagsRequested(action.payload));
}

/** The flags follow the signed-in agent: asked for once per agent session, again on retry. */
export function* contractFlagsSaga(): SagaIterator {
  yield takeLatest([flagsRequested.type, flagsRetried.type], loadContractFlags);
  yield takeEvery(agentSignedIn.type, requestFlagsOf);
  yield fork(forwardBusEvents, {
    'session:changed': (s) =>
      s.status === 'in' && isAgentType(s.accountType) ? agentSignedIn(s.account ?? '') : agentSignedOut(),
  });
}
