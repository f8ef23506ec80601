import type { WithSlice } from '@tessera/shared/toolkit';
import type { TeamSummary } from '@tessera/shared';
import type { Period, PeriodPreset } from '@tessera/shared/report';
import { createReport } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import { fetchTeamSummary } from './team-overview-api';

/** The chosen preset and its days. */
export interface OverviewQuery extends Period {
  preset: PeriodPreset;
}

export const teamOverview = createReport('teamOverview', (q: OverviewQuery) => fetchTeamSummary(q));

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamOverview.slice> {}
}

const injected = teamOverview.slice.injectInto(rootReducer);

export const { selectReport: selectTeamOverview } = injected.selectors;
export const { queryChanged: overviewQueryChanged, retried: overviewRetried } = teamOverview;
export type TeamOverviewData = TeamSummary;
