import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '@tessera/shared';
import type { LotteryGroup, MenuState, PrizeMode } from './types';

export const initialMenuState: MenuState = { status: 'idle', prizeMode: null, groups: [], error: null };

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    lotteryOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    menuRetried(state) {
      state.status = 'loading';
      state.error = null;
    },
    menuLoaded(state, action: PayloadAction<{ prizeMode: PrizeMode; groups: LotteryGroup[] }>) {
      state.status = 'ready';
      state.prizeMode = action.payload.prizeMode;
      state.groups = action.payload.groups;
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
