import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, notLoaded, ready, startLoading, type ErrorInfo, type ReferralDetails } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { ReferralState } from './types';

const initialState: ReferralState = { details: null, load: notLoaded(), copied: null };

const referralSlice = createSlice({
  name: 'referral',
  initialState,
  reducers: {
    referralOpened(state) {
      startLoading(state.load);
    },
    referralLoaded(state, action: PayloadAction<ReferralDetails>) {
      state.details = action.payload;
      ready(state.load);
    },
    referralFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.load, action.payload);
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
    selectStatus: (state) => state.load.status,
    selectError: (state) => state.load.error,
    selectCopied: (state) => state.copied,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralSlice> {}
}

const injected = referralSlice.injectInto(rootReducer);

export const { referralOpened, referralLoaded, referralFailed, copyRequested, copyFinished } = referralSlice.actions;
export const { selectDetails, selectStatus, selectError, selectCopied } = injected.selectors;
