import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadFields, notLoaded, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { MissionsState } from './types';

const initialState: MissionsState = { summary: null, board: null, load: notLoaded() };
const load = loadFields<MissionsState, { summary: MissionSummary; board: MissionLeaderboardValue }>();

const missionsSlice = createSlice({
  name: 'missionLeaderboard',
  initialState,
  reducers: {
    ...load.as('missionsOpened', 'missionsLoaded', 'missionsFailed'),
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
