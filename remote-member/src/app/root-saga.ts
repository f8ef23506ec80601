import { all, fork } from 'redux-saga/effects';
import { securityCenterSaga } from '../features/security-center/security-center-saga';

export function* rootSaga() {
  yield all([fork(securityCenterSaga)]);
}
