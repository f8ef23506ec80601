import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, LoadStatus, LotteryGame } from '@tessera/shared';

export interface PopularState {
  status: LoadStatus;
  games: LotteryGame[];
  error: ErrorInfo | null;
}

export const initialPopularState: PopularState = { status: 'idle', games: [], error: null };

/** Keeps only entries shaped like a game: the answer is bare and unchecked. */
export const gamesOf = (answer: unknown): LotteryGame[] =>
  Array.isArray(answer) ? answer.filter((g): g is LotteryGame => !!g && typeof g.gameCode === 'string' && typeof g.gameName === 'string') : [];

const popularSlice = createSlice({
  name: 'popular',
  initialState: initialPopularState,
  reducers: {
    /** The home page's widget opened: it finds the prize mode itself. */
    popularWidgetOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    popularRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    popularLoaded(state, action: PayloadAction<LotteryGame[]>) {
      state.status = 'ready';
      state.games = action.payload;
    },
    popularFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { popularWidgetOpened, popularRequested, popularLoaded, popularFailed } = popularSlice.actions;
export const popularReducer = popularSlice.reducer;
export const selectPopular = (s: { popular: PopularState }): PopularState => s.popular;
