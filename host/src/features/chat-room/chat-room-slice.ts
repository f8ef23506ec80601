import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import type { ChatMessage, ErrorInfo, LoadStatus } from '@tessera/shared';

export interface ChatRoomState {
  status: LoadStatus;
  messages: ChatMessage[];
  sending: boolean;
  /** Bumped by each line the gateway took: the form clears its draft then. */
  sent: number;
  error: ErrorInfo | null;
}

/** Lines kept on screen; older ones scroll away. */
export const CHAT_KEEP = 100;

const initialState: ChatRoomState = { status: 'idle', messages: [], sending: false, sent: 0, error: null };

/** Adds lines not yet shown, in id order, keeping the last CHAT_KEEP. */
function merge(list: ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.id));
  const all = [...list, ...more.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
  return all.slice(-CHAT_KEEP);
}

export const chatRoomSlice = createSlice({
  name: 'chatRoom',
  initialState,
  reducers: {
    chatRoomOpened(state) {
      state.status = 'loading';
    },
    /** The overlay closed: its poll stops and the next opening starts afresh. */
    chatRoomClosed: () => initialState,
    messagesLoaded(state, action: PayloadAction<ChatMessage[]>) {
      state.status = 'ready';
      state.messages = merge(state.messages, action.payload);
    },
    messagesFailed(state, action: PayloadAction<ErrorInfo>) {
      // A failed poll keeps what is shown; only a first load that fails shows the error state.
      if (state.status !== 'ready') {
        state.status = 'failed';
        state.error = action.payload;
      }
    },
    messageSubmitted(state, _action: PayloadAction<string>) {
      state.sending = true;
      state.error = null;
    },
    messageSent(state, action: PayloadAction<ChatMessage>) {
      state.sending = false;
      state.sent += 1;
      state.messages = merge(state.messages, [action.payload]);
    },
    sendFailed(state, action: PayloadAction<ErrorInfo>) {
      state.sending = false;
      state.error = action.payload;
    },
    loginAsked() {},
  },
  selectors: {
    selectChatRoom: (s) => s,
  },
});

export const chatRoomActions = chatRoomSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatRoomSlice> {}
}
const injected = chatRoomSlice.injectInto(rootReducer);
export const { selectChatRoom } = injected.selectors;
