import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadInto, notLoaded, type ApplyActivityRequest, type ErrorInfo, type RewardPromotionsValue } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { RewardCenterState } from './types';

const initialState: RewardCenterState = { promotions: null, load: notLoaded(), busyId: null, result: null };
const load = loadInto<RewardCenterState, 'promotions'>('promotions');

/** A promotion's action is on its way: its button busy, the last result gone. */
function busyWith(state: RewardCenterState, id: number) {
  state.busyId = id;
  state.result = null;
}

const rewardCenterSlice = createSlice({
  name: 'rewardCenter',
  initialState,
  reducers: {
    ...load.as('rewardCenterOpened', 'promotionsLoaded', 'promotionsFailed'),
    takePartRequested(state, action: PayloadAction<number>) {
      busyWith(state, action.payload);
    },
    applicationSubmitted(state, action: PayloadAction<ApplyActivityRequest>) {
      busyWith(state, action.payload.promotionId);
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
