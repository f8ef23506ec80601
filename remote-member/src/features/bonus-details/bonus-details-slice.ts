import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ErrorInfo, MemberTransactionsValue } from '@tessera/shared';
import { lastDays, type DateRange } from '../../app/date-range';
import { rootReducer } from '../../app/store';
import type { BonusDetailsState } from './types';

export const BONUS_PAGE_SIZE = 10;

const initialState: BonusDetailsState = { range: lastDays(30), pageNo: 1, page: null, status: 'idle', error: null };

const bonusDetailsSlice = createSlice({
  name: 'bonusDetails',
  initialState,
  reducers: {
    /** Opening, another range (back to page 1) or another page: the bonuses load for it. */
    bonusesRequested(state, action: PayloadAction<{ range?: DateRange; pageNo?: number }>) {
      if (action.payload.range) {
        state.range = action.payload.range;
        state.pageNo = 1;
      }
      if (action.payload.pageNo) state.pageNo = action.payload.pageNo;
      state.status = 'loading';
      state.error = null;
    },
    bonusesLoaded(state, action: PayloadAction<MemberTransactionsValue>) {
      state.page = action.payload;
      state.status = 'ready';
    },
    bonusesFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectRange: (state) => state.range,
    selectPage: (state) => state.page,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof bonusDetailsSlice> {}
}

const injected = bonusDetailsSlice.injectInto(rootReducer);

export const { bonusesRequested, bonusesLoaded, bonusesFailed } = bonusDetailsSlice.actions;
export const { selectRange, selectPage, selectStatus, selectError } = injected.selectors;
