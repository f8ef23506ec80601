import { toErrorInfo, type BetRecordsValue } from '@tessera/shared';
import { toTimes } from '@tessera/shared/report';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { fetchBetRecords } from './personal-history-copy-api';
import { betQueryChanged, betsFailed, betsLoaded, PAGE_SIZE, selectQuery } from './personal-history-copy-slice';
import type { BetQuery } from './types';

export function* loadBets(): SagaIterator {
  const query: BetQuery = yield select(selectQuery);
  try {
    const page: BetRecordsValue = yield call(fetchBetRecords, {
      ...toTimes(query.range),
      gameType: query.gameType,
      vendor: query.vendor,
      pageNo: query.pageNo,
      pageSize: PAGE_SIZE,
    });
    yield put(betsLoaded(page));
  } catch (e) {
    yield put(betsFailed(toErrorInfo(e)));
  }
}

/** The latest query wins: a page asked for before an earlier one answered replaces it. */
export function* personalHistoryCopySaga(): SagaIterator {
  yield takeLatest(betQueryChanged.type, loadBets);
}
