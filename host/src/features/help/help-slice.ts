import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, FeedbackRequest, HelpItem, LoadStatus } from '@tessera/shared';

export interface HelpState {
  status: LoadStatus;
  error: ErrorInfo | null;
  items: HelpItem[];
  /** Language the items are in; another language fetches again. */
  lang: string | null;
  /** The feedback form: idle, sending, sent (thanks shown) or failed. */
  feedback: { status: 'idle' | 'sending' | 'sent' | 'failed'; error: ErrorInfo | null };
  /** The help modal (docs/product.md#modals) is open, on this section tag (null: the first). */
  modal: { open: boolean; tag: string | null };
}

const initialState: HelpState = { status: 'idle', error: null, items: [], lang: null, feedback: { status: 'idle', error: null }, modal: { open: false, tag: null } };

export const helpSlice = createSlice({
  name: 'help',
  initialState,
  reducers: {
    helpOpened(state, action: PayloadAction<string>) {
      if (state.lang === action.payload && state.status === 'ready') return;
      state.status = 'loading';
      state.error = null;
    },
    helpLoaded(state, action: PayloadAction<{ lang: string; items: HelpItem[] }>) {
      state.status = 'ready';
      state.items = action.payload.items;
      state.lang = action.payload.lang;
    },
    feedbackSubmitted(state, _action: PayloadAction<FeedbackRequest>) {
      state.feedback = { status: 'sending', error: null };
    },
    feedbackSent(state) {
      state.feedback = { status: 'sent', error: null };
    },
    feedbackFailed(state, action: PayloadAction<ErrorInfo>) {
      state.feedback = { status: 'failed', error: action.payload };
    },
    feedbackReset(state) {
      state.feedback = { status: 'idle', error: null };
    },
    helpModalOpened(state, action: PayloadAction<string | null>) {
      state.modal = { open: true, tag: action.payload };
    },
    helpModalSectionChosen(state, action: PayloadAction<string>) {
      state.modal.tag = action.payload;
    },
    helpModalClosed(state) {
      state.modal = { open: false, tag: null };
    },
    helpFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: { selectHelp: (s) => s },
});

export const helpActions = helpSlice.actions;
export const { selectHelp } = helpSlice.selectors;
