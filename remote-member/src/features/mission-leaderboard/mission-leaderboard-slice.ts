import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, notLoaded, ready, startLoading, type ErrorInfo, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { MissionsState } from './types';

const initialState: MissionsState = { summary: null, board: null, load: notLoaded() };

const missionsSlice = createSlice({
  name: 'missionLeaderboard',
  initialState,
  reducers: {
    missionsOpened(state) {
      startLoading(state.load);
    },
    missionsLoaded(state, action: PayloadAction<{ summary: MissionSummary; board: MissionLeaderboardValue }>) {
      state.summary = action.payload.summary;
      state.board = action.payload.board;
      ready(state.load);
    },
    missionsFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.load, action.payload);
    },
  },
  selectors: {
    selectSummary: (state) => state.summary,
    selectBoard: (state) => state.board,
    selectStatus: (state) => state.load.status,
    selectError: (state) => state.load.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof missionsSlice> {}
}

const injected = missionsSlice.injectInto(rootReducer);

export const { missionsOpened, missionsLoaded, missionsFailed } = missionsSlice.actions;
export const { selectSummary, selectBoard, selectStatus, selectError } = injected.selectors;
