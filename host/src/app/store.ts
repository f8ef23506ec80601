import { configureStore } from '@tessera/shared/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { announcementsSlice } from '../features/announcements/announcements-slice';
import { authSlice } from '../features/auth/auth-slice';
import { twoFactorSlice } from '../features/auth/two-factor-slice';
import { helpSlice } from '../features/help/help-slice';
import { passwordSlice } from '../features/password/password-slice';
import { popupsSlice } from '../features/popups/popups-slice';
import { registerSlice } from '../features/register/register-slice';
import { navSlice } from '../features/nav/nav-slice';
import { overlaysSlice } from '../features/overlays/overlays-slice';
import { settingsSlice } from '../features/settings/settings-slice';
import { walletSlice } from '../features/wallet/wallet-slice';
import { connectionSlice } from './connection/connection-slice';
import { rootSaga } from './root-saga';
import { smsSlice } from './sms/sms-slice';
import type { Navigator } from '../features/auth/auth-saga';

export function createHostStore(router: Navigator) {
  const saga = createSagaMiddleware({ context: { router } });
  const store = configureStore({
    reducer: {
      auth: authSlice.reducer,
      twoFactor: twoFactorSlice.reducer,
      settings: settingsSlice.reducer,
      wallet: walletSlice.reducer,
      overlays: overlaysSlice.reducer,
      nav: navSlice.reducer,
      announcements: announcementsSlice.reducer,
      help: helpSlice.reducer,
      register: registerSlice.reducer,
      password: passwordSlice.reducer,
      popups: popupsSlice.reducer,
      sms: smsSlice.reducer,
      connection: connectionSlice.reducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const task = saga.run(rootSaga);
  return { store, task };
}

export type HostStore = ReturnType<typeof createHostStore>['store'];
export type RootState = ReturnType<HostStore['getState']>;
export type AppDispatch = HostStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
