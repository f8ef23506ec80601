import { toErrorInfo, type MerchantWallet, type WalletBalance, type WalletTransferRequest, type WalletTransferValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { MAIN_WALLET } from '../../common/money';
import { createSubmission, type Submission } from '../../common/submission';
import { fetchBalance, fetchMerchantWallet, balanceChanged, transfer, reportMoveOutcome } from './transfer-fund-api';
import { returnAllRequested, transferDone, transferFailed, transferFundOpened, transferSubmitted, walletsFailed, walletsLoaded, walletsRetried } from './transfer-fund-slice';


/** The main wallet's account type (docs/gateway.md#wallet-calls). */
export { MAIN_WALLET };

export function* loadWallets(): SagaIterator {
  try {
    const [wallets, balance]: [MerchantWallet, WalletBalance] = yield all([call(fetchMerchantWallet), call(fetchBalance)]);
    yield put(walletsLoaded({ wallets, balance }));
  } catch (e) {
    yield put(walletsFailed(toErrorInfo(e)));
  }
}

function* move(submission: Submission, req: WalletTransferRequest): SagaIterator {
  try {
    const value: WalletTransferValue = yield call(transfer, req);
    submission.answered();
    yield put(transferDone(value));
    yield call(reportMoveOutcome, 'transfer');
    yield call(balanceChanged, 'transfer');
  } catch (e) {
    submission.answered(e);
    const info = toErrorInfo(e);
    yield put(transferFailed(info));
    yield call(reportMoveOutcome, 'transfer', info);
  }
}

/** A re-submit after an unanswered one reuses its requestId (common/submission.ts): one transfer, not two. */
export function* submitTransfer(submission: Submission, action: ReturnType<typeof transferSubmitted>): SagaIterator {
  const { direction, accountTypeId, amount } = action.payload;
  const [fromAccountTypeId, toAccountTypeId] = direction === 'in' ? [MAIN_WALLET, accountTypeId] : [accountTypeId, MAIN_WALLET];
  yield call(move, submission, { requestId: submission.id(), fromAccountTypeId, toAccountTypeId, amount });
}

export function* returnAll(submission: Submission): SagaIterator {
  yield call(move, submission, { requestId: submission.id(), returnAll: true });
}

export function* transferFundSaga(): SagaIterator {
  yield takeLatest([transferFundOpened.type, walletsRetried.type], loadWallets);
  // One move at a time: a double click does not send a second transfer. The transfer form and "return all"
  // are two submissions, each with its own requestId.
  const transfers = createSubmission();
  const returns = createSubmission();
  yield takeLeading([transferSubmitted.type, returnAllRequested.type], function* (action: ReturnType<typeof transferSubmitted> | ReturnType<typeof returnAllRequested>) {
    if (transferSubmitted.match(action)) yield call(submitTransfer, transfers, action);
    else yield call(returnAll, returns);
  });
}
