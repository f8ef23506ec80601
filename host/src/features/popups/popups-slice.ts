import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { PopupItem } from './popups-api';
import { firstLoginHappened, sessionEnded, sessionStarted } from '../../app/app-actions';
import type { PopupAudience } from './popup-store';

export interface PopupsState {
  audience: PopupAudience;
  /** Popups still to show, first on screen. */
  queue: PopupItem[];
  /** The login that started this session was the member's first: its `F` popups join the `A` ones. */
  firstLogin: boolean;
}

const initialState: PopupsState = { audience: 'anonymous', queue: [], firstLogin: false };

export const popupsSlice = createSlice({
  name: 'popups',
  initialState,
  reducers: {
    loaded(state, action: PayloadAction<{ audience: PopupAudience; items: PopupItem[] }>) {
      state.audience = action.payload.audience;
      state.queue = action.payload.items;
      state.firstLogin = false;
    },
    closed(state, _action: PayloadAction<number>) {
      state.queue.shift();
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(firstLoginHappened, (state) => {
        state.firstLogin = true;
      })
      // A change of who is there drops the other audience's popups.
      .addCase(sessionStarted, (state) => {
        state.queue = [];
      })
      .addCase(sessionEnded, (state) => {
        state.queue = [];
        state.firstLogin = false;
      });
  },
  selectors: { selectPopups: (s) => s },
});

export const popupsActions = popupsSlice.actions;
export const { selectPopups } = popupsSlice.selectors;
