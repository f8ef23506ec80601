import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ErrorInfo, ProfitLossValue } from '@tessera/shared';
import { lastDays, type DateRange } from '../../app/date-range';
import { rootReducer } from '../../app/store';
import type { PersonalProfitState } from './types';

const initialState: PersonalProfitState = { range: lastDays(7), report: null, status: 'idle', error: null };

const personalProfitSlice = createSlice({
  name: 'personalProfit',
  initialState,
  reducers: {
    /** Opening (no range: the current one again) or a new range. */
    profitRequested(state, action: PayloadAction<DateRange | undefined>) {
      if (action.payload) state.range = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    profitLoaded(state, action: PayloadAction<ProfitLossValue>) {
      state.report = action.payload;
      state.status = 'ready';
    },
    profitFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectRange: (state) => state.range,
    selectReport: (state) => state.report,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof personalProfitSlice> {}
}

const injected = personalProfitSlice.injectInto(rootReducer);

export const { profitRequested, profitLoaded, profitFailed } = personalProfitSlice.actions;
export const { selectRange, selectReport, selectStatus, selectError } = injected.selectors;
