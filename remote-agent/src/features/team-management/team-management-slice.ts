import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AgentTransferValue, DownlineMember, ErrorInfo } from '@tessera/shared';
import { createReport } from '../../app/report';
import { rootReducer } from '../../app/store';
import { fetchTeamMembers } from './team-management-api';

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

export interface TransferState {
  /** The downline member the form is open for. */
  target: DownlineMember | null;
  status: 'idle' | 'sending' | 'done' | 'failed';
  error: ErrorInfo | null;
  result: (AgentTransferValue & { amount: number; username: string }) | null;
}

const initialTransfer: TransferState = { target: null, status: 'idle', error: null, result: null };

export const downlineTransferSlice = createSlice({
  name: 'downlineTransfer',
  initialState: initialTransfer,
  reducers: {
    transferOpened(state, action: PayloadAction<DownlineMember>) {
      return { ...initialTransfer, target: action.payload, result: state.result };
    },
    transferClosed() {
      return initialTransfer;
    },
    transferSubmitted(state, _action: PayloadAction<{ toId: number; amount: number }>) {
      state.status = 'sending';
      state.error = null;
    },
    transferSucceeded(state, action: PayloadAction<AgentTransferValue & { amount: number; username: string }>) {
      state.status = 'done';
      state.result = action.payload;
      state.target = null;
    },
    transferFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectTransfer: (state) => state,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamMembers.slice>, WithSlice<typeof downlineTransferSlice> {}
}

const members = teamMembers.slice.injectInto(rootReducer);
const transfer = downlineTransferSlice.injectInto(rootReducer);

export const { selectReport: selectTeamMembers } = members.selectors;
export const { selectTransfer } = transfer.selectors;
export const { queryChanged: membersQueryChanged, retried: membersRetried } = teamMembers;
export const { transferOpened, transferClosed, transferSubmitted, transferSucceeded, transferFailed } = downlineTransferSlice.actions;
