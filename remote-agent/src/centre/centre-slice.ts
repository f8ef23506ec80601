import { createSlice } from '@tessera/shared/toolkit';
import { centrePageCases } from '@tessera/shared/report';
import { DEFAULT_PAGE, resolvePage } from './page-registry';
import type { AgentCentreState } from './types';

const initialState: AgentCentreState = { page: DEFAULT_PAGE };
const page = centrePageCases(resolvePage);

/** Which page the centre shows; the pages' own slices join the store as they mount. */
export const centreSlice = createSlice({
  name: 'agentCentre',
  initialState,
  reducers: {
    centreOpened: page.opened,
    pageSelected: page.selected,
  },
  selectors: {
    selectPage: (state) => state.page,
  },
});

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage } = centreSlice.selectors;
