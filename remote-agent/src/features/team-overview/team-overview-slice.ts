import type { WithSlice } from '@reduxjs/toolkit';
import type { TeamSummary } from '@tessera/shared';
import type { Period, Preset } from '../../app/period';
import { createReport } from '../../app/report';
import { rootReducer } from '../../app/store';
import { fetchTeamSummary } from './team-overview-api';

/** The chosen preset and its days. */
export interface OverviewQuery extends Period {
  preset: Preset;
}

export const teamOverview = createReport('teamOverview', (q: OverviewQuery) => fetchTeamSummary(q));

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof teamOverview.slice> {}
}

const injected = teamOverview.slice.injectInto(rootReducer);

export const { selectReport: selectTeamOverview } = injected.selectors;
export const { queryChanged: overviewQueryChanged, retried: overviewRetried } = teamOverview;
export type TeamOverviewData = TeamSummary;
