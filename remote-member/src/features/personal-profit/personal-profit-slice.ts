import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, loadSelectors, startLoading } from '@tessera/shared';
import { lastDays, type DateRange } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import type { PersonalProfitState } from './types';

const initialState: PersonalProfitState = { range: lastDays(7), report: idle() };
const report = loadableCases((state: PersonalProfitState) => state.report);

const personalProfitSlice = createSlice({
  name: 'personalProfit',
  initialState,
  reducers: {
    /** Opening (no range: the current one again) or a new range. */
    profitRequested(state, action: PayloadAction<DateRange | undefined>) {
      if (action.payload) state.range = action.payload;
      startLoading(state.report);
    },
    profitLoaded: report.loaded,
    profitFailed: report.failed,
  },
  selectors: {
    selectRange: (state) => state.range,
    selectReport: (state) => state.report.data,
    ...loadSelectors((state: PersonalProfitState) => state.report),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof personalProfitSlice> {}
}

const injected = personalProfitSlice.injectInto(rootReducer);

export const { profitRequested, profitLoaded, profitFailed } = personalProfitSlice.actions;
export const { selectRange, selectReport, selectStatus, selectError } = injected.selectors;
