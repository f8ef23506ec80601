import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { idle, loadableCases, loadSelectors, startLoading, type MemberTransaction } from '@tessera/shared';
import { lastDays } from '@tessera/shared/report';
import { rootReducer } from '../../common/store';
import type { TransactionHistoryState, TransactionQuery } from './types';

/** Rows per page of account records. */
export const PAGE_SIZE = 10;

const initialState: TransactionHistoryState = {
  query: { range: lastDays(7), type: 'all', pageNo: 1 },
  page: idle(),
  walletNames: {},
  receiptId: null,
};
const page = loadableCases((state: TransactionHistoryState) => state.page);

const transactionHistorySlice = createSlice({
  name: 'transactionHistory',
  initialState,
  reducers: {
    /** Opening, a new filter or a page: the query changes and the records load for it. */
    queryChanged(state, action: PayloadAction<Partial<TransactionQuery>>) {
      const { pageNo, ...filters } = action.payload;
      state.query = { ...state.query, ...filters, pageNo: pageNo ?? (Object.keys(filters).length ? 1 : state.query.pageNo) };
      startLoading(state.page);
    },
    walletNamesLoaded(state, action: PayloadAction<Record<number, string>>) {
      state.walletNames = action.payload;
    },
    /** A record's receipt opened (docs/product/centres.md#receipts), by the record's id in the page shown. */
    receiptOpened(state, action: PayloadAction<number>) {
      state.receiptId = action.payload;
    },
    receiptClosed(state) {
      state.receiptId = null;
    },
    pageLoaded: page.loaded,
    pageFailed: page.failed,
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectPage: (state) => state.page.data,
    selectWalletNames: (state) => state.walletNames,
    selectReceipt: (state: TransactionHistoryState): MemberTransaction | null => state.page.data?.list.find((r) => r.id === state.receiptId) ?? null,
    ...loadSelectors((state: TransactionHistoryState) => state.page),
  },
});

declare module '../../common/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof transactionHistorySlice> {}
}

const injected = transactionHistorySlice.injectInto(rootReducer);

export const { queryChanged, walletNamesLoaded, receiptOpened, receiptClosed, pageLoaded, pageFailed } = transactionHistorySlice.actions;
export const { selectQuery, selectPage, selectWalletNames, selectReceipt, selectLoad } = injected.selectors;
