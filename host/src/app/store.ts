import { combineSlices, configureStore } from '@tessera/shared/toolkit';
import { useLayoutEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import createSagaMiddleware, { channel, type Saga, type SagaIterator } from 'redux-saga';
import { fork, take } from 'redux-saga/effects';
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
import { siteWidgetsSlice } from './shell/site-widgets-slice';
import { smsSlice } from './sms/sms-slice';
import type { Navigator } from '../common/navigator';

/**
 * Slices that join the store when their chunk loads (the site widgets). Each such slice file adds itself with
 * `declare module '../../app/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }` and
 * `slice.injectInto(rootReducer)`; its selectors see the initial state until it has joined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  twoFactorSlice,
  settingsSlice,
  walletSlice,
  overlaysSlice,
  navSlice,
  announcementsSlice,
  helpSlice,
  registerSlice,
  passwordSlice,
  popupsSlice,
  smsSlice,
  connectionSlice,
  siteWidgetsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

type InjectSaga = (key: string, saga: Saga) => void;
/** Each host store's saga injection, found from the store the components are given (see useInjectSaga). */
const injectors = new WeakMap<object, InjectSaga>();

export function createHostStore(router: Navigator) {
  const saga = createSagaMiddleware({ context: { router } });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
  });
  const injected = new Set<string>();
  const incoming = channel<Saga>();
  function* root(): SagaIterator {
    yield fork(rootSaga);
    try {
      for (;;) {
        const next: Saga = yield take(incoming);
        yield fork(next);
      }
    } finally {
      incoming.close();
    }
  }
  const task = saga.run(root);
  /** Starts a lazily loaded feature's saga beside the root saga, once per key (a remount does not start it twice). */
  const injectSaga: InjectSaga = (key, next) => {
    if (injected.has(key)) return;
    injected.add(key);
    incoming.put(next);
  };
  injectors.set(store, injectSaga);
  return { store, task, injectSaga };
}

export type HostStore = ReturnType<typeof createHostStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = HostStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Runs a lazily loaded feature's saga in the host store from the feature's first mount on. A layout effect:
 * the saga listens before the feature's own passive effects dispatch its "shown" or "opened" event.
 */
export function useInjectSaga(key: string, saga: Saga): void {
  const store = useStore();
  useLayoutEffect(() => {
    const inject = injectors.get(store);
    if (!inject) throw new Error(`useInjectSaga('${key}') needs a store made by createHostStore`);
    inject(key, saga);
  }, [store, key, saga]);
}
