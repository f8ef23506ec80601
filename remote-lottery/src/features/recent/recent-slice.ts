import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, LoadStatus, LotteryGame } from '@tessera/shared';

export interface RecentState {
  status: LoadStatus;
  games: LotteryGame[];
  error: ErrorInfo | null;
}

export const initialRecentState: RecentState = { status: 'idle', games: [], error: null };

const recentSlice = createSlice({
  name: 'recent',
  initialState: initialRecentState,
  reducers: {
    /** Whose list to show changed (login, logout) or a launch added a game. */
    recentRequested(state) {
      state.error = null;
    },
    recentLoaded(state, action: PayloadAction<LotteryGame[]>) {
      state.status = 'ready';
      state.games = action.payload;
    },
    recentCleared() {
      return initialRecentState;
    },
    recentFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { recentRequested, recentLoaded, recentCleared, recentFailed } = recentSlice.actions;
export const recentReducer = recentSlice.reducer;
export const selectRecent = (s: { recent: RecentState }): RecentState => s.recent;
