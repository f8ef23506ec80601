import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadFields, loadSelectors, notLoaded, notSent, sendCases, type ErrorInfo, type WithdrawRecord, type WithdrawSettings } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { WithdrawNotice, WithdrawState } from './types';

const initialState: WithdrawState = {
  settings: null,
  main: null,
  records: [],
  load: notLoaded(),
  submit: notSent(),
  confirming: null,
  confirmError: null,
  notices: [],
};

const load = loadFields<WithdrawState, { settings: WithdrawSettings; main: number; records: WithdrawRecord[] }>();
const send = sendCases<WithdrawState, { amount: number; paymentPassword: string }>((state) => state.submit);

function notify(state: WithdrawState, notice: WithdrawNotice) {
  state.notices = [notice, ...state.notices.filter((n) => n.id !== notice.id)].slice(0, 3);
}

const withdrawSlice = createSlice({
  name: 'withdraw',
  initialState,
  reducers: {
    ...load.as(['withdrawOpened', 'withdrawRetried'], 'withdrawLoaded', 'withdrawLoadFailed'),
    ...send.as('withdrawSubmitted', 'withdrawRefused'),
    withdrawAccepted(state, action: PayloadAction<WithdrawRecord>) {
      state.submit.status = 'idle';
      state.records = [action.payload, ...state.records.filter((r) => r.id !== action.payload.id)];
      if (state.main !== null) state.main = Math.round((state.main - action.payload.amount) * 100) / 100;
      notify(state, { id: action.payload.id, kind: 'submitted', amount: action.payload.amount });
    },
    /** Fresh records: a withdrawal that left 'pending' gets its notice. */
    recordsReceived(state, action: PayloadAction<{ records: WithdrawRecord[]; main?: number }>) {
      const before = new Map(state.records.map((r) => [r.id, r.status]));
      for (const r of [...action.payload.records].reverse()) {
        if (before.get(r.id) === 'pending' && (r.status === 'disbursed' || r.status === 'rejected')) notify(state, { id: r.id, kind: r.status, amount: r.amount });
      }
      state.records = action.payload.records;
      if (action.payload.main !== undefined) state.main = action.payload.main;
    },
    receiptConfirmed(state, action: PayloadAction<number | 'all'>) {
      state.confirming = action.payload;
      state.confirmError = null;
    },
    notReceivedReported(state, action: PayloadAction<{ id: number; proof: string }>) {
      state.confirming = action.payload.id;
      state.confirmError = null;
    },
    confirmationSaved(state, action: PayloadAction<{ records: WithdrawRecord[]; kind: 'confirmed' | 'reported'; id: number | 'all' }>) {
      state.confirming = null;
      state.records = action.payload.records;
      const one = action.payload.id === 'all' ? undefined : action.payload.records.find((r) => r.id === action.payload.id);
      if (one) notify(state, { id: one.id, kind: action.payload.kind, amount: one.amount });
    },
    confirmationFailed(state, action: PayloadAction<ErrorInfo>) {
      state.confirming = null;
      state.confirmError = action.payload;
    },
  },
  selectors: {
    selectSettings: (state) => state.settings,
    selectMain: (state) => state.main,
    selectRecords: (state) => state.records,
    ...loadSelectors((state: WithdrawState) => state.load),
    selectSubmit: (state) => state.submit.status,
    selectSubmitError: (state) => state.submit.error,
    selectSendState: (state) => state.submit,
    selectConfirming: (state) => state.confirming,
    selectConfirmError: (state) => state.confirmError,
    selectNotices: (state) => state.notices,
    selectHasPending: (state) => state.records.some((r) => r.status === 'pending'),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof withdrawSlice> {}
}

const injected = withdrawSlice.injectInto(rootReducer);

export const {
  withdrawOpened, withdrawRetried, withdrawLoaded, withdrawLoadFailed, withdrawSubmitted, withdrawAccepted,
  withdrawRefused, recordsReceived, receiptConfirmed, notReceivedReported, confirmationSaved, confirmationFailed
} = withdrawSlice.actions;
export const {
  selectSettings, selectMain, selectRecords, selectLoad, selectSubmit, selectSubmitError, selectSendState,
  selectConfirming, selectConfirmError, selectNotices, selectHasPending
} = injected.selectors;
