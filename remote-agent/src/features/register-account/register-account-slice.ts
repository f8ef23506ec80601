import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import type { AgentRegisterRequest, AgentRegisterValue, ErrorInfo } from '@tessera/shared';
import { rootReducer } from '../../app/store';

export interface RegisterAccountState {
  status: 'idle' | 'sending' | 'done' | 'failed';
  error: ErrorInfo | null;
  created: AgentRegisterValue | null;
}

const initialState: RegisterAccountState = { status: 'idle', error: null, created: null };

const registerAccountSlice = createSlice({
  name: 'registerAccount',
  initialState,
  reducers: {
    registerSubmitted(state, _action: PayloadAction<AgentRegisterRequest>) {
      state.status = 'sending';
      state.error = null;
    },
    registerSucceeded(state, action: PayloadAction<AgentRegisterValue>) {
      state.status = 'done';
      state.created = action.payload;
    },
    registerFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectRegisterAccount: (state) => state,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof registerAccountSlice> {}
}

const injected = registerAccountSlice.injectInto(rootReducer);

export const { selectRegisterAccount } = injected.selectors;
export const { registerSubmitted, registerSucceeded, registerFailed } = registerAccountSlice.actions;
