import type { WithSlice } from '@tessera/shared/toolkit';
import { injectReport } from '../../common/store';
import { fetchTeamLedger } from './account-details-api';

export const accountDetails = injectReport('accountDetails', fetchTeamLedger);

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof accountDetails.slice> {}
}

export const { selectReport: selectAccountDetails, queryChanged: detailsQueryChanged, retried: detailsRetried } = accountDetails;
