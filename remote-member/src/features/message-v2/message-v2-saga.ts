import { toErrorInfo, type InboxValue } from '@tessera/shared';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../common/store';
import { announceUnread, fetchInbox, markRead, type InboxKind } from './message-v2-api';
import { allReadRequested, inboxFailed, inboxLoaded, inboxRequested, INBOX_PAGE_SIZE, messageToggled, unreadCounted } from './message-v2-slice';

export function* loadInbox(): SagaIterator {
  const { kind, pageNo }: { kind: InboxKind; pageNo: number } = yield select((s: RootState) => ({ kind: s.messageV2?.kind ?? 'all', pageNo: s.messageV2?.pageNo ?? 1 }));
  try {
    const inbox: InboxValue = yield call(fetchInbox, kind, pageNo, INBOX_PAGE_SIZE);
    yield put(inboxLoaded(inbox));
    yield call(announceUnread, inbox.unread);
  } catch (e) {
    yield put(inboxFailed(toErrorInfo(e)));
  }
}

/** Tells the gateway what was read and publishes the new unread count (the menu badge falls). */
export function* sendRead(ids: number[] | 'all'): SagaIterator {
  try {
    const { unread }: { unread: number } = yield call(markRead, ids);
    yield put(unreadCounted(unread));
    yield call(announceUnread, unread);
  } catch {
    // still unread on the gateway: the next load shows it so
  }
}

function* onToggle(action: ReturnType<typeof messageToggled>): SagaIterator {
  // Shown read at once by the reducer; the gateway hears of it only for a message that was unread.
  if (action.payload.unread) yield call(sendRead, [action.payload.id]);
}

export function* messageV2Saga(): SagaIterator {
  yield takeLatest(inboxRequested.type, loadInbox);
  yield takeEvery(messageToggled.type, onToggle);
  yield takeEvery(allReadRequested.type, function* () {
    yield call(sendRead, 'all');
  });
}
