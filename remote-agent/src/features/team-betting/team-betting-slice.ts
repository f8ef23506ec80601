import type { WithSlice } from '@tessera/shared/toolkit';
import { createReport } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import { fetchTeamBets } from './team-betting-api';

export const teamBetting = createReport('teamBetting', fetchTeamBets);

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamBetting.slice> {}
}

const injected = teamBetting.slice.injectInto(rootReducer);

export const { selectReport: selectTeamBetting } = injected.selectors;
export const { queryChanged: bettingQueryChanged, retried: bettingRetried } = teamBetting;
