import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadableCases, startLoading, type AgentContract, type ErrorInfo } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { ContractEndpoint, ContractsState, OfferForm } from './types';

const idleAction: ContractsState['action'] = { status: 'idle', error: null, lowerRate: null, last: null };
const initialState: ContractsState = { endpoint: null, status: 'idle', error: null, data: null, action: idleAction };
// The state is itself the contracts' loadable (beside the endpoint and the last action).
const contracts = loadableCases((state: ContractsState) => state);

const contractsSlice = createSlice({
  name: 'contracts',
  initialState,
  reducers: {
    /** A contract page showed: its kind's contracts load. */
    contractsOpened(state, action: PayloadAction<ContractEndpoint>) {
      if (state.endpoint !== action.payload) {
        state.data = null;
        state.action = idleAction;
      }
      state.endpoint = action.payload;
      startLoading(state);
    },
    contractsRetried: contracts.started,
    contractsLoaded: contracts.loaded,
    contractsFailed: contracts.failed,
    offerSubmitted(state, _action: PayloadAction<OfferForm>) {
      state.action = { ...idleAction, status: 'sending' };
    },
    decisionSubmitted(state, _action: PayloadAction<{ id: number; action: 'accept' | 'reject' | 'terminate' }>) {
      state.action = { ...idleAction, status: 'sending' };
    },
    /** The offer's rate is below the downline's running contract: the agent must confirm it. */
    lowerRateWarned(state, action: PayloadAction<{ offer: OfferForm; currentRate: number }>) {
      state.action = { ...idleAction, lowerRate: action.payload };
    },
    lowerRateDismissed(state) {
      state.action = idleAction;
    },
    actionSucceeded(state, action: PayloadAction<AgentContract>) {
      state.action = { ...idleAction, status: 'done', last: action.payload };
    },
    actionFailed(state, action: PayloadAction<ErrorInfo>) {
      state.action = { ...idleAction, status: 'failed', error: action.payload };
    },
  },
  selectors: {
    selectContracts: (state) => state,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof contractsSlice> {}
}

const injected = contractsSlice.injectInto(rootReducer);

export const { selectContracts } = injected.selectors;
export const {
  contractsOpened,
  contractsRetried,
  contractsLoaded,
  contractsFailed,
  offerSubmitted,
  decisionSubmitted,
  lowerRateWarned,
  lowerRateDismissed,
  actionSucceeded,
  actionFailed,
} = contractsSlice.actions;
