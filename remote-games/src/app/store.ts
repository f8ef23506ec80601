import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { lobbyReducer } from '../features/lobby/lobby-slice';
import { rootSaga } from './root-saga';

const reducer = { lobby: lobbyReducer };

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    // Sagas do the side effects; thunks are not used.
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  return { store, runSaga: () => sagaMiddleware.run(rootSaga) };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
