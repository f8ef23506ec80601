import type { WithSlice } from '@tessera/shared/toolkit';
import { createReport } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import { fetchTeamLedger } from './account-details-api';

export const accountDetails = createReport('accountDetails', fetchTeamLedger);

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof accountDetails.slice> {}
}

const injected = accountDetails.slice.injectInto(rootReducer);

export const { selectReport: selectAccountDetails } = injected.selectors;
export const { queryChanged: detailsQueryChanged, retried: detailsRetried } = accountDetails;
