import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadInto, notLoaded, notSent, sendCases, type UplineTransferInfo } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { TransferUplineState } from './types';

const initialState: TransferUplineState = { info: null, load: notLoaded(), send: notSent() };
const send = sendCases<TransferUplineState, { amount: number; note: string; paymentPassword: string }>((state) => state.send);
const load = loadInto<TransferUplineState, 'info'>('info');

const transferUplineSlice = createSlice({
  name: 'transferUpline',
  initialState,
  reducers: {
    ...load.as('transferUplineOpened', 'infoLoaded', 'infoFailed'),
    ...send.as('uplineTransferSubmitted', 'uplineTransferFailed'),
    uplineTransferDone(state, action: PayloadAction<UplineTransferInfo>) {
      state.send.status = 'done';
      state.info = action.payload;
    },
  },
  selectors: {
    selectInfo: (state) => state.info,
    ...loadSelectors((state: TransferUplineState) => state.load),
    selectSendState: (state) => state.send,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof transferUplineSlice> {}
}

const injected = transferUplineSlice.injectInto(rootReducer);

export const { transferUplineOpened, infoLoaded, infoFailed, uplineTransferSubmitted, uplineTransferDone, uplineTransferFailed } = transferUplineSlice.actions;
export const { selectInfo, selectLoad, selectSendState } = injected.selectors;
