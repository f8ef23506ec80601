import type { WithSlice } from '@tessera/shared/toolkit';
import { injectReport } from '../../common/store';
import { fetchRevenue } from './my-income-api';

export const myIncome = injectReport('myIncome', fetchRevenue);

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof myIncome.slice> {}
}

export const { selectReport: selectMyIncome, queryChanged: incomeQueryChanged, retried: incomeRetried } = myIncome;
