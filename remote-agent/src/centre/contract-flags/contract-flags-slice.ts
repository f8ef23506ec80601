import { createAction, createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, notLoaded, ready, startLoading, type ErrorInfo } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import { NO_FLAGS } from './flags';
import type { ContractFlags, ContractFlagsState } from './types';

const initialState: ContractFlagsState = { account: null, flags: NO_FLAGS, load: notLoaded() };

export const contractFlagsSlice = createSlice({
  name: 'contractFlags',
  initialState,
  reducers: {
    /** The flags of this agent are wanted (they are not the ones held). */
    flagsRequested(state, action: PayloadAction<string>) {
      state.account = action.payload;
      startLoading(state.load);
    },
    agentSignedOut(state) {
      state.account = null;
    },
    flagsRetried: (state) => startLoading(state.load),
    flagsLoaded(state, action: PayloadAction<ContractFlags>) {
      state.flags = action.payload;
      ready(state.load);
    },
    // The flags already shown stay: a failed check must not hide pages the agent had a moment ago.
    flagsFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.load, action.payload);
    },
  },
  selectors: {
    selectContractFlags: (state) => state.flags,
    selectFlagsStatus: (state) => state.load.status,
    selectFlagsAccount: (state) => state.account,
  },
});

/** An agent account is signed in (forwarded from the bus's `session:changed`). */
export const agentSignedIn = createAction<string>('contractFlags/agentSignedIn');

export const { flagsRequested, agentSignedOut, flagsRetried, flagsLoaded, flagsFailed } = contractFlagsSlice.actions;
declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof contractFlagsSlice> {}
}

export const { selectContractFlags, selectFlagsStatus, selectFlagsAccount } = contractFlagsSlice.injectInto(rootReducer).selectors;
