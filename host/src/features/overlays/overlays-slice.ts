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

/**
 * The member (`mc`) and agent (`ac`) centres behave alike: opening one shows it at the page asked for (none: its
 * default) and closes the other; a page it shows later is kept only while it is open. Their cases are named after
 * the centre: `memberCentreOpened`, `memberCentreClosed`, `memberCentrePageShown` (the URL follows).
 */
function centreCases<N extends string, K extends 'mcPage' | 'acPage'>(name: N, show: 'mcShow' | 'acShow', page: K, other: 'mcShow' | 'acShow') {
  const cases = {
    opened(state: OverlaysState, action: PayloadAction<OverlaysState[K]>) {
      state[show] = true;
      state[page] = action.payload;
      state[other] = false;
    },
    closed(state: OverlaysState) {
      state[show] = false;
    },
    pageShown(state: OverlaysState, action: PayloadAction<NonNullable<OverlaysState[K]>>) {
      if (state[show]) state[page] = action.payload;
    },
  };
  return { [`${name}Opened`]: cases.opened, [`${name}Closed`]: cases.closed, [`${name}PageShown`]: cases.pageShown } as Record<`${N}Opened`, typeof cases.opened> &
    Record<`${N}Closed`, typeof cases.closed> &
    Record<`${N}PageShown`, typeof cases.pageShown>;
}

export const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    memberCentreRequested(_state, _action: PayloadAction<MemberPage | undefined>) {},
    agentCentreRequested(_state, _action: PayloadAction<AgentPage | undefined>) {},
    ...centreCases('memberCentre', 'mcShow', 'mcPage', 'acShow'),
    ...centreCases('agentCentre', 'acShow', 'acPage', 'mcShow'),
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
