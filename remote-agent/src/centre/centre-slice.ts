import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { AgentPage } from '@tessera/shared';
import { DEFAULT_PAGE, resolvePage } from './page-registry';
import type { AgentCentreState, CentreOpenedPayload } from './types';

const initialState: AgentCentreState = { page: DEFAULT_PAGE };

/** Which page the centre shows; the pages' own slices join the store as they mount. */
export const centreSlice = createSlice({
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
  selectors: {
    selectPage: (state) => state.page,
  },
});

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage } = centreSlice.selectors;
