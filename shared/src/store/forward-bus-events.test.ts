import { configureStore, createAction, type Action } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createBus, type Bus } from '../bus/bus';
import { forwardBusEvents, type BusActionMap } from './forward-bus-events';

const signedIn = createAction<string | undefined>('test/signedIn');
const balance = createAction<number>('test/balance');

function start(map: BusActionMap, target: Bus) {
  const seen: Action[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null, action: Action) => {
      if (action.type.startsWith('test/')) seen.push(action);
      return state;
    },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(forwardBusEvents, map, target);
  return { seen, store, task };
}

const MAP: BusActionMap = {
  'session:changed': (s) => (s.status === 'in' ? signedIn(s.account) : undefined),
  'wallet:balance': (b) => balance(b.sumBalance),
};

it('replays the sticky values already on the bus, then forwards each new event as its action', () => {
  const bus = createBus();
  bus.emit('session:changed', { status: 'in', account: 'a1' });
  const { seen, task } = start(MAP, bus);
  expect(seen).toEqual([signedIn('a1')]);

  bus.emit('wallet:balance', { sumBalance: 5, currencySymbol: 'P', at: 1 });
  bus.emit('session:changed', { status: 'in', account: 'b2' });
  expect(seen).toEqual([signedIn('a1'), balance(5), signedIn('b2')]);
  task.cancel();
});

it('forwards nothing for a payload the map turns into undefined, nor events outside the map', () => {
  const bus = createBus();
  const { seen, task } = start(MAP, bus);
  bus.emit('session:changed', { status: 'out' });
  bus.emit('messages:unread', { count: 3 });
  expect(seen).toEqual([]);
  task.cancel();
});

it('keeps events emitted while its own put is still running, in order', () => {
  const bus = createBus();
  // A listener that answers inside the forwarded action's dispatch, as the host may.
  const { seen, store, task } = start(MAP, bus);
  const unsubscribe = store.subscribe(() => {
    if (seen.length === 1) bus.emit('wallet:balance', { sumBalance: 2, currencySymbol: 'P', at: 2 });
  });
  bus.emit('wallet:balance', { sumBalance: 1, currencySymbol: 'P', at: 1 });
  expect(seen).toEqual([balance(1), balance(2)]);
  unsubscribe();
  task.cancel();
});

it('stops listening to the bus when cancelled', () => {
  const bus = createBus();
  const on = jest.spyOn(bus, 'on');
  const { seen, task } = start(MAP, bus);
  expect(on).toHaveBeenCalledTimes(2);
  task.cancel();
  bus.emit('wallet:balance', { sumBalance: 9, currencySymbol: 'P', at: 9 });
  expect(seen).toEqual([]);
});
