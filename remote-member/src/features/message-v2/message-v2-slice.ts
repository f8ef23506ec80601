import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { loadSelectors, loadInto, notLoaded, startLoading } from '@tessera/shared';
import { turnPage } from '../../common/paging';
import { rootReducer } from '../../common/store';
import type { InboxKind } from './message-v2-api';
import type { MessageV2State } from './types';

export const INBOX_PAGE_SIZE = 8;

const initialState: MessageV2State = { kind: 'all', pageNo: 1, inbox: null, load: notLoaded(), openId: null };
const load = loadInto<MessageV2State, 'inbox'>('inbox');

const messageV2Slice = createSlice({
  name: 'messageV2',
  initialState,
  reducers: {
    inboxRequested(state, action: PayloadAction<{ kind?: InboxKind; pageNo?: number }>) {
      const { kind, pageNo } = action.payload;
      const otherKind = !!kind && kind !== state.kind;
      if (otherKind) state.kind = kind;
      turnPage(state, otherKind, pageNo);
      startLoading(state.load);
    },
    inboxLoaded: load.loaded,
    inboxFailed: load.failed,
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
    ...loadSelectors((state: MessageV2State) => state.load),
    selectOpenId: (state) => state.openId,
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof messageV2Slice> {}
}

const injected = messageV2Slice.injectInto(rootReducer);

export const { inboxRequested, inboxLoaded, inboxFailed, messageToggled, allReadRequested, unreadCounted } = messageV2Slice.actions;
export const { selectKind, selectPageNo, selectInbox, selectStatus, selectError, selectOpenId } = injected.selectors;
