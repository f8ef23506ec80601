import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ErrorInfo, ReferralDetails } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { ReferralState } from './types';

const initialState: ReferralState = { details: null, status: 'idle', error: null, copied: null };

const referralSlice = createSlice({
  name: 'referral',
  initialState,
  reducers: {
    referralOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    referralLoaded(state, action: PayloadAction<ReferralDetails>) {
      state.details = action.payload;
      state.status = 'ready';
    },
    referralFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    copyRequested(state) {
      state.copied = null;
    },
    copyFinished(state, action: PayloadAction<boolean>) {
      state.copied = action.payload;
    },
  },
  selectors: {
    selectDetails: (state) => state.details,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
    selectCopied: (state) => state.copied,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralSlice> {}
}

const injected = referralSlice.injectInto(rootReducer);

export const { referralOpened, referralLoaded, referralFailed, copyRequested, copyFinished } = referralSlice.actions;
export const { selectDetails, selectStatus, selectError, selectCopied } = injected.selectors;
