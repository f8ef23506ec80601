import { combineSlices } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { createReport, type ReportState } from '@tessera/shared/report';
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

/** A report page's slice and saga (`createReport`), its slice joined to this store, with its selector. */
export function injectReport<N extends string, Q, V>(name: N, fetch: (query: Q) => Promise<V>): InjectedReport<N, Q, V> {
  const report = createReport(name, fetch);
  return { ...report, selectReport: report.slice.injectInto(rootReducer).selectors.selectReport };
}

// Spelled out so that a slice file's `LazyLoadedSlices` entry does not depend on the root state it joins.
type InjectedReport<N extends string, Q, V> = ReturnType<typeof createReport<N, Q, V>> & { selectReport: (state: { [K in N]?: ReportState<Q, V> }) => ReportState<Q, V> };

/** One store per mounted exposed component: the remote never shares state with the host's store. */
export const createAppStore = () => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
