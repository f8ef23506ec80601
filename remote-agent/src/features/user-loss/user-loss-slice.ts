import type { WithSlice } from '@tessera/shared/toolkit';
import { injectReport } from '../../common/store';
import { fetchTeamProfit } from './user-loss-api';

export const userLoss = injectReport('userLoss', fetchTeamProfit);

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof userLoss.slice> {}
}

export const { selectReport: selectUserLoss, queryChanged: lossQueryChanged, retried: lossRetried } = userLoss;
