import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentPage } from '@tessera/shared';
import { DEFAULT_PAGE, resolvePage } from './pages';
import type { AgentCentreState, CentreOpenedPayload } from './types';

const initialState: AgentCentreState = { page: DEFAULT_PAGE };

const slice = createSlice({
  name: 'agentCentre',
  initialState,
  reducers: {
    centreOpened(state, action: PayloadAction<CentreOpenedPayload>) {
      state.page = resolvePage(action.payload.page);
    },
    pageSelected(state, action: PayloadAction<AgentPage>) {
      state.page = resolvePage(action.payload);
    },
  },
});

export const { centreOpened, pageSelected } = slice.actions;
export const agentCentreReducer = slice.reducer;

export const selectPage = (s: { agentCentre: AgentCentreState }) => s.agentCentre.page;
