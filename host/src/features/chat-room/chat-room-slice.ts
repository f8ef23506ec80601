import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import { loadCases, notSent, sendCases, type ChatMessage, type ErrorInfo, type LoadState, type SendState } from '@tessera/shared';

/** The load state (status, error) is the room's lines; `send` is the line being sent. */
export interface ChatRoomState extends LoadState {
  messages: ChatMessage[];
  send: SendState;
  /** Bumped by each line the gateway took: the form clears its draft then. */
  sent: number;
}

/** Lines kept on screen; older ones scroll away. */
export const CHAT_KEEP = 100;

const initialState: ChatRoomState = { status: 'idle', error: null, messages: [], send: notSent(), sent: 0 };

/** Adds lines not yet shown, in id order, keeping the last CHAT_KEEP. */
function merge(list: ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.id));
  const all = [...list, ...more.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
  return all.slice(-CHAT_KEEP);
}

const load = loadCases((state: ChatRoomState) => state, (state, more: ChatMessage[]) => {
  state.messages = merge(state.messages, more);
});
const send = sendCases<ChatRoomState, string>((state) => state.send);

export const chatRoomSlice = createSlice({
  name: 'chatRoom',
  initialState,
  reducers: {
    chatRoomOpened: load.started,
    /** The overlay closed: its poll stops and the next opening starts afresh. */
    chatRoomClosed: () => initialState,
    messagesLoaded: load.loaded,
    messagesFailed(state, action: PayloadAction<ErrorInfo>) {
      // A failed poll keeps what is shown; only a first load that fails shows the error state.
      if (state.status !== 'ready') load.failed(state, action);
    },
    messageSubmitted: send.sent,
    messageSent(state, action: PayloadAction<ChatMessage>) {
      state.send = { status: 'done', error: null };
      state.sent += 1;
      state.messages = merge(state.messages, [action.payload]);
    },
    sendFailed: send.failed,
    loginAsked() {},
  },
});

export const chatRoomActions = chatRoomSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof chatRoomSlice> {}
}
/** The widget's whole state. */
export const selectChatRoom = chatRoomSlice.injectInto(rootReducer).selectSlice;
