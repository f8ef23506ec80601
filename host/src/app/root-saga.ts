import { all } from 'redux-saga/effects';
import { announcementsSaga } from '../features/announcements/announcements-saga';
import { authSaga } from '../features/auth/auth-saga';
import { helpSaga } from '../features/help/help-saga';
import { messagesSaga } from '../features/messages/messages-saga';
import { navSaga } from '../features/nav/nav-saga';
import { overlaysSaga } from '../features/overlays/overlays-saga';
import { popupsSaga } from '../features/popups/popups-saga';
import { urlCodesSaga } from '../features/register/url-codes';
import { settingsSaga } from '../features/settings/settings-saga';
import { walletSaga } from '../features/wallet/wallet-saga';
import { connectionSaga } from './connection/connection-saga';

export function* rootSaga() {
  yield all([
    authSaga(),
    settingsSaga(),
    walletSaga(),
    messagesSaga(),
    overlaysSaga(),
    navSaga(),
    announcementsSaga(),
    helpSaga(),
    popupsSaga(),
    urlCodesSaga(),
    connectionSaga(),
  ]);
}
