import { createSlice, type WithSlice } from '@tessera/shared/toolkit';
import { centrePageCases } from '@tessera/shared/report';
import { rootReducer } from '../common/store';
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

declare module '../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof centreSlice> {}
}

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage } = centreSlice.injectInto(rootReducer).selectors;
