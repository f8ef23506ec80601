import { createAction, createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, LoadStatus } from '@tessera/shared';
import type { PrizeMode } from '../../common/prize-modes';

export interface LaunchState {
  status: LoadStatus;
  /** The game launched into its betting view; null for the lottery lobby. */
  gameCode: string | null;
  url: string | null;
  error: ErrorInfo | null;
  /** A trial account tried to launch: the "real account needed" warning shows (docs/product.md#roles). */
  trialWarning: boolean;
}

export const initialLaunchState: LaunchState = { status: 'idle', gameCode: null, url: null, error: null, trialWarning: false };

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
    /**
     * Closed by the player, by choosing another game or by a logout (`played`: the lottery was open), or
     * given up because a login is needed first.
     */
    launchClosed: {
      reducer: () => initialLaunchState,
      prepare: (payload: { played: boolean }) => ({ payload }),
    },
    /** A trial account may not play the lottery: nothing opens, the warning shows instead. */
    launchTrialBlocked: () => ({ ...initialLaunchState, trialWarning: true }),
    trialWarningClosed(state) {
      state.trialWarning = false;
    },
  },
});

export const { launchRequested, launchOpened, launchFailed, launchClosed, launchTrialBlocked, trialWarningClosed } = launchSlice.actions;
export const launchReducer = launchSlice.reducer;
/** The host reports a logout: the saga closes an open lottery. */
export const sessionEnded = createAction('launch/sessionEnded');
export const selectLaunch = (s: { launch: LaunchState }): LaunchState => s.launch;
