import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadFields, loadSelectors, notLoaded, notSent, sendCases, type DepositRecord, type DepositRequest, type DepositSettings } from '@tessera/shared';
import { rootReducer } from '../../common/store';
import type { DepositNotice, DepositState } from './types';

const initialState: DepositState = { settings: null, records: [], load: notLoaded(), submit: notSent(), notices: [] };

const load = loadFields<DepositState, { settings: DepositSettings; records: DepositRecord[] }>();
const send = sendCases<DepositState, Omit<DepositRequest, 'requestId'>>((state) => state.submit);

function notify(state: DepositState, notice: DepositNotice) {
  state.notices = [notice, ...state.notices.filter((n) => n.id !== notice.id)].slice(0, 3);
}

const depositSlice = createSlice({
  name: 'depositv2',
  initialState,
  reducers: {
    ...load.as(['depositOpened', 'depositRetried'], 'depositLoaded', 'depositLoadFailed'),
    ...send.as('depositSubmitted', 'depositRefused'),
    depositAccepted(state, action: PayloadAction<DepositRecord>) {
      state.submit.status = 'idle';
      state.records = [action.payload, ...state.records.filter((r) => r.id !== action.payload.id)];
      notify(state, { id: action.payload.id, kind: 'submitted', amount: action.payload.amount });
    },
    /** Fresh records; a deposit that left 'pending' since the last ones gets its notice. */
    recordsReceived(state, action: PayloadAction<DepositRecord[]>) {
      const before = new Map(state.records.map((r) => [r.id, r.status]));
      for (const r of [...action.payload].reverse()) {
        if (before.get(r.id) === 'pending' && r.status !== 'pending') notify(state, { id: r.id, kind: r.status, amount: r.amount });
      }
      state.records = action.payload;
    },
  },
  selectors: {
    selectSettings: (state) => state.settings,
    selectRecords: (state) => state.records,
    ...loadSelectors((state: DepositState) => state.load),
    selectSubmit: (state) => state.submit.status,
    selectSubmitError: (state) => state.submit.error,
    selectSendState: (state) => state.submit,
    selectNotices: (state) => state.notices,
    selectHasPending: (state) => state.records.some((r) => r.status === 'pending'),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof depositSlice> {}
}

const injected = depositSlice.injectInto(rootReducer);

export const { depositOpened, depositRetried, depositLoaded, depositLoadFailed, depositSubmitted, depositAccepted, depositRefused, recordsReceived } = depositSlice.actions;
export const { selectSettings, selectRecords, selectLoad, selectSubmit, selectSubmitError, selectSendState, selectNotices, selectHasPending } = injected.selectors;
