import { all, fork } from 'redux-saga/effects';
import { contractFlagsSaga } from '../features/contract-flags/contract-flags-saga';

export function* rootSaga() {
  yield all([fork(contractFlagsSaga)]);
}
