import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadCases, notLoaded, type ApplyActivityRequest, type ErrorInfo, type RewardPromotionsValue } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { RewardCenterState } from './types';

const initialState: RewardCenterState = { promotions: null, load: notLoaded(), busyId: null, result: null };
const load = loadCases(
  (state: RewardCenterState) => state.load,
  (state: RewardCenterState, promotions: RewardPromotionsValue) => {
    state.promotions = promotions;
  },
);

const rewardCenterSlice = createSlice({
  name: 'rewardCenter',
  initialState,
  reducers: {
    rewardCenterOpened: load.started,
    promotionsLoaded: load.loaded,
    promotionsFailed: load.failed,
    takePartRequested(state, action: PayloadAction<number>) {
      state.busyId = action.payload;
      state.result = null;
    },
    applicationSubmitted(state, action: PayloadAction<ApplyActivityRequest>) {
      state.busyId = action.payload.promotionId;
      state.result = null;
    },
    actionDone(state, action: PayloadAction<{ id: number; promotions: RewardPromotionsValue }>) {
      state.busyId = null;
      state.promotions = action.payload.promotions;
      state.result = { id: action.payload.id, ok: true };
    },
    /** An application was sent: the saga watches it until it is reviewed. */
    applicationsWatched() {},
    actionFailed(state, action: PayloadAction<{ id: number; error: ErrorInfo }>) {
      state.busyId = null;
      state.result = { id: action.payload.id, ok: false, error: action.payload.error };
    },
  },
  selectors: {
    selectPromotions: (state) => state.promotions,
    ...loadSelectors((state: RewardCenterState) => state.load),
    selectBusyId: (state) => state.busyId,
    selectResult: (state) => state.result,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof rewardCenterSlice> {}
}

const injected = rewardCenterSlice.injectInto(rootReducer);

export const { rewardCenterOpened, promotionsLoaded, promotionsFailed, takePartRequested, applicationSubmitted, applicationsWatched, actionDone, actionFailed } = rewardCenterSlice.actions;
export const { selectPromotions, selectStatus, selectError, selectBusyId, selectResult } = injected.selectors;
