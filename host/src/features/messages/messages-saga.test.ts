import { configureStore } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bus } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { sessionEnded, sessionStarted } from '../../app/app-actions';
import { messagesApi } from './messages-api';
import { messagesSaga, UNREAD_POLL_MS } from './messages-saga';

jest.mock('./messages-api', () => {
  const actual = jest.requireActual('./messages-api');
  return { messagesApi: { unreadCount: jest.fn(), announce: actual.messagesApi.announce } };
});

beforeEach(() => {
  resetBus();
  jest.useFakeTimers();
  jest.mocked(messagesApi.unreadCount).mockReset();
});
afterEach(() => jest.useRealTimers());

it('announces the unread count at login, on every poll, and 0 when the session ends', async () => {
  jest.mocked(messagesApi.unreadCount).mockResolvedValueOnce(4).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(2);
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: () => null, middleware: (d) => d({ thunk: false }).concat(saga) });
  const task = saga.run(messagesSaga);
  store.dispatch(sessionStarted({ member: { id: 1, account: 'p1', nickname: 'P1', type: 0 }, username: 'p1', fresh: true }));
  await jest.advanceTimersByTimeAsync(0);
  expect(bus.last('messages:unread')).toEqual({ count: 4 });
  // A failed poll keeps the last count.
  await jest.advanceTimersByTimeAsync(UNREAD_POLL_MS);
  expect(bus.last('messages:unread')).toEqual({ count: 4 });
  await jest.advanceTimersByTimeAsync(UNREAD_POLL_MS);
  expect(bus.last('messages:unread')).toEqual({ count: 2 });
  store.dispatch(sessionEnded());
  await jest.advanceTimersByTimeAsync(0);
  expect(bus.last('messages:unread')).toEqual({ count: 0 });
  expect(messagesApi.unreadCount).toHaveBeenCalledTimes(3);
  task.cancel();
});
