import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo, LoadStatus } from '@tessera/shared';
import type { PrizeMode } from '../../app/prize-modes';

export interface LaunchState {
  status: LoadStatus;
  /** The game launched into its betting view; null for the lottery lobby. */
  gameCode: string | null;
  url: string | null;
  error: ErrorInfo | null;
}

export const initialLaunchState: LaunchState = { status: 'idle', gameCode: null, url: null, error: null };

const launchSlice = createSlice({
  name: 'launch',
  initialState: initialLaunchState,
  reducers: {
    launchRequested: {
      reducer(state, action: PayloadAction<{ gameCode: string | null; prizeMode: PrizeMode }>) {
        state.status = 'loading';
        state.gameCode = action.payload.gameCode;
        state.url = null;
        state.error = null;
      },
      prepare: (gameCode: string | null, prizeMode: PrizeMode) => ({ payload: { gameCode, prizeMode } }),
    },
    launchOpened(state, action: PayloadAction<string>) {
      state.status = 'ready';
      state.url = action.payload;
    },
    launchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Closed by the player (`played`: the lottery was open), or given up because a login is needed first. */
    launchClosed: {
      reducer: () => initialLaunchState,
      prepare: (payload: { played: boolean }) => ({ payload }),
    },
  },
});

export const { launchRequested, launchOpened, launchFailed, launchClosed } = launchSlice.actions;
export const launchReducer = launchSlice.reducer;
export const selectLaunch = (s: { launch: LaunchState }): LaunchState => s.launch;
