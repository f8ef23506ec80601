import { combineSlices } from '@tessera/shared/toolkit';
import { createRemoteStore } from '@tessera/shared';
import { createReport, type ReportState } from '@tessera/shared/report';
import type { Saga } from 'redux-saga';

/**
 * Every slice joins the store as its module loads, the centre's too: a slice file adds itself with
 * `declare module '../../common/store' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 * and `slice.injectInto(rootReducer)`; its selectors see the initial state until it has joined. So this module
 * imports no slice, and a page importing it does not pull in the centre and its page table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

/** A report page's slice and saga (`createReport`), its slice joined to this store, with its selector. */
export function injectReport<N extends string, Q, V>(name: N, fetch: (query: Q) => Promise<V>): InjectedReport<N, Q, V> {
  const report = createReport(name, fetch);
  return { ...report, selectReport: report.slice.injectInto(rootReducer).selectors.selectReport };
}

// Spelled out so that a slice file's `LazyLoadedSlices` entry does not depend on the root state it joins.
type InjectedReport<N extends string, Q, V> = ReturnType<typeof createReport<N, Q, V>> & { selectReport: (state: { [K in N]?: ReportState<Q, V> }) => ReportState<Q, V> };

/** One store per mounted exposed component (the remote never shares state with the host's store); app/ gives the root saga. */
export const createAppStore = (rootSaga?: Saga) => createRemoteStore(rootReducer, rootSaga);

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
