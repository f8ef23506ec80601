import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, idle, lastDays, startLoading, succeed, type DateRange, type ErrorInfo, type ProfitLossValue } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { PersonalProfitState } from './types';

const initialState: PersonalProfitState = { range: lastDays(7), report: idle() };

const personalProfitSlice = createSlice({
  name: 'personalProfit',
  initialState,
  reducers: {
    /** Opening (no range: the current one again) or a new range. */
    profitRequested(state, action: PayloadAction<DateRange | undefined>) {
      if (action.payload) state.range = action.payload;
      startLoading(state.report);
    },
    profitLoaded(state, action: PayloadAction<ProfitLossValue>) {
      succeed(state.report, action.payload);
    },
    profitFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.report, action.payload);
    },
  },
  selectors: {
    selectRange: (state) => state.range,
    selectReport: (state) => state.report.data,
    selectStatus: (state) => state.report.status,
    selectError: (state) => state.report.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof personalProfitSlice> {}
}

const injected = personalProfitSlice.injectInto(rootReducer);

export const { profitRequested, profitLoaded, profitFailed } = personalProfitSlice.actions;
export const { selectRange, selectReport, selectStatus, selectError } = injected.selectors;
