import { combineSlices } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { centreSlice } from '../centre/centre-slice';
import { contractFlagsSlice } from '../centre/contract-flags/contract-flags-slice';
import { rootSaga } from './root-saga';

/**
 * Slices that join the store when their page's chunk loads. Each page's slice file adds itself with
 * `declare module '../../app/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 * and `slice.injectInto(rootReducer)`; its selectors see the initial state until it has joined.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(centreSlice, contractFlagsSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
