/**
 * One report page's state and loading: the query the reader chose, the answer for it (a `Loadable`). A page
 * makes its own slice and saga with this, under its own name; the latest query wins over an older answer
 * still on its way. The fetch is the feature's api module (sagas never call axios).
 */
import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
// The main entry's modules through the package name: this file is part of `@tessera/shared/report` (report/index.ts).
import { fail, idle, startLoading, succeed, toErrorInfo, type ErrorInfo, type Loadable } from '@tessera/shared';

export interface ReportState<Q, V> extends Loadable<V> {
  query: Q | null;
}

export function createReport<N extends string, Q, V>(name: N, fetch: (query: Q) => Promise<V>) {
  const initialState: ReportState<Q, V> = { query: null, ...idle<V>() };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** The reader changed the period, page or a filter: load again. */
      queryChanged(state, action: PayloadAction<Q>) {
        (state as ReportState<Q, V>).query = action.payload;
        startLoading(state);
      },
      retried: startLoading,
      loaded(state, action: PayloadAction<V>) {
        succeed(state as ReportState<Q, V>, action.payload);
      },
      failed(state, action: PayloadAction<ErrorInfo>) {
        fail(state, action.payload);
      },
    },
    selectors: {
      selectReport: (state) => state as ReportState<Q, V>,
    },
  });
  const { queryChanged, retried, loaded, failed } = slice.actions;

  function* load(): SagaIterator {
    const state: ReportState<Q, V> = yield select(slice.selectors.selectReport);
    if (state.query === null) return;
    try {
      const value: V = yield call(fetch, state.query);
      yield put(loaded(value));
    } catch (e) {
      yield put(failed(toErrorInfo(e)));
    }
  }

  function* saga(): SagaIterator {
    yield takeLatest([queryChanged.type, retried.type], load);
  }

  return { slice, saga, load, queryChanged, retried, loaded, failed };
}
