import { toErrorInfo, type MemberTransactionsValue, type MerchantWallet } from '@tessera/shared';
import { toTimes } from '@tessera/shared/report';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { fetchMerchantWallet, fetchTransactions } from './transaction-history-api';
import { PAGE_SIZE, pageFailed, pageLoaded, queryChanged, selectQuery, walletNamesLoaded } from './transaction-history-slice';
import type { TransactionQuery } from './types';

export function* loadPage(): SagaIterator {
  const query: TransactionQuery = yield select(selectQuery);
  try {
    const page: MemberTransactionsValue = yield call(fetchTransactions, { ...toTimes(query.range), type: query.type, pageNo: query.pageNo, pageSize: PAGE_SIZE });
    yield put(pageLoaded(page));
  } catch (e) {
    yield put(pageFailed(toErrorInfo(e)));
  }
}

/** Wallet names for the records' wallet column; without them the column shows the id. */
export function* loadWalletNames(): SagaIterator {
  try {
    const w: MerchantWallet = yield call(fetchMerchantWallet);
    yield put(walletNamesLoaded(Object.fromEntries(w.wallets.map((x) => [x.accountTypeId, x.name]))));
  } catch {
    // the records still show
  }
}

export function* transactionHistorySaga(): SagaIterator {
  yield fork(loadWalletNames);
  yield takeLatest(queryChanged.type, loadPage);
}
