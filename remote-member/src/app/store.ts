import { combineReducers } from '@reduxjs/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { memberCentreReducer } from '../features/member-centre/member-centre-slice';
import { securityCenterReducer } from '../features/security-center/security-center-slice';
import { rootSaga } from './root-saga';

const rootReducer = combineReducers({
  memberCentre: memberCentreReducer,
  securityCenter: securityCenterReducer,
});

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
