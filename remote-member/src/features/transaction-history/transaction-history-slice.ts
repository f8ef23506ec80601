import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ErrorInfo, MemberTransactionsValue } from '@tessera/shared';
import { rootReducer } from '../../app/store';
import { lastDays } from '../../app/date-range';
import type { TransactionHistoryState, TransactionQuery } from './types';

/** Rows per page of account records. */
export const PAGE_SIZE = 10;

const initialState: TransactionHistoryState = {
  query: { range: lastDays(7), type: 'all', pageNo: 1 },
  page: null,
  walletNames: {},
  status: 'idle',
  error: null,
};

const transactionHistorySlice = createSlice({
  name: 'transactionHistory',
  initialState,
  reducers: {
    /** Opening, a new filter or a page: the query changes and the records load for it. */
    queryChanged(state, action: PayloadAction<Partial<TransactionQuery>>) {
      const { pageNo, ...filters } = action.payload;
      state.query = { ...state.query, ...filters, pageNo: pageNo ?? (Object.keys(filters).length ? 1 : state.query.pageNo) };
      state.status = 'loading';
      state.error = null;
    },
    walletNamesLoaded(state, action: PayloadAction<Record<number, string>>) {
      state.walletNames = action.payload;
    },
    pageLoaded(state, action: PayloadAction<MemberTransactionsValue>) {
      state.page = action.payload;
      state.status = 'ready';
    },
    pageFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectPage: (state) => state.page,
    selectWalletNames: (state) => state.walletNames,
    selectStatus: (state) => state.status,
    selectError: (state) => state.error,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof transactionHistorySlice> {}
}

const injected = transactionHistorySlice.injectInto(rootReducer);

export const { queryChanged, walletNamesLoaded, pageLoaded, pageFailed } = transactionHistorySlice.actions;
export const { selectQuery, selectPage, selectWalletNames, selectStatus, selectError } = injected.selectors;
