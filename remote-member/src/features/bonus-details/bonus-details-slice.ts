import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, loadSelectors, startLoading } from '@tessera/shared';
import { lastDays, type DateRange } from '@tessera/shared/report';
import { turnPage } from '../../common/paging';
import { rootReducer } from '../../common/store';
import type { BonusDetailsState } from './types';

export const BONUS_PAGE_SIZE = 10;

const initialState: BonusDetailsState = { range: lastDays(30), pageNo: 1, page: idle() };
const page = loadableCases((state: BonusDetailsState) => state.page);

const bonusDetailsSlice = createSlice({
  name: 'bonusDetails',
  initialState,
  reducers: {
    /** Opening, another range (back to page 1) or another page: the bonuses load for it. */
    bonusesRequested(state, action: PayloadAction<{ range?: DateRange; pageNo?: number }>) {
      const { range, pageNo } = action.payload;
      if (range) state.range = range;
      turnPage(state, !!range, pageNo);
      startLoading(state.page);
    },
    bonusesLoaded: page.loaded,
    bonusesFailed: page.failed,
  },
  selectors: {
    selectRange: (state) => state.range,
    selectPage: (state) => state.page.data,
    ...loadSelectors((state: BonusDetailsState) => state.page),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof bonusDetailsSlice> {}
}

const injected = bonusDetailsSlice.injectInto(rootReducer);

export const { bonusesRequested, bonusesLoaded, bonusesFailed } = bonusDetailsSlice.actions;
export const { selectRange, selectPage, selectLoad } = injected.selectors;
