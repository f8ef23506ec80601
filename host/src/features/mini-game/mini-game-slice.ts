import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import type { GameItem, LoadStatus } from '@tessera/shared';

export interface MiniGameState {
  status: LoadStatus;
  games: GameItem[];
  /** The game on offer. */
  index: number;
  expanded: boolean;
  /** Closed by the player for this browser session. */
  dismissed: boolean;
}

const initialState: MiniGameState = { status: 'idle', games: [], index: 0, expanded: false, dismissed: false };

export const miniGameSlice = createSlice({
  name: 'miniGame',
  initialState,
  reducers: {
    miniGameShown(state) {
      state.status = 'loading';
    },
    gamesLoaded(state, action: PayloadAction<GameItem[]>) {
      state.status = 'ready';
      state.games = action.payload;
      state.index = 0;
    },
    gamesFailed(state) {
      state.status = 'failed';
    },
    wasDismissed(state) {
      state.dismissed = true;
    },
    toggled(state) {
      state.expanded = !state.expanded;
    },
    nextGame(state) {
      if (state.games.length) state.index = (state.index + 1) % state.games.length;
    },
    miniGameDismissed(state) {
      state.dismissed = true;
      state.expanded = false;
    },
  },
  selectors: {
    selectMiniGame: (s) => s,
  },
});

export const miniGameActions = miniGameSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof miniGameSlice> {}
}
const injected = miniGameSlice.injectInto(rootReducer);
export const { selectMiniGame } = injected.selectors;
