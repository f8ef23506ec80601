/**
 * Watches the connection (docs/product.md#errors). A suspicion (a call without answer, a remote that did not
 * load) is checked with one status call before the player is told anything; the browser going offline is
 * believed at once. While lost, the server is checked again every RECHECK_MS, when the browser comes back
 * online, and when the player asks; the first answer restores the connection.
 */
import { bus } from '@tessera/shared';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { connectionLost, connectionRestored } from '../app-actions';
import { connectionApi } from './connection-api';
import { connectionActions } from './connection-slice';

export const RECHECK_MS = 15_000;

type BrowserEvent = 'online' | 'offline';

export function browserEvents(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): EventChannel<BrowserEvent> {
  return eventChannel<BrowserEvent>((emit) => {
    const online = () => emit('online');
    const offline = () => emit('offline');
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  }, buffers.sliding(4));
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const lostReason = () => (browserOffline() ? 'offline' : 'unreachable');

/** Until the server answers again: checks on a timer, when the browser is back online and on the player's retry. */
function* whileLost(events: EventChannel<BrowserEvent>) {
  for (;;) {
    const { browser, retry } = (yield race({
      retry: take(connectionActions.retryRequested),
      browser: take(events),
      wait: delay(RECHECK_MS),
    })) as { retry?: unknown; browser?: BrowserEvent };
    if (browser === 'offline') {
      yield put(connectionLost({ reason: 'offline' }));
      continue;
    }
    const reachable: boolean = yield call(connectionApi.reachable);
    if (reachable) {
      yield put(connectionRestored());
      // The remotes hear it too: a lobby or a list that failed meanwhile loads again by itself.
      yield call([bus, bus.emit], 'connection:restored', { at: Date.now() });
      return;
    }
    if (retry) yield put(connectionActions.checkFailed());
    yield put(connectionLost({ reason: lostReason() }));
  }
}

export function* connectionSaga(events: EventChannel<BrowserEvent> = browserEvents()) {
  if (browserOffline()) {
    yield put(connectionLost({ reason: 'offline' }));
    yield call(whileLost, events);
  }
  for (;;) {
    const { browser } = (yield race({ suspect: take(connectionActions.suspected), browser: take(events) })) as { browser?: BrowserEvent };
    if (browser === 'online') continue;
    if (browser !== 'offline') {
      const reachable: boolean = yield call(connectionApi.reachable);
      if (reachable) continue;
    }
    yield put(connectionLost({ reason: browser === 'offline' ? 'offline' : lostReason() }));
    yield call(whileLost, events);
  }
}
