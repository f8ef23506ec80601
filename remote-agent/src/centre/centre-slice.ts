import type { WithSlice } from '@tessera/shared/toolkit';
import { createCentreSlice } from '@tessera/shared/centre';
import { rootReducer } from '../common/store';
import { DEFAULT_PAGE, resolvePage } from './page-registry';

/** Which page the centre shows: always a page this build has; a request for any other lands on the default. */
export const centreSlice = createCentreSlice('agentCentre', DEFAULT_PAGE, resolvePage);

declare module '../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof centreSlice> {}
}

export const { centreOpened, pageSelected } = centreSlice.actions;
export const { selectPage } = centreSlice.injectInto(rootReducer).selectors;
