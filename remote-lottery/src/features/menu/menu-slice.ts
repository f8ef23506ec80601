import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '@tessera/shared';
import type { LotteryGroup, MenuState, PrizeMode } from './types';

export const initialMenuState: MenuState = { status: 'idle', groups: [], prizeMode: null, error: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The page opened for a path (`/lottery`, `/seaLottery`, …): its menu loads. */
    lotteryOpened: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (path: string) => ({ payload: path }),
    },
    menuRetried: {
      reducer(state) {
        state.status = 'loading';
        state.error = null;
      },
      prepare: (path: string) => ({ payload: path }),
    },
    menuLoaded(state, action: PayloadAction<{ groups: LotteryGroup[]; prizeMode: PrizeMode }>) {
      state.status = 'ready';
      state.groups = action.payload.groups;
      state.prizeMode = action.payload.prizeMode;
    },
    menuFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { lotteryOpened, menuRetried, menuLoaded, menuFailed } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

export const selectMenu = (s: { menu: MenuState }): MenuState => s.menu;
