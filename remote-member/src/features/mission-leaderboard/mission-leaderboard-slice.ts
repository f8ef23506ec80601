import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ErrorInfo, MissionLeaderboardValue, MissionSummary } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { MissionsState } from './types';

const initialState: MissionsState = { summary: null, board: null, status: 'idle', error: null };

const missionsSlice = createSlice({
  name: 'missionLeaderboard',
  initialState,
  reducers: {
    missionsOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    missionsLoaded(state, action: PayloadAction<{ summary: MissionSummary; board: MissionLeaderboardValue }>) {
      state.summary = action.payload.summary;
      state.board = action.payload.board;
      state.status = 'ready';
    },
    missionsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectSummary: (state) => state.summary,
    selectBoard: (state) => state.board,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof missionsSlice> {}
}

const injected = missionsSlice.injectInto(rootReducer);

export const { missionsOpened, missionsLoaded, missionsFailed } = missionsSlice.actions;
export const { selectSummary, selectBoard, selectStatus, selectError } = injected.selectors;
