import type { WithSlice } from '@tessera/shared/toolkit';
import { createReport } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import { fetchTeamProfit } from './user-loss-api';

export const userLoss = createReport('userLoss', fetchTeamProfit);

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof userLoss.slice> {}
}

const injected = userLoss.slice.injectInto(rootReducer);

export const { selectReport: selectUserLoss } = injected.selectors;
export const { queryChanged: lossQueryChanged, retried: lossRetried } = userLoss;
