import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo } from '@tessera/shared';
import type { BootMenu } from './boot-menu';
import type { LotteryGroup, MenuState, PrizeMode } from './types';

export const initialMenuState: MenuState = { status: 'idle', groups: [], prizeMode: null, error: null, bootPath: null, path: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    /** The page's menu came with the page (boot-menu.ts): shown before the gateway is asked. */
    menuBooted(state, action: PayloadAction<BootMenu>) {
      state.status = 'ready';
      state.groups = action.payload.groups;
      state.prizeMode = action.payload.prizeMode;
      state.bootPath = action.payload.path;
    },
    /** The page opened for a path (`/lottery`, `/seaLottery`, …): its menu loads (behind the page's own, if it came with one). */
    lotteryOpened: {
      reducer(state, action: PayloadAction<string>) {
        state.path = action.payload;
        if (state.status === 'ready' && state.bootPath === action.payload) return;
        state.status = 'loading';
        state.error = null;
      },
      prepare: (path: string) => ({ payload: path }),
    },
    menuRetried: {
      reducer(state, action: PayloadAction<string>) {
        state.path = action.payload;
        state.status = 'loading';
        state.error = null;
      },
      prepare: (path: string) => ({ payload: path }),
    },
    menuLoaded(state, action: PayloadAction<{ groups: LotteryGroup[]; prizeMode: PrizeMode }>) {
      state.status = 'ready';
      state.groups = action.payload.groups;
      state.prizeMode = action.payload.prizeMode;
      state.bootPath = null;
    },
    menuFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
      state.bootPath = null;
    },
  },
});

export const { menuBooted, lotteryOpened, menuRetried, menuLoaded, menuFailed } = menuSlice.actions;
export const menuReducer = menuSlice.reducer;

export const selectMenu = (s: { menu: MenuState }): MenuState => s.menu;
