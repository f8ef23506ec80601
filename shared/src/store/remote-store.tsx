/**
 * Each exposed component owns its store and sagas (docs/architecture.md#remote-stores): created on
 * mount, sagas cancelled on unmount, side effects only in sagas (no thunks). Remotes build theirs with
 * these. A page that is its own chunk adds its saga when it mounts (`useInjectSaga`); its slice joins
 * through the app's `combineSlices(...).withLazyLoadedSlices()` reducer (`slice.injectInto`).
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore, type Action, type Reducer } from '@tessera/shared/toolkit';
import createSagaMiddleware, { channel, type Channel, type Saga, type SagaIterator, type Task } from 'redux-saga';
import { fork, take } from 'redux-saga/effects';
import type { Store } from 'redux';

export interface RemoteStoreHandle {
  store: Store;
  /** Starts the root saga and every injected saga; cancelling the task stops them all. */
  runSaga(): Task;
  /**
   * Adds a saga under a key, once per store: it starts now if the sagas run, and with every later
   * `runSaga` (a StrictMode remount restarts it with the others).
   */
  injectSaga(key: string, saga: Saga): void;
}

/** The root saga is optional: a remote whose sagas all belong to lazily mounted pages has none. */
export function createRemoteStore<S, A extends Action, P = S>(reducer: Reducer<S, A, P>, rootSaga?: Saga) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const injected = new Map<string, Saga>();
  // Set while the sagas run: where an injection made meanwhile is sent to be forked.
  let injections: Channel<Saga> | null = null;

  function* root(): SagaIterator {
    const incoming = channel<Saga>();
    injections = incoming;
    try {
      for (const saga of injected.values()) yield fork(saga);
      if (rootSaga) yield fork(rootSaga);
      for (;;) {
        const saga: Saga = yield take(incoming);
        yield fork(saga);
      }
    } finally {
      if (injections === incoming) injections = null;
      incoming.close();
    }
  }

  return {
    store,
    runSaga: (): Task => sagaMiddleware.run(root),
    injectSaga(key: string, saga: Saga): void {
      if (injected.has(key)) return;
      injected.set(key, saga);
      injections?.put(saga);
    },
  };
}

const SagaInjector = createContext<RemoteStoreHandle['injectSaga'] | null>(null);

export function RemoteStoreProvider({
  create,
  children,
}: {
  create: () => RemoteStoreHandle;
  children: ReactNode;
}) {
  const [{ store, runSaga, injectSaga }] = useState(create);
  // A layout effect runs before the children's passive effects, so the sagas already listen when a
  // child dispatches its "opened" event on mount.
  useLayoutEffect(() => {
    const task = runSaga();
    return () => task.cancel();
  }, [runSaga]);
  return (
    <SagaInjector.Provider value={injectSaga}>
      <Provider store={store}>{children}</Provider>
    </SagaInjector.Provider>
  );
}

/**
 * Runs a page's saga in the surrounding remote store from the page's first mount on (once per store,
 * whatever the key's later mounts). A layout effect: it runs before the page's own passive effects,
 * so the saga listens when the page dispatches its "opened" event.
 */
export function useInjectSaga(key: string, saga: Saga): void {
  const inject = useContext(SagaInjector);
  if (!inject) throw new Error(`useInjectSaga('${key}') needs a RemoteStoreProvider above it`);
  useLayoutEffect(() => inject(key, saga), [inject, key, saga]);
}
