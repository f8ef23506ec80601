import { all } from 'redux-saga/effects';
import { authSaga } from '../features/auth/auth-saga';
import { navSaga } from '../features/nav/nav-saga';
import { overlaysSaga } from '../features/overlays/overlays-saga';
import { settingsSaga } from '../features/settings/settings-saga';
import { walletSaga } from '../features/wallet/wallet-saga';

export function* rootSaga() {
  yield all([authSaga(), settingsSaga(), walletSaga(), overlaysSaga(), navSaga()]);
}
