import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { AgentPage, MemberPage } from '@tessera/shared';
import { sessionEnded, sessionStarted } from '../../app/app-actions';

/** Warnings the guard shows, by key under host:warnings. */
export type OverlayWarning = 'in_need_true_account' | 'not_agent';

/** Overlay state (docs/product.md#overlays): mcShow/mcPage (member centre), acShow/acPage (agent centre). */
export interface OverlaysState {
  mcShow: boolean;
  mcPage?: MemberPage;
  acShow: boolean;
  acPage?: AgentPage;
  warning: OverlayWarning | null;
  /** Account type of the logged-in member (docs/product.md#roles), null for a visitor: what the guard decides on. */
  accountType: number | null;
  /** Whether boot has settled who is here (a session restored, or none): a centre in the URL waits for it. */
  sessionKnown: boolean;
}

const initialState: OverlaysState = { mcShow: false, acShow: false, warning: null, accountType: null, sessionKnown: false };

export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    memberCentreRequested(_state, _action: PayloadAction<MemberPage | undefined>) {},
    agentCentreRequested(_state, _action: PayloadAction<AgentPage | undefined>) {},
    memberCentreOpened(state, action: PayloadAction<MemberPage | undefined>) {
      state.mcShow = true;
      state.mcPage = action.payload;
      state.acShow = false;
    },
    memberCentreClosed(state) {
      state.mcShow = false;
    },
    /** The member centre shows another page (its menu, or its default): the URL follows. */
    memberCentrePageShown(state, action: PayloadAction<MemberPage>) {
      if (state.mcShow) state.mcPage = action.payload;
    },
    /** The agent centre shows another page. */
    agentCentrePageShown(state, action: PayloadAction<AgentPage>) {
      if (state.acShow) state.acPage = action.payload;
    },
    agentCentreOpened(state, action: PayloadAction<AgentPage | undefined>) {
      state.acShow = true;
      state.acPage = action.payload;
      state.mcShow = false;
    },
    agentCentreClosed(state) {
      state.acShow = false;
    },
    warningShown(state, action: PayloadAction<OverlayWarning>) {
      state.warning = action.payload;
    },
    warningDismissed(state) {
      state.warning = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.accountType = action.payload.member.type;
        state.sessionKnown = true;
      })
      // Logging out closes every overlay.
      .addCase(sessionEnded, () => ({ ...initialState, sessionKnown: true }));
  },
});

export const overlaysActions = overlaysSlice.actions;
type WithOverlays = { overlays: OverlaysState };
export const selectOverlays = (s: WithOverlays) => s.overlays;
