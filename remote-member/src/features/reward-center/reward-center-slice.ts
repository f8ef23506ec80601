import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, notLoaded, ready, startLoading, type ApplyActivityRequest, type ErrorInfo, type RewardPromotionsValue } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { RewardCenterState } from './types';

const initialState: RewardCenterState = { promotions: null, load: notLoaded(), busyId: null, result: null };

const rewardCenterSlice = createSlice({
  name: 'rewardCenter',
  initialState,
  reducers: {
    rewardCenterOpened(state) {
      startLoading(state.load);
    },
    promotionsLoaded(state, action: PayloadAction<RewardPromotionsValue>) {
      state.promotions = action.payload;
      ready(state.load);
    },
    promotionsFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.load, action.payload);
    },
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
    selectStatus: (state) => state.load.status,
    selectError: (state) => state.load.error,
    selectBusyId: (state) => state.busyId,
    selectResult: (state) => state.result,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof rewardCenterSlice> {}
}

const injected = rewardCenterSlice.injectInto(rootReducer);

export const { rewardCenterOpened, promotionsLoaded, promotionsFailed, takePartRequested, applicationSubmitted, applicationsWatched, actionDone, actionFailed } = rewardCenterSlice.actions;
export const { selectPromotions, selectStatus, selectError, selectBusyId, selectResult } = injected.selectors;
