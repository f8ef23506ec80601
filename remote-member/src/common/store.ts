import { combineSlices } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';

/**
 * Every slice joins the store as its module loads, the centre's too: a slice file adds itself with
 * `declare module '../../common/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 * and `slice.injectInto(rootReducer)`; its selectors see the initial state until it has joined. So this module
 * imports no slice, and a page importing it does not pull in the centre and its page table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
