import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { centreOpened } from '../agent-centre/agent-centre-slice';
import { NO_FLAGS } from './flags';
import type { ContractFlags, ContractFlagsState, LoadError } from './types';

const initialState: ContractFlagsState = { flags: NO_FLAGS, status: 'idle', error: null };

const startLoading = (state: ContractFlagsState) => {
  state.status = 'loading';
  state.error = null;
};

const slice = createSlice({
  name: 'contractFlags',
  initialState,
  reducers: {
    flagsRetried: startLoading,
    flagsLoaded(state, action: PayloadAction<ContractFlags>) {
      state.flags = action.payload;
      state.status = 'loaded';
    },
    // The flags already shown stay: a failed check must not hide pages the agent had a moment ago.
    flagsFailed(state, action: PayloadAction<LoadError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(centreOpened, startLoading);
  },
});

export const { flagsRetried, flagsLoaded, flagsFailed } = slice.actions;
export const contractFlagsReducer = slice.reducer;

type WithFlags = { contractFlags: ContractFlagsState };
export const selectContractFlags = (s: WithFlags) => s.contractFlags.flags;
export const selectFlagsStatus = (s: WithFlags) => s.contractFlags.status;
