import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { sendCases, type AgentTransferValue, type SendState } from '@tessera/shared';
import { createReport } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import { fetchTeamMembers, newRequestId, type TransferTarget } from './team-management-api';

/** Where the reader is in the tree: a parent to drill into, or a search over the whole team. */
export interface MembersQuery {
  parentId: number | null;
  keyword: string;
  page: number;
}

export const PAGE_SIZE = 10;

export const teamMembers = createReport('teamMembers', (q: MembersQuery) =>
  fetchTeamMembers({ ...(q.parentId !== null && { parentId: q.parentId }), keyword: q.keyword, page: q.page, size: PAGE_SIZE }),
);

export interface TransferState extends SendState {
  /** Whom the form is open for: a downline member or the upline. */
  target: TransferTarget | null;
  /** The idempotency key of the open form: a retry of its submit moves the money once. */
  requestId: string | null;
  result: (AgentTransferValue & { amount: number; username: string; toUpline: boolean }) | null;
}

const initialTransfer: TransferState = { target: null, requestId: null, status: 'idle', error: null, result: null };
const send = sendCases<TransferState, { amount: number }>((state) => state);

export const downlineTransferSlice = createSlice({
  name: 'downlineTransfer',
  initialState: initialTransfer,
  reducers: {
    transferOpened: {
      reducer(state, action: PayloadAction<{ target: TransferTarget; requestId: string }>) {
        return { ...initialTransfer, ...action.payload, result: state.result };
      },
      prepare: (target: TransferTarget) => ({ payload: { target, requestId: newRequestId() } }),
    },
    transferClosed() {
      return initialTransfer;
    },
    transferSubmitted: send.sent,
    transferSucceeded(state, action: PayloadAction<NonNullable<TransferState['result']>>) {
      state.status = 'done';
      state.result = action.payload;
      state.target = null;
      state.requestId = null;
    },
    transferFailed: send.failed,
  },
  selectors: {
    selectTransfer: (state) => state,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamMembers.slice>, WithSlice<typeof downlineTransferSlice> {}
}

const members = teamMembers.slice.injectInto(rootReducer);
const transfer = downlineTransferSlice.injectInto(rootReducer);

export const { selectReport: selectTeamMembers } = members.selectors;
export const { selectTransfer } = transfer.selectors;
export const { queryChanged: membersQueryChanged, retried: membersRetried } = teamMembers;
export const { transferOpened, transferClosed, transferSubmitted, transferSucceeded, transferFailed } = downlineTransferSlice.actions;
