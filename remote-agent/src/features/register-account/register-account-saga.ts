import type { PayloadAction } from '@tessera/shared/toolkit';
import { toErrorInfo, type AgentRegisterRequest, type AgentRegisterValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { registerDownline } from './register-account-api';
import { registerFailed, registerSubmitted, registerSucceeded } from './register-account-slice';

export function* submitRegistration(action: PayloadAction<AgentRegisterRequest>): SagaIterator {
  try {
    const value: AgentRegisterValue = yield call(registerDownline, action.payload);
    yield put(registerSucceeded(value));
  } catch (e) {
    yield put(registerFailed(toErrorInfo(e)));
  }
}

export function* registerAccountSaga(): SagaIterator {
  yield takeLeading(registerSubmitted.type, submitRegistration);
}
