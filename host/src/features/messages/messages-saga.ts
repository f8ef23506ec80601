/**
 * The header's unread-message count: fetched when a session starts, polled while it lasts, announced as the
 * sticky `messages:unread`. The member centre's inbox also announces the count after it marks messages read,
 * so the header follows the bus value rather than its own fetch.
 */
import { call, delay, race, take, takeLatest } from 'redux-saga/effects';
import { sessionEnded, sessionStarted } from '../../app/app-actions';
import { messagesApi } from './messages-api';

export const UNREAD_POLL_MS = 60_000;

function* fetchUnread() {
  try {
    const count: number = yield call(messagesApi.unreadCount);
    yield call(messagesApi.announce, count);
  } catch {
    // A failed count keeps the last one; the next poll tries again.
  }
}

function* whileLoggedIn() {
  for (;;) {
    yield* fetchUnread();
    const { ended } = yield race({ wait: delay(UNREAD_POLL_MS), ended: take(sessionEnded) });
    if (ended) {
      yield call(messagesApi.announce, 0);
      return;
    }
  }
}

export function* messagesSaga() {
  yield takeLatest(sessionStarted, whileLoggedIn);
}
