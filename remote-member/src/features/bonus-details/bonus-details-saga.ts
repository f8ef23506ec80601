import { toErrorInfo, type MemberTransactionsValue } from '@tessera/shared';
import { toTimes, type DateRange } from '@tessera/shared/report';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../common/store';
import { fetchBonuses } from './bonus-details-api';
import { BONUS_PAGE_SIZE, bonusesFailed, bonusesLoaded, bonusesRequested } from './bonus-details-slice';

export function* loadBonuses(): SagaIterator {
  const { range, pageNo }: { range: DateRange; pageNo: number } = yield select((s: RootState) => ({ range: s.bonusDetails!.range, pageNo: s.bonusDetails!.pageNo }));
  try {
    const page: MemberTransactionsValue = yield call(fetchBonuses, { ...toTimes(range), pageNo, pageSize: BONUS_PAGE_SIZE });
    yield put(bonusesLoaded(page));
  } catch (e) {
    yield put(bonusesFailed(toErrorInfo(e)));
  }
}

export function* bonusDetailsSaga(): SagaIterator {
  yield takeLatest(bonusesRequested.type, loadBonuses);
}
