import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadableCases, notSent, sendCases, startLoading, type AgentContract } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { ContractEndpoint, ContractsState, Decision, OfferForm } from './types';

const initialState: ContractsState = { endpoint: null, status: 'idle', error: null, data: null, action: notSent(), last: null, lowerRate: null };
const contracts = loadableCases((state: ContractsState) => state);
const offer = sendCases<ContractsState, OfferForm>((state) => state.action);
const decision = sendCases<ContractsState, Decision>((state) => state.action);

const contractsSlice = createSlice({
  name: 'contracts',
  initialState,
  reducers: {
    /** A contract page showed: its kind's contracts load. */
    contractsOpened(state, action: PayloadAction<ContractEndpoint>) {
      if (state.endpoint !== action.payload) {
        state.data = null;
        state.action = notSent();
        state.last = null;
        state.lowerRate = null;
      }
      state.endpoint = action.payload;
      startLoading(state);
    },
    contractsRetried: contracts.started,
    contractsLoaded: contracts.loaded,
    contractsFailed: contracts.failed,
    // A new offer or decision answers any lower-rate question.
    offerSubmitted(state, action: PayloadAction<OfferForm>) {
      state.lowerRate = null;
      offer.sent(state, action);
    },
    decisionSubmitted(state, action: PayloadAction<Decision>) {
      state.lowerRate = null;
      decision.sent(state, action);
    },
    /** The offer's rate is below the downline's running contract: the agent must confirm it. */
    lowerRateWarned(state, action: PayloadAction<NonNullable<ContractsState['lowerRate']>>) {
      state.action = notSent();
      state.lowerRate = action.payload;
    },
    lowerRateDismissed(state) {
      state.action = notSent();
      state.lowerRate = null;
    },
    actionSucceeded(state, action: PayloadAction<AgentContract>) {
      state.action = { status: 'done', error: null };
      state.last = action.payload;
    },
    actionFailed: offer.failed,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof contractsSlice> {}
}

/** The whole contracts state. */
export const selectContracts = contractsSlice.injectInto(rootReducer).selectSlice;
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
