import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadCases, notLoaded, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { MissionsState } from './types';

const initialState: MissionsState = { summary: null, board: null, load: notLoaded() };
const load = loadCases(
  (state: MissionsState) => state.load,
  (state: MissionsState, loaded: { summary: MissionSummary; board: MissionLeaderboardValue }) => Object.assign(state, loaded),
);

const missionsSlice = createSlice({
  name: 'missionLeaderboard',
  initialState,
  reducers: {
    missionsOpened: load.started,
    missionsLoaded: load.loaded,
    missionsFailed: load.failed,
  },
  selectors: {
    selectSummary: (state) => state.summary,
    selectBoard: (state) => state.board,
    ...loadSelectors((state: MissionsState) => state.load),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof missionsSlice> {}
}

const injected = missionsSlice.injectInto(rootReducer);

export const { missionsOpened, missionsLoaded, missionsFailed } = missionsSlice.actions;
export const { selectSummary, selectBoard, selectStatus, selectError } = injected.selectors;
