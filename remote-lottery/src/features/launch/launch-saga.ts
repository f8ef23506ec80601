import { balanceChanged, bus, forwardBusEvents, toErrorInfo, type ErrorInfo, type LaunchGameValue } from '@tessera/shared';
import { flowOutcome } from '@tessera/shared/field';
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { lotteryLaunched } from '../../common/app-actions';
import { currentUrl, hasSession, launchLottery } from './launch-api';
import { launchClosed, launchFailed, launchOpened, launchRequested, launchTrialBlocked, selectLaunch, sessionEnded, type LaunchState } from './launch-slice';

/**
 * A trial account bets with its trial balance (docs/product.md#roles); a gateway that keeps it out answers
 * 403 (`trial.not.allowed`), and then the player is told a real account is needed.
 */
const isTrialRefusal = (error: ErrorInfo): boolean => error.status === 403 || error.code === 'trial.not.allowed';

/** The game URL of a launch answer: `content.game_url`, or `gameUrl` of older answers. */
export const gameUrlOf = (value: LaunchGameValue | null | undefined): string | null => value?.content?.game_url || value?.gameUrl || null;

function* launch(action: ReturnType<typeof launchRequested>): SagaIterator {
  const { gameCode, prizeMode } = action.payload;
  if (!(yield call(hasSession))) {
    // The launch needs a login (docs/product.md#game-launch): the host opens its login popup.
    yield call([bus, bus.emit], 'ui:open-login', { reason: 'lottery-launch' });
    yield put(launchClosed({ played: false }));
    return;
  }
  try {
    const value: LaunchGameValue = yield call(launchLottery, prizeMode, gameCode, yield call(currentUrl));
    const url = gameUrlOf(value);
    if (!url) throw new Error('launch answer without a game URL');
    yield put(launchOpened(url));
    yield put(lotteryLaunched({ gameCode }));
    // The field data's lottery bet is the betting frame opening (docs/field-truth.md): bets are placed inside it.
    yield call([bus, bus.emit], 'field:flow', flowOutcome('lottery-bet', 'lottery'));
  } catch (e) {
    const error = toErrorInfo(e);
    yield put(isTrialRefusal(error) ? launchTrialBlocked() : launchFailed(error));
    yield call([bus, bus.emit], 'field:flow', flowOutcome('lottery-bet', 'lottery', error));
  }
}

/** How often the header's balance is fetched again while the betting frame is open. */
export const BALANCE_POLL_MS = 5_000;

/**
 * One balance while betting (docs/product.md#lottery): bets in the frame move money, so while it is open the
 * host fetches the balance every few seconds and the header follows the bets; closing stops it.
 */
export function* followBalanceWhileOpen(): SagaIterator {
  for (;;) {
    const { stop } = yield race({ tick: delay(BALANCE_POLL_MS), stop: take([launchClosed.type, sessionEnded.type, launchRequested.type]) });
    if (stop) return;
    yield call(balanceChanged, 'lottery');
  }
}

/** A logout ends the lottery's ticket with the session: the open lottery closes with it. */
function* closeOnLogout(): SagaIterator {
  const launch: LaunchState = yield select(selectLaunch);
  if (launch.status !== 'idle') yield put(launchClosed({ played: launch.status === 'ready' }));
}

/** Bets in the lottery move money: when the player closes it, the host fetches the balance again. */
function* refreshBalance(action: ReturnType<typeof launchClosed>): SagaIterator {
  if (action.payload?.played) yield call(balanceChanged, 'lottery');
}

export function* launchSaga(): SagaIterator {
  yield takeLatest(launchRequested.type, launch);
  yield takeEvery(launchClosed.type, refreshBalance);
  yield takeLatest(launchOpened.type, followBalanceWhileOpen);
  yield takeEvery(sessionEnded.type, closeOnLogout);
  yield fork(forwardBusEvents, { 'session:changed': (s) => (s.status === 'out' ? sessionEnded() : null) });
}
