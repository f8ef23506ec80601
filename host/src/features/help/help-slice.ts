import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import { loadCases, notSent, sendCases, type FeedbackRequest, type HelpItem, type LoadState, type SendState } from '@tessera/shared';

/** The load state (status, error) is the help items'. */
export interface HelpState extends LoadState {
  items: HelpItem[];
  /** Language the items are in; another language fetches again. */
  lang: string | null;
  /** The feedback form: idle, sending, done (thanks shown) or failed. */
  feedback: SendState;
  /** The help modal (docs/product.md#modals) is open, on this section tag (null: the first). */
  modal: { open: boolean; tag: string | null };
}

const initialState: HelpState = { status: 'idle', error: null, items: [], lang: null, feedback: notSent(), modal: { open: false, tag: null } };
/** Started with the reader's language. */
const load = loadCases<HelpState, { lang: string; items: HelpItem[] }, string>((state) => state, (state, value) => {
  state.items = value.items;
  state.lang = value.lang;
});
const feedback = sendCases<HelpState, FeedbackRequest>((state) => state.feedback);

export const helpSlice = createSlice({
  name: 'help',
  initialState,
  reducers: {
    helpOpened(state, action: PayloadAction<string>) {
      // Already loaded in this language: nothing to fetch.
      if (state.lang === action.payload && state.status === 'ready') return;
      load.started(state, action);
    },
    helpLoaded: load.loaded,
    feedbackSubmitted: feedback.sent,
    feedbackSent(state) {
      state.feedback = { status: 'done', error: null };
    },
    feedbackFailed: feedback.failed,
    feedbackReset(state) {
      state.feedback = notSent();
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
    helpFailed: load.failed,
  },
  selectors: { selectHelp: (s) => s },
});

export const helpActions = helpSlice.actions;
export const { selectHelp } = helpSlice.selectors;
