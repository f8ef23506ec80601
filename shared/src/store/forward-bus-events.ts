/**
 * Bus events as actions (docs/architecture.md#bus): one saga per map, so a remote's sagas react to the
 * host's session, wallet and settings like to any other action. Sticky events are replayed from
 * `bus.last` on start, so a store created after the host emitted still hears the current value.
 */
import type { Action } from '@tessera/shared/toolkit';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { bus as platformBus, type Bus } from '../bus/bus';
import type { PlatformEventName, PlatformEvents } from '../bus/events';

/** Per event, the action it becomes; `undefined` (or null) forwards nothing for that payload. */
export type BusActionMap = {
  [E in PlatformEventName]?: (payload: PlatformEvents[E]) => Action | null | undefined;
};

type AnyMapper = (payload: unknown) => Action | null | undefined;

function busChannel(map: BusActionMap, target: Bus): EventChannel<Action> {
  // Expanding: the host may answer synchronously while the forwarding saga is busy with its last put.
  return eventChannel<Action>((emit) => {
    const offs = (Object.entries(map) as [PlatformEventName, AnyMapper][]).map(([event, toAction]) =>
      target.on(event, (payload) => {
        const action = toAction(payload);
        if (action) emit(action);
      }),
    );
    return () => offs.forEach((off) => off());
  }, buffers.expanding<Action>(4));
}

export function* forwardBusEvents(map: BusActionMap, target: Bus = platformBus): SagaIterator {
  const events: EventChannel<Action> = yield call(busChannel, map, target);
  try {
    for (const [event, toAction] of Object.entries(map) as [PlatformEventName, AnyMapper][]) {
      const last = target.last(event);
      const action = last === undefined ? null : toAction(last);
      if (action) yield put(action);
    }
    for (;;) {
      const action: Action = yield take(events);
      yield put(action);
    }
  } finally {
    events.close();
  }
}
