/**
 * The chat room: the latest lines when it opens, then a poll for newer ones every CHAT_POLL_MS while it
 * stays open (closing the overlay ends the poll). Sending needs a session; a visitor is asked to log in.
 */
import type { PayloadAction } from '@tessera/shared/toolkit';
import { call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toErrorInfo, type ChatMessage } from '@tessera/shared';
import { loginRequested } from '../../app/app-actions';
import { chatRoomApi } from './chat-room-api';
import { chatRoomActions, selectChatRoom, type ChatRoomState } from './chat-room-slice';

export const CHAT_POLL_MS = 3_000;

function* fetchNewer() {
  const { messages }: ChatRoomState = yield select(selectChatRoom);
  const last = messages.at(-1)?.id;
  try {
    const more: ChatMessage[] = yield call(chatRoomApi.messages, last);
    yield put(chatRoomActions.messagesLoaded(more));
  } catch (e) {
    yield put(chatRoomActions.messagesFailed(toErrorInfo(e)));
  }
}

function* poll() {
  for (;;) {
    yield* fetchNewer();
    yield delay(CHAT_POLL_MS);
  }
}

function* whileOpen() {
  yield race({ poll: call(poll), closed: take(chatRoomActions.chatRoomClosed) });
}

function* send({ payload: text }: PayloadAction<string>) {
  try {
    const line: ChatMessage = yield call(chatRoomApi.send, text);
    yield put(chatRoomActions.messageSent(line));
  } catch (e) {
    yield put(chatRoomActions.sendFailed(toErrorInfo(e)));
  }
}

export function* chatRoomSaga() {
  yield takeLatest(chatRoomActions.chatRoomOpened, whileOpen);
  yield takeLeading(chatRoomActions.messageSubmitted, send);
  yield takeEvery(chatRoomActions.loginAsked, function* askLogin() {
    yield put(loginRequested());
  });
}
