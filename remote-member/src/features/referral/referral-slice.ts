import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadInto, notLoaded } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { ReferralState } from './types';

const initialState: ReferralState = { details: null, load: notLoaded(), copied: null };
const load = loadInto<ReferralState, 'details'>('details');

const referralSlice = createSlice({
  name: 'referral',
  initialState,
  reducers: {
    ...load.as('referralOpened', 'referralLoaded', 'referralFailed'),
    copyRequested(state) {
      state.copied = null;
    },
    copyFinished(state, action: PayloadAction<boolean>) {
      state.copied = action.payload;
    },
  },
  selectors: {
    selectDetails: (state) => state.details,
    ...loadSelectors((state: ReferralState) => state.load),
    selectCopied: (state) => state.copied,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof referralSlice> {}
}

const injected = referralSlice.injectInto(rootReducer);

export const { referralOpened, referralLoaded, referralFailed, copyRequested, copyFinished } = referralSlice.actions;
export const { selectDetails, selectLoad, selectCopied } = injected.selectors;
