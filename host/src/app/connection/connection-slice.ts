/**
 * Whether the platform can be reached (docs/product.md#errors): `online`, or lost because the browser is
 * offline or the server does not answer. Shared by the header balance, the banners and the remote areas.
 */
import { createSlice } from '@tessera/shared/toolkit';
import { connectionLost, connectionRestored } from '../app-actions';

export type ConnectionStatus = 'online' | 'offline' | 'unreachable';

export interface ConnectionState {
  status: ConnectionStatus;
  /** A check the player asked for (the notice's retry) is on its way. */
  checking: boolean;
  /** Counts restorations: an area that failed while the connection was lost loads again when it changes. */
  restorations: number;
}

const initialState: ConnectionState = { status: 'online', checking: false, restorations: 0 };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    /** Something failed in a way that may be the connection (a call without answer, a remote that did not load). */
    suspected() {},
    /** The player asks to check again now. */
    retryRequested(state) {
      state.checking = true;
    },
    /** A check found the server still out of reach. */
    checkFailed(state) {
      state.checking = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(connectionLost, (state, action) => {
        state.status = action.payload.reason;
      })
      .addCase(connectionRestored, (state) => {
        state.status = 'online';
        state.checking = false;
        state.restorations += 1;
      });
  },
});

export const connectionActions = connectionSlice.actions;
export const selectConnection = (s: { connection: ConnectionState }) => s.connection;
