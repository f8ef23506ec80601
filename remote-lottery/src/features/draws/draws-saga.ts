import type { LotteryNumeros } from '@tessera/shared';
import { toErrorInfo } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, take, takeLatest } from 'redux-saga/effects';
import { prizeModeResolved } from '../../common/app-actions';
import type { PrizeMode } from '../../common/prize-modes';
import { clockNow, fetchOpenedNumeros } from './draws-api';
import { drawsFailed, drawsLoaded, drawsRetried, selectDraws } from './draws-slice';
import type { DrawsState } from './types';

/** The gateway needs a moment after a draw's time to publish its result. */
export const RESULT_GRACE_MS = 1500;
/** Never ask more often than this, whatever the schedule says. */
const MIN_REFRESH_MS = 5000;

/** How long until the soonest next draw of any game has opened (gateway time), plus the grace. */
export function untilNextDraw(state: DrawsState, now: number): number | null {
  const next = Object.values(state.byGame).map((g) => g.next.openTime);
  if (next.length === 0) return null;
  return Math.max(MIN_REFRESH_MS, Math.min(...next) - (now + state.skewMs) + RESULT_GRACE_MS);
}

/** Loads the draws of the prize mode, then again each time a draw opens, until the mode changes. */
function* followDraws(prizeMode: PrizeMode): SagaIterator {
  for (;;) {
    try {
      const answer: LotteryNumeros = yield call(fetchOpenedNumeros, prizeMode);
      yield put(drawsLoaded({ answer, receivedAt: yield call(clockNow) }));
    } catch (e) {
      yield put(drawsFailed(toErrorInfo(e)));
      yield take(drawsRetried.type);
      continue;
    }
    const wait: number | null = untilNextDraw(yield select(selectDraws), yield call(clockNow));
    if (wait === null) return;
    yield delay(wait);
  }
}

export function* drawsSaga(): SagaIterator {
  yield takeLatest(prizeModeResolved.type, function* (action: ReturnType<typeof prizeModeResolved>) {
    yield call(followDraws, action.payload);
  });
}
