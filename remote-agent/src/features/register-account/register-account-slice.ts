import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { sendCases, type AgentRegisterRequest, type AgentRegisterValue, type SendState } from '@tessera/shared';
import { rootReducer } from '../../common/store';

export interface RegisterAccountState extends SendState {
  created: AgentRegisterValue | null;
}

const initialState: RegisterAccountState = { status: 'idle', error: null, created: null };
const send = sendCases<RegisterAccountState, AgentRegisterRequest>((state) => state);

const registerAccountSlice = createSlice({
  name: 'registerAccount',
  initialState,
  reducers: {
    registerSubmitted: send.sent,
    registerSucceeded(state, action: PayloadAction<AgentRegisterValue>) {
      state.status = 'done';
      state.created = action.payload;
    },
    registerFailed: send.failed,
  },
  selectors: {
    selectRegisterAccount: (state) => state,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof registerAccountSlice> {}
}

const injected = registerAccountSlice.injectInto(rootReducer);

export const { selectRegisterAccount } = injected.selectors;
export const { registerSubmitted, registerSucceeded, registerFailed } = registerAccountSlice.actions;
