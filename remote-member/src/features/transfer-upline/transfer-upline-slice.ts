import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadCases, notLoaded, type ErrorInfo, type UplineTransferInfo } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { TransferUplineState } from './types';

const initialState: TransferUplineState = { info: null, load: notLoaded(), send: 'idle', sendError: null };
const load = loadCases(
  (state: TransferUplineState) => state.load,
  (state: TransferUplineState, info: UplineTransferInfo) => {
    state.info = info;
  },
);

const transferUplineSlice = createSlice({
  name: 'transferUpline',
  initialState,
  reducers: {
    transferUplineOpened: load.started,
    infoLoaded: load.loaded,
    infoFailed: load.failed,
    uplineTransferSubmitted(state, _action: PayloadAction<{ amount: number; note: string; paymentPassword: string }>) {
      state.send = 'sending';
      state.sendError = null;
    },
    uplineTransferDone(state, action: PayloadAction<UplineTransferInfo>) {
      state.send = 'done';
      state.info = action.payload;
    },
    uplineTransferFailed(state, action: PayloadAction<ErrorInfo>) {
      state.send = 'failed';
      state.sendError = action.payload;
    },
  },
  selectors: {
    selectInfo: (state) => state.info,
    ...loadSelectors((state: TransferUplineState) => state.load),
    selectSend: (state) => state.send,
    selectSendError: (state) => state.sendError,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof transferUplineSlice> {}
}

const injected = transferUplineSlice.injectInto(rootReducer);

export const { transferUplineOpened, infoLoaded, infoFailed, uplineTransferSubmitted, uplineTransferDone, uplineTransferFailed } = transferUplineSlice.actions;
export const { selectInfo, selectLoad, selectSend, selectSendError } = injected.selectors;
