import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { createCentreSlice } from '@tessera/shared/centre';
import { missionsCounted, promotionsCounted } from '../common/badges';
import { rootReducer } from '../common/store';
import { DEFAULT_PAGE, resolvePage } from './page-registry';
import type { MemberCentreBadges } from './types';

/** Which page the centre shows: always a page this build has; a request for any other lands on the default. */
export const centreSlice = createCentreSlice('memberCentre', DEFAULT_PAGE, resolvePage);

const initialBadges: MemberCentreBadges = { promotions: 0, missions: 0 };

/** The badge counts of the centre's menu, as the pages report them. */
const badgesSlice = createSlice({
  name: 'memberCentreBadges',
  initialState: initialBadges,
  reducers: {},
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
    selectPromotionCount: (state) => state.promotions,
    selectMissionCount: (state) => state.missions,
  },
});

declare module '../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof centreSlice>, WithSlice<typeof badgesSlice> {}
}

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage } = centreSlice.injectInto(rootReducer).selectors;
export const { selectPromotionCount, selectMissionCount } = badgesSlice.injectInto(rootReducer).selectors;
