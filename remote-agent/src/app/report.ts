/**
 * One report page's state and loading (docs/product.md#agent-centre): the query the reader chose, the
 * answer for it, and its load state. Every report page (team betting, user loss, …) makes its own slice and
 * saga with this, under its own name; the latest query wins over an older answer still on its way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toErrorInfo, type ErrorInfo, type LoadStatus } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';

export interface ReportState<Q, V> {
  query: Q | null;
  status: LoadStatus;
  error: ErrorInfo | null;
  data: V | null;
}

export function createReport<N extends string, Q, V>(name: N, fetch: (query: Q) => Promise<V>) {
  const initialState: ReportState<Q, V> = { query: null, status: 'idle', error: null, data: null };
  const slice = createSlice({
    name,
    initialState: initialState as ReportState<Q, V>,
    reducers: {
      /** The reader changed the period, page or search: load again. */
      queryChanged(state, action: PayloadAction<Q>) {
        (state as ReportState<Q, V>).query = action.payload;
        state.status = 'loading';
        state.error = null;
      },
      retried(state) {
        state.status = 'loading';
        state.error = null;
      },
      loaded(state, action: PayloadAction<V>) {
        (state as ReportState<Q, V>).data = action.payload;
        state.status = 'ready';
      },
      failed(state, action: PayloadAction<ErrorInfo>) {
        state.status = 'failed';
        state.error = action.payload;
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
