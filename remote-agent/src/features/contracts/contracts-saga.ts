import type { PayloadAction } from '@tessera/shared/toolkit';
import { isApiError, toErrorInfo, type AgentContract, type ContractsValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { decideContract, fetchContracts, offerContract } from './contracts-api';
import {
  actionFailed,
  actionSucceeded,
  contractsFailed,
  contractsLoaded,
  contractsOpened,
  contractsRetried,
  decisionSubmitted,
  lowerRateWarned,
  offerSubmitted,
  selectContracts,
} from './contracts-slice';
import type { ContractsState, Decision, OfferForm } from './types';

export function* loadContracts(): SagaIterator {
  const { endpoint }: ContractsState = yield select(selectContracts);
  if (!endpoint) return;
  try {
    const value: ContractsValue = yield call(fetchContracts, endpoint);
    yield put(contractsLoaded(value));
  } catch (e) {
    yield put(contractsFailed(toErrorInfo(e)));
  }
}

export function* submitOffer(action: PayloadAction<OfferForm>): SagaIterator {
  const { endpoint }: ContractsState = yield select(selectContracts);
  if (!endpoint) return;
  try {
    const contract: AgentContract = yield call(offerContract, endpoint, action.payload);
    yield put(actionSucceeded(contract));
    yield put(contractsRetried());
  } catch (e) {
    // A lower rate than the downline's running contract is a warning the agent may override.
    if (isApiError(e) && e.code === 'contract.rate.lower') {
      const currentRate = Number((e.value as { currentRate?: unknown } | null)?.currentRate ?? 0);
      yield put(lowerRateWarned({ offer: action.payload, currentRate }));
    } else {
      yield put(actionFailed(toErrorInfo(e)));
    }
  }
}

export function* submitDecision(action: PayloadAction<Decision>): SagaIterator {
  const { endpoint }: ContractsState = yield select(selectContracts);
  if (!endpoint) return;
  try {
    const contract: AgentContract = yield call(decideContract, endpoint, action.payload.action, action.payload.id);
    yield put(actionSucceeded(contract));
    yield put(contractsRetried());
  } catch (e) {
    yield put(actionFailed(toErrorInfo(e)));
  }
}

export function* contractsSaga(): SagaIterator {
  yield takeLatest([contractsOpened.type, contractsRetried.type], loadContracts);
  yield takeLeading(offerSubmitted.type, submitOffer);
  yield takeLeading(decisionSubmitted.type, submitDecision);
}
