import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import { loadCases, notSent, sendCases, type LoadState, type OpenRedEnvelopeValue, type RedEnvelopeEvent, type SendState } from '@tessera/shared';

/** The load state (status, error) is the event's; `open` is the player opening their envelope. */
export interface RedEnvelopeState extends LoadState {
  event: RedEnvelopeEvent | null;
  /** Whether the popup is showing. */
  popup: boolean;
  open: SendState;
  /** The envelope just opened in this popup: the reveal. */
  revealed: OpenRedEnvelopeValue | null;
}

const initialState: RedEnvelopeState = { status: 'idle', error: null, event: null, popup: false, open: notSent(), revealed: null };
type EventLoaded = { event: RedEnvelopeEvent | null; popup: boolean };
const load = loadCases<RedEnvelopeState, EventLoaded, { loggedIn: boolean }>((state) => state, (state, value) => {
  state.event = value.event;
  if (value.popup) state.popup = true;
  if (!value.event) state.popup = false;
});
const open = sendCases<RedEnvelopeState, number>((state) => state.open);

export const redEnvelopeSlice = createSlice({
  name: 'redEnvelope',
  initialState,
  reducers: {
    /** Mount, and every login or logout: the event is read again (a member sees whether they opened it). */
    redEnvelopeShown: load.started,
    eventLoaded: load.loaded,
    eventFailed: load.failed,
    popupOpened(state) {
      state.popup = true;
      state.open = notSent();
    },
    popupClosed(state) {
      state.popup = false;
      state.open = notSent();
      state.revealed = null;
    },
    /** A visitor asked to log in from the popup. */
    loginAsked() {},
    openRequested: open.sent,
    openSucceeded(state, action: PayloadAction<OpenRedEnvelopeValue>) {
      state.open = { status: 'done', error: null };
      state.revealed = action.payload;
      if (state.event && state.event.eventId === action.payload.eventId) state.event.opened = { amount: action.payload.amount, at: action.payload.at };
    },
    openFailed: open.failed,
  },
});

export const redEnvelopeActions = redEnvelopeSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof redEnvelopeSlice> {}
}
/** The widget's whole state. */
export const selectRedEnvelope = redEnvelopeSlice.injectInto(rootReducer).selectSlice;
