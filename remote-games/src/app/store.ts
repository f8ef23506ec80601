import { combineReducers } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { lobbyReducer } from '../features/lobby/lobby-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({ lobby: lobbyReducer });

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
type AppState = ReturnType<typeof rootReducer>;

declare module '../common/store' {
  export interface RootState extends AppState {}
}
