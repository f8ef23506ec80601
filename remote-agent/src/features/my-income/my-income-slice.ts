import type { WithSlice } from '@tessera/shared/toolkit';
import { injectReport } from '../../app/store';
import { fetchRevenue } from './my-income-api';

export const myIncome = injectReport('myIncome', fetchRevenue);

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof myIncome.slice> {}
}

export const { selectReport: selectMyIncome, queryChanged: incomeQueryChanged, retried: incomeRetried } = myIncome;
