import { isApiError } from '@tessera/shared';
import { call, put, takeLatest } from 'redux-saga/effects';
import { centreOpened } from '../agent-centre/agent-centre-slice';
import { fetchConsolidatedFunds } from './contract-flags-api';
import { flagsFailed, flagsLoaded, flagsRetried } from './contract-flags-slice';
import { toContractFlags } from './flags';
import type { ConsolidatedFunds } from './types';

export function* loadContractFlags() {
  try {
    const funds: ConsolidatedFunds = yield call(fetchConsolidatedFunds);
    yield put(flagsLoaded(toContractFlags(funds)));
  } catch (e) {
    yield put(flagsFailed(isApiError(e) ? { i18nKey: e.i18nKey, serverMessage: e.serverMessage } : { i18nKey: 'errors.unknown' }));
  }
}

export function* contractFlagsSaga() {
  yield takeLatest([centreOpened.type, flagsRetried.type], loadContractFlags);
}
