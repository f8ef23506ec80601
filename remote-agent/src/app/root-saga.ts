import { all, fork } from 'redux-saga/effects';
import { contractFlagsSaga } from '../centre/contract-flags/contract-flags-saga';

/** The centre's own sagas; a page's saga joins when the page mounts (useInjectSaga). */
export function* rootSaga() {
  yield all([fork(contractFlagsSaga)]);
}
