import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import type { ErrorInfo, LoadStatus, OpenRedEnvelopeValue, RedEnvelopeEvent } from '@tessera/shared';

export interface RedEnvelopeState {
  status: LoadStatus;
  event: RedEnvelopeEvent | null;
  /** Whether the popup is showing. */
  popup: boolean;
  opening: boolean;
  /** The envelope just opened in this popup: the reveal. */
  revealed: OpenRedEnvelopeValue | null;
  error: ErrorInfo | null;
}

const initialState: RedEnvelopeState = { status: 'idle', event: null, popup: false, opening: false, revealed: null, error: null };

export const redEnvelopeSlice = createSlice({
  name: 'redEnvelope',
  initialState,
  reducers: {
    /** Mount, and every login or logout: the event is read again (a member sees whether they opened it). */
    redEnvelopeShown(state, _action: PayloadAction<{ loggedIn: boolean }>) {
      state.status = 'loading';
    },
    eventLoaded(state, action: PayloadAction<{ event: RedEnvelopeEvent | null; popup: boolean }>) {
      state.status = 'ready';
      state.event = action.payload.event;
      if (action.payload.popup) state.popup = true;
      if (!action.payload.event) state.popup = false;
    },
    eventFailed(state) {
      state.status = 'failed';
    },
    popupOpened(state) {
      state.popup = true;
      state.error = null;
    },
    popupClosed(state) {
      state.popup = false;
      state.error = null;
      state.revealed = null;
    },
    openRequested(state, _action: PayloadAction<number>) {
      state.opening = true;
      state.error = null;
    },
    openSucceeded(state, action: PayloadAction<OpenRedEnvelopeValue>) {
      state.opening = false;
      state.revealed = action.payload;
      if (state.event && state.event.eventId === action.payload.eventId) state.event.opened = { amount: action.payload.amount, at: action.payload.at };
    },
    openFailed(state, action: PayloadAction<ErrorInfo>) {
      state.opening = false;
      state.error = action.payload;
    },
    loginAsked() {},
  },
  selectors: {
    selectRedEnvelope: (s) => s,
  },
});

export const redEnvelopeActions = redEnvelopeSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof redEnvelopeSlice> {}
}
const injected = redEnvelopeSlice.injectInto(rootReducer);
export const { selectRedEnvelope } = injected.selectors;
