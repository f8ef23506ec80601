/**
 * The chat room: the latest lines when it opens, then a poll for newer ones every CHAT_POLL_MS while it
 * stays open (its store, and so this saga, ends with the overlay). Sending needs a session.
 */
import type { PayloadAction } from '@tessera/shared/toolkit';
import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toErrorInfo, type ChatMessage } from '@tessera/shared';
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

function* send({ payload: text }: PayloadAction<string>) {
  try {
    const line: ChatMessage = yield call(chatRoomApi.send, text);
    yield put(chatRoomActions.messageSent(line));
  } catch (e) {
    yield put(chatRoomActions.sendFailed(toErrorInfo(e)));
  }
}

export function* chatRoomSaga() {
  yield takeLatest(chatRoomActions.chatRoomOpened, poll);
  yield takeLeading(chatRoomActions.messageSubmitted, send);
  yield takeEvery(chatRoomActions.loginAsked, function* askLogin() {
    yield call(chatRoomApi.askLogin);
  });
}
