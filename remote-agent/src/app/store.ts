import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { agentCentreReducer } from '../features/agent-centre/agent-centre-slice';
import { contractFlagsReducer } from '../features/contract-flags/contract-flags-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({
  agentCentre: agentCentreReducer,
  contractFlags: contractFlagsReducer,
});

/** A fresh store per mounted centre: the remote keeps no state between openings or across hosts. */
export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    // Side effects live in sagas only.
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  return { store, runSaga: () => sagaMiddleware.run(rootSaga) };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
