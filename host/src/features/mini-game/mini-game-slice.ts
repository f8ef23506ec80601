import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import { loadCases, type GameItem, type LoadState } from '@tessera/shared';

/** The load state (status, error) is the games'. */
export interface MiniGameState extends LoadState {
  games: GameItem[];
  /** The game on offer. */
  index: number;
  expanded: boolean;
  /** Closed by the player for this browser session. */
  dismissed: boolean;
}

const initialState: MiniGameState = { status: 'idle', error: null, games: [], index: 0, expanded: false, dismissed: false };
const load = loadCases((state: MiniGameState) => state, (state, games: GameItem[]) => {
  state.games = games;
  state.index = 0;
});

export const miniGameSlice = createSlice({
  name: 'miniGame',
  initialState,
  reducers: {
    miniGameShown: load.started,
    gamesLoaded: load.loaded,
    gamesFailed: load.failed,
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
});

export const miniGameActions = miniGameSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof miniGameSlice> {}
}
/** The widget's whole state. */
export const selectMiniGame = miniGameSlice.injectInto(rootReducer).selectSlice;
