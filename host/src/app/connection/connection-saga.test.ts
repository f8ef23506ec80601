import { bus } from '@tessera/shared';
import { configureStore, type Middleware } from '@tessera/shared/toolkit';
import createSagaMiddleware, { channel, type Channel } from 'redux-saga';
import { connectionRestored } from '../app-actions';
import { connectionApi } from './connection-api';
import { connectionSaga, RECHECK_MS } from './connection-saga';
import { connectionActions, connectionSlice } from './connection-slice';

jest.mock('./connection-api');

type BrowserEvent = 'online' | 'offline';

function setup() {
  const events: Channel<BrowserEvent> = channel<BrowserEvent>();
  const seen: string[] = [];
  const saga = createSagaMiddleware();
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: { connection: connectionSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(saga, record),
  });
  const task = saga.run(connectionSaga, events as never);
  return { store, task, events, seen };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(connectionApi.reachable).mockReset();
});
const afterThis: (() => void)[] = [];
afterEach(() => {
  jest.useRealTimers();
  afterThis.splice(0).forEach((f) => f());
});

it('checks a suspicion before saying anything: a server that answers is not lost', async () => {
  jest.mocked(connectionApi.reachable).mockResolvedValue(true);
  const { store, task } = setup();
  store.dispatch(connectionActions.suspected());
  await jest.advanceTimersByTimeAsync(0);
  expect(connectionApi.reachable).toHaveBeenCalledTimes(1);
  expect(store.getState().connection.status).toBe('online');
  task.cancel();
});

it('says the server is unreachable, checks again on a timer, and restores on the first answer', async () => {
  jest.mocked(connectionApi.reachable).mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
  const { store, task, seen } = setup();
  const heard: unknown[] = [];
  const off = bus.on('connection:restored', (e) => heard.push(e));
  afterThis.push(off);
  store.dispatch(connectionActions.suspected());
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().connection.status).toBe('unreachable');
  await jest.advanceTimersByTimeAsync(RECHECK_MS);
  expect(connectionApi.reachable).toHaveBeenCalledTimes(2);
  expect(store.getState().connection.status).toBe('unreachable');
  await jest.advanceTimersByTimeAsync(RECHECK_MS);
  expect(store.getState().connection).toMatchObject({ status: 'online', restorations: 1 });
  expect(seen.filter((t) => t === connectionRestored.type)).toHaveLength(1);
  // The remotes are told on the bus, once.
  expect(heard).toHaveLength(1);
  task.cancel();
});

it('believes the browser going offline at once, and checks when it is back online', async () => {
  jest.mocked(connectionApi.reachable).mockResolvedValue(true);
  const { store, task, events } = setup();
  events.put('offline');
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().connection.status).toBe('offline');
  expect(connectionApi.reachable).not.toHaveBeenCalled();
  events.put('online');
  await jest.advanceTimersByTimeAsync(0);
  expect(connectionApi.reachable).toHaveBeenCalledTimes(1);
  expect(store.getState().connection.status).toBe('online');
  task.cancel();
});

it("checks at once on the player's retry, and says when it is still down", async () => {
  jest.mocked(connectionApi.reachable).mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValue(true);
  const { store, task } = setup();
  store.dispatch(connectionActions.suspected());
  await jest.advanceTimersByTimeAsync(0);
  store.dispatch(connectionActions.retryRequested());
  expect(store.getState().connection.checking).toBe(true);
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().connection).toMatchObject({ status: 'unreachable', checking: false });
  store.dispatch(connectionActions.retryRequested());
  await jest.advanceTimersByTimeAsync(0);
  expect(store.getState().connection).toMatchObject({ status: 'online', checking: false });
  expect(connectionApi.reachable).toHaveBeenCalledTimes(3);
  task.cancel();
});
