import type { WithSlice } from '@tessera/shared/toolkit';
import { createReport } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import { fetchRevenue } from './my-income-api';

export const myIncome = createReport('myIncome', fetchRevenue);

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof myIncome.slice> {}
}

const injected = myIncome.slice.injectInto(rootReducer);

export const { selectReport: selectMyIncome } = injected.selectors;
export const { queryChanged: incomeQueryChanged, retried: incomeRetried } = myIncome;
