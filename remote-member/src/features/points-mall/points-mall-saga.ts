import { toErrorInfo, type ConvertPointValue, type EndpointResponse, type MemberTransactionsValue, type PointBalance, type PointConfig, type PointReward } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { RootState } from '../../common/store';
import {
  convertPoints,
  fetchPointBalance,
  fetchPointConfig,
  fetchPointDetails,
  fetchRedeems,
  fetchRewards,
  newRequestId,
  redeemReward,
  balanceChanged,
} from './points-mall-api';
import {
  convertAccepted,
  convertRefused,
  convertSubmitted,
  detailsFailed,
  detailsPageRequested,
  detailsReceived,
  historyFailed,
  historyPageRequested,
  historyReceived,
  pointsMallLoaded,
  pointsMallLoadFailed,
  pointsMallOpened,
  pointsMallRetried,
  redeemAccepted,
  redeemRefused,
  redeemSubmitted,
  reviewPolled,
  selectInReview,
} from './points-mall-slice';

/** How often a redeem in process is looked at again (the gateway reviews it within minutes). */
export const REVIEW_POLL_MS = 15_000;

type RedeemList = EndpointResponse<'redeemPointList'>;
const page = (r: RedeemList) => ({ list: r.list, pageNo: r.pageNo, totalPages: r.totalPages });

export function* loadPointsMall(): SagaIterator {
  try {
    const [balance, rewards, config, history, details]: [PointBalance, PointReward[], PointConfig, RedeemList, MemberTransactionsValue] = yield all([
      call(fetchPointBalance),
      call(fetchRewards),
      call(fetchPointConfig),
      call(fetchRedeems, 1),
      call(fetchPointDetails, 1),
    ]);
    yield put(pointsMallLoaded({ balance, rewards, config, history: page(history), details }));
  } catch (e) {
    yield put(pointsMallLoadFailed(toErrorInfo(e)));
  }
}

/** While a redeem is in process, re-reads the history; a rejection returns its points, so the balance too. */
export function* watchReview(): SagaIterator {
  while ((yield select((s: RootState) => selectInReview(s))) as boolean) {
    yield delay(REVIEW_POLL_MS);
    try {
      const state: RootState = yield select();
      const [history, balance]: [RedeemList, PointBalance] = yield all([call(fetchRedeems, state.pointsMall?.history.data?.pageNo ?? 1), call(fetchPointBalance)]);
      yield put(reviewPolled({ history: page(history), balance }));
    } catch {
      return;
    }
  }
}

export function* loadHistory(action: ReturnType<typeof historyPageRequested>): SagaIterator {
  try {
    const history: RedeemList = yield call(fetchRedeems, action.payload);
    yield put(historyReceived(page(history)));
  } catch (e) {
    yield put(historyFailed(toErrorInfo(e)));
  }
}

export function* loadDetails(action: ReturnType<typeof detailsPageRequested>): SagaIterator {
  try {
    const details: MemberTransactionsValue = yield call(fetchPointDetails, action.payload);
    yield put(detailsReceived(details));
  } catch (e) {
    yield put(detailsFailed(toErrorInfo(e)));
  }
}

export function* submitRedeem(action: ReturnType<typeof redeemSubmitted>): SagaIterator {
  const requestId: string = yield call(newRequestId);
  try {
    const result: EndpointResponse<'redeemPointReward'> = yield call(redeemReward, { ...action.payload, requestId });
    yield put(redeemAccepted(result));
  } catch (e) {
    yield put(redeemRefused(toErrorInfo(e)));
    return;
  }
  yield put(historyPageRequested(1));
  yield put(detailsPageRequested(1));
}

export function* submitConvert(action: ReturnType<typeof convertSubmitted>): SagaIterator {
  const requestId: string = yield call(newRequestId);
  try {
    const result: ConvertPointValue = yield call(convertPoints, { ...action.payload, requestId });
    yield put(convertAccepted(result));
    // Money reached the main wallet: the host refetches the header balance (docs/architecture.md#bus).
    yield call(balanceChanged, 'points');
  } catch (e) {
    yield put(convertRefused(toErrorInfo(e)));
    return;
  }
  yield put(detailsPageRequested(1));
}

export function* pointsMallSaga(): SagaIterator {
  yield takeLatest([pointsMallOpened.type, pointsMallRetried.type], loadPointsMall);
  // Fresh history may hold a redeem in process: watch it (takeLatest keeps one watcher).
  yield takeLatest([pointsMallLoaded.type, historyReceived.type], watchReview);
  yield takeLatest(historyPageRequested.type, loadHistory);
  yield takeLatest(detailsPageRequested.type, loadDetails);
  yield takeLeading(redeemSubmitted.type, submitRedeem);
  yield takeLeading(convertSubmitted.type, submitConvert);
}
