import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { centrePageCases } from '@tessera/shared/report';
import { missionsCounted, promotionsCounted } from '../common/badges';
import { rootReducer } from '../common/store';
import { DEFAULT_PAGE, resolvePage } from './page-registry';
import type { MemberCentreState } from './types';

const initialState: MemberCentreState = { page: DEFAULT_PAGE, promotions: 0, missions: 0 };
const page = centrePageCases(resolvePage);

/** Which page the centre shows; the pages' own slices join the store as they mount. */
export const centreSlice = createSlice({
  name: 'memberCentre',
  initialState,
  reducers: {
    centreOpened: page.opened,
    pageSelected: page.selected,
  },
  extraReducers: (builder) => {
    builder
      .addCase(promotionsCounted, (state, action) => {
        state.promotions = action.payload;
      })
      .addCase(missionsCounted, (state, action) => {
        state.missions = action.payload;
      });
  },
  selectors: {
    selectPage: (state) => state.page,
    selectPromotionCount: (state) => state.promotions,
    selectMissionCount: (state) => state.missions,
  },
});

declare module '../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof centreSlice> {}
}

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage, selectPromotionCount, selectMissionCount } = centreSlice.injectInto(rootReducer).selectors;
