import { createAction, type Action } from '@tessera/shared/toolkit';
import { render, screen } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { createRemoteStore, RemoteStoreProvider, useInjectSaga } from './remote-store';

const ping = createAction('test/ping');
const reducer = (state: null = null) => state;

/** A saga that records its start and each ping it hears, under its name. */
function answerer(name: string, calls: string[]) {
  return function* (): SagaIterator {
    calls.push(`start ${name}`);
    yield takeEvery(ping.type, () => {
      calls.push(name);
    });
  };
}

const create = (calls: string[]) => createRemoteStore(reducer, answerer('root', calls));
const pings = (store: { dispatch(a: Action): unknown }) => store.dispatch(ping());

it('runs a saga injected before the start with the root saga, and one injected later at once, each once', () => {
  const calls: string[] = [];
  const handle = create(calls);
  handle.injectSaga('early', answerer('early', calls));
  const task = handle.runSaga();
  handle.injectSaga('late', answerer('late', calls));
  handle.injectSaga('late', answerer('late again', calls));
  pings(handle.store);
  expect(calls.sort()).toEqual(['early', 'late', 'root', 'start early', 'start late', 'start root']);

  task.cancel();
  calls.length = 0;
  pings(handle.store);
  expect(calls).toEqual([]);
});

it('restarts the injected sagas with the root saga on a new run', () => {
  const calls: string[] = [];
  const handle = create(calls);
  handle.runSaga().cancel();
  handle.injectSaga('page', answerer('page', calls));
  const task = handle.runSaga();
  calls.length = 0;
  pings(handle.store);
  expect(calls.sort()).toEqual(['page', 'root']);
  task.cancel();
});

function Page({ calls }: { calls: string[] }) {
  useInjectSaga('page', answerer('page', calls));
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(ping());
  }, [dispatch]);
  return <p>page</p>;
}

it('lets a page add its saga on mount, listening before the page dispatches its first event, under StrictMode', () => {
  const calls: string[] = [];
  const { unmount } = render(
    <StrictMode>
      <RemoteStoreProvider create={() => create(calls)}>
        <Page calls={calls} />
      </RemoteStoreProvider>
    </StrictMode>,
  );
  expect(screen.getByText('page')).toBeInTheDocument();
  // Each ping (StrictMode runs the effect twice) reached the running root and page sagas.
  expect(calls.filter((c) => c === 'page')).toHaveLength(2);
  expect(calls.filter((c) => c === 'root')).toHaveLength(2);
  unmount();
});

it('says what is missing when a page injects outside a remote store', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Page calls={[]} />)).toThrow(/needs a RemoteStoreProvider/);
});
