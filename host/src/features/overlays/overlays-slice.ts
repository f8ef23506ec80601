import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentPage, MemberPage } from '@tessera/shared';

/** Overlay state of spec §3: mcShow/mcPage (member centre), acShow/acPage (agent centre). */
export interface OverlaysState {
  mcShow: boolean;
  mcPage?: MemberPage;
  acShow: boolean;
  acPage?: AgentPage;
  /** A warning dialog, by i18n key under host:warnings. */
  warning: string | null;
}

const initialState: OverlaysState = { mcShow: false, acShow: false, warning: null };

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
    agentCentreOpened(state, action: PayloadAction<AgentPage | undefined>) {
      state.acShow = true;
      state.acPage = action.payload;
      state.mcShow = false;
    },
    agentCentreClosed(state) {
      state.acShow = false;
    },
    warningShown(state, action: PayloadAction<string>) {
      state.warning = action.payload;
    },
    warningDismissed(state) {
      state.warning = null;
    },
    overlaysReset() {
      return initialState;
    },
  },
});

export const overlaysActions = overlaysSlice.actions;
type WithOverlays = { overlays: OverlaysState };
export const selectOverlays = (s: WithOverlays) => s.overlays;
