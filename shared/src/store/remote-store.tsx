/**
 * Each exposed component owns its store and sagas (architecture §3.1): created on mount, root saga
 * cancelled on unmount, side effects only in sagas (no thunks). Remotes build theirs with these.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore, type Action, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { Store } from 'redux';

export interface RemoteStoreHandle {
  store: Store;
  runSaga(): Task;
}

export function createRemoteStore<S, A extends Action>(reducer: Reducer<S, A>, rootSaga: Saga) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  return { store, runSaga: (): Task => sagaMiddleware.run(rootSaga) };
}

export function RemoteStoreProvider({
  create,
  children,
}: {
  create: () => RemoteStoreHandle;
  children: ReactNode;
}) {
  const [{ store, runSaga }] = useState(create);
  // A layout effect runs before the children's passive effects, so the sagas already listen when a
  // child dispatches its "opened" event on mount.
  useLayoutEffect(() => {
    const task = runSaga();
    return () => task.cancel();
  }, [runSaga]);
  return <Provider store={store}>{children}</Provider>;
}
