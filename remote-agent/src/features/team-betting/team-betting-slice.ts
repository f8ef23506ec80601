import type { WithSlice } from '@tessera/shared/toolkit';
import { injectReport } from '../../common/store';
import { fetchTeamBets } from './team-betting-api';

export const teamBetting = injectReport('teamBetting', fetchTeamBets);

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamBetting.slice> {}
}

export const { selectReport: selectTeamBetting, queryChanged: bettingQueryChanged, retried: bettingRetried } = teamBetting;
