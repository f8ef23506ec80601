import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BetRecordsValue, ErrorInfo } from '@tessera/shared';
import { lastDays } from '../../app/date-range';
import { rootReducer } from '../../app/store';
import type { BetQuery, BettingRecordsState } from './types';

/** Bets per page. */
export const PAGE_SIZE = 10;

const initialState: BettingRecordsState = {
  query: { range: lastDays(7), gameType: '', vendor: '', pageNo: 1 },
  page: null,
  status: 'idle',
  error: null,
};

const bettingRecordsSlice = createSlice({
  name: 'personalHistoryCopy',
  initialState,
  reducers: {
    /** Opening, a new filter or a page: a new filter starts again at page 1. */
    betQueryChanged(state, action: PayloadAction<Partial<BetQuery>>) {
      const { pageNo, ...filters } = action.payload;
      state.query = { ...state.query, ...filters, pageNo: pageNo ?? (Object.keys(filters).length ? 1 : state.query.pageNo) };
      state.status = 'loading';
      state.error = null;
    },
    betsLoaded(state, action: PayloadAction<BetRecordsValue>) {
      state.page = action.payload;
      state.status = 'ready';
    },
    betsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectPage: (state) => state.page,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof bettingRecordsSlice> {}
}

const injected = bettingRecordsSlice.injectInto(rootReducer);

export const { betQueryChanged, betsLoaded, betsFailed } = bettingRecordsSlice.actions;
export const { selectQuery, selectPage, selectStatus, selectError } = injected.selectors;
