import { all, call } from 'redux-saga/effects';
import { lobbySaga } from '../features/lobby/lobby-saga';

export function* rootSaga() {
  yield all([call(lobbySaga)]);
}
