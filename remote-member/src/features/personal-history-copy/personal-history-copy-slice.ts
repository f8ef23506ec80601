import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, loadSelectors, startLoading } from '@tessera/shared';
import { lastDays } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import type { BetQuery, BettingRecordsState } from './types';

/** Bets per page. */
export const PAGE_SIZE = 10;

const initialState: BettingRecordsState = {
  query: { range: lastDays(7), gameType: '', vendor: '', pageNo: 1 },
  page: idle(),
};
const page = loadableCases((state: BettingRecordsState) => state.page);

const bettingRecordsSlice = createSlice({
  name: 'personalHistoryCopy',
  initialState,
  reducers: {
    /** Opening, a new filter or a page: a new filter starts again at page 1. */
    betQueryChanged(state, action: PayloadAction<Partial<BetQuery>>) {
      const { pageNo, ...filters } = action.payload;
      state.query = { ...state.query, ...filters, pageNo: pageNo ?? (Object.keys(filters).length ? 1 : state.query.pageNo) };
      startLoading(state.page);
    },
    betsLoaded: page.loaded,
    betsFailed: page.failed,
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectPage: (state) => state.page.data,
    ...loadSelectors((state: BettingRecordsState) => state.page),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof bettingRecordsSlice> {}
}

const injected = bettingRecordsSlice.injectInto(rootReducer);

export const { betQueryChanged, betsLoaded, betsFailed } = bettingRecordsSlice.actions;
export const { selectQuery, selectPage, selectStatus, selectError, selectLoad } = injected.selectors;
