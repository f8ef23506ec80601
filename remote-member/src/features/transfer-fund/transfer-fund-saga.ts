import { toErrorInfo, type MerchantWallet, type WalletBalance, type WalletTransferRequest, type WalletTransferValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchBalance, fetchMerchantWallet, newRequestId, requestBalanceRefresh, transfer } from './transfer-fund-api';
import { returnAllRequested, transferDone, transferFailed, transferFundOpened, transferSubmitted, walletsFailed, walletsLoaded, walletsRetried } from './transfer-fund-slice';

/** The main wallet's account type (docs/gateway.md#wallet-calls). */
export const MAIN_WALLET = 2;

export function* loadWallets(): SagaIterator {
  try {
    const [wallets, balance]: [MerchantWallet, WalletBalance] = yield all([call(fetchMerchantWallet), call(fetchBalance)]);
    yield put(walletsLoaded({ wallets, balance }));
  } catch (e) {
    yield put(walletsFailed(toErrorInfo(e)));
  }
}

function* move(req: WalletTransferRequest): SagaIterator {
  try {
    const value: WalletTransferValue = yield call(transfer, req);
    yield put(transferDone(value));
    yield call(requestBalanceRefresh);
  } catch (e) {
    yield put(transferFailed(toErrorInfo(e)));
  }
}

export function* submitTransfer(action: ReturnType<typeof transferSubmitted>): SagaIterator {
  const { direction, accountTypeId, amount } = action.payload;
  const requestId: string = yield call(newRequestId);
  const [fromAccountTypeId, toAccountTypeId] = direction === 'in' ? [MAIN_WALLET, accountTypeId] : [accountTypeId, MAIN_WALLET];
  yield call(move, { requestId, fromAccountTypeId, toAccountTypeId, amount });
}

export function* returnAll(): SagaIterator {
  const requestId: string = yield call(newRequestId);
  yield call(move, { requestId, returnAll: true });
}

export function* transferFundSaga(): SagaIterator {
  yield takeLatest([transferFundOpened.type, walletsRetried.type], loadWallets);
  // One move at a time: a double click does not send a second transfer.
  yield takeLeading([transferSubmitted.type, returnAllRequested.type], function* (action: ReturnType<typeof transferSubmitted> | ReturnType<typeof returnAllRequested>) {
    if (transferSubmitted.match(action)) yield call(submitTransfer, action);
    else yield call(returnAll);
  });
}
