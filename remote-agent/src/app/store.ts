import { combineReducers } from '@reduxjs/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { agentCentreReducer } from '../features/agent-centre/agent-centre-slice';
import { contractFlagsReducer } from '../features/contract-flags/contract-flags-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({
  agentCentre: agentCentreReducer,
  contractFlags: contractFlagsReducer,
});

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
