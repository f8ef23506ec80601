import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { fail, notLoaded, ready, startLoading, type ErrorInfo, type InboxValue } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import type { InboxKind } from './message-v2-api';
import type { MessageV2State } from './types';

export const INBOX_PAGE_SIZE = 8;

const initialState: MessageV2State = { kind: 'all', pageNo: 1, inbox: null, load: notLoaded(), openId: null };

const messageV2Slice = createSlice({
  name: 'messageV2',
  initialState,
  reducers: {
    inboxRequested(state, action: PayloadAction<{ kind?: InboxKind; pageNo?: number }>) {
      if (action.payload.kind && action.payload.kind !== state.kind) {
        state.kind = action.payload.kind;
        state.pageNo = 1;
      }
      if (action.payload.pageNo) state.pageNo = action.payload.pageNo;
      startLoading(state.load);
    },
    inboxLoaded(state, action: PayloadAction<InboxValue>) {
      state.inbox = action.payload;
      ready(state.load);
    },
    inboxFailed(state, action: PayloadAction<ErrorInfo>) {
      fail(state.load, action.payload);
    },
    /** Opening a message shows it and marks it read at once (the gateway is told in the saga). */
    messageToggled(state, action: PayloadAction<{ id: number; unread: boolean }>) {
      const { id } = action.payload;
      state.openId = state.openId === id ? null : id;
      const m = state.inbox?.list.find((x) => x.id === id);
      if (m && !m.read && state.inbox) {
        m.read = true;
        state.inbox.unread = Math.max(0, state.inbox.unread - 1);
      }
    },
    allReadRequested(state) {
      if (!state.inbox) return;
      for (const m of state.inbox.list) m.read = true;
      state.inbox.unread = 0;
    },
    unreadCounted(state, action: PayloadAction<number>) {
      if (state.inbox) state.inbox.unread = action.payload;
    },
  },
  selectors: {
    selectKind: (state) => state.kind,
    selectPageNo: (state) => state.pageNo,
    selectInbox: (state) => state.inbox,
    selectStatus: (state) => state.load.status,
    selectError: (state) => state.load.error,
    selectOpenId: (state) => state.openId,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof messageV2Slice> {}
}

const injected = messageV2Slice.injectInto(rootReducer);

export const { inboxRequested, inboxLoaded, inboxFailed, messageToggled, allReadRequested, unreadCounted } = messageV2Slice.actions;
export const { selectKind, selectPageNo, selectInbox, selectStatus, selectError, selectOpenId } = injected.selectors;
