import { configureStore } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../api/errors';
import { fail, idle, isPending, startLoading, succeed } from './loadable';
import { createReport } from './report';

it('moves a loadable through loading, ready and failed, keeping the last value', () => {
  const l = idle<number>();
  expect(isPending(l)).toBe(true);
  startLoading(l);
  succeed(l, 5);
  expect(l).toEqual({ status: 'ready', data: 5, error: null });
  startLoading(l);
  fail(l, { kind: 'network', i18nKey: 'errors.network' });
  expect(l).toEqual({ status: 'failed', data: 5, error: { kind: 'network', i18nKey: 'errors.network' } });
  expect(isPending(l)).toBe(false);
});

function setup(fetch: (q: { page: number }) => Promise<string>) {
  const report = createReport('demo', fetch);
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: { demo: report.slice.reducer }, middleware: (d) => d({ thunk: false }).concat(sagas) });
  sagas.run(report.saga);
  return { report, store };
}

it('loads the latest query; an older answer still on its way is dropped', async () => {
  const answers: Record<number, (v: string) => void> = {};
  const { report, store } = setup((q) => new Promise((resolve) => (answers[q.page] = resolve)));
  store.dispatch(report.queryChanged({ page: 1 }));
  store.dispatch(report.queryChanged({ page: 2 }));
  expect(store.getState().demo.status).toBe('loading');
  answers[1]!('one');
  answers[2]!('two');
  await Promise.resolve();
  await Promise.resolve();
  expect(store.getState().demo).toEqual({ query: { page: 2 }, status: 'ready', data: 'two', error: null });
});

it('keeps a failure as ErrorInfo and loads again on retry', async () => {
  let fails = true;
  const { report, store } = setup(async () => {
    if (fails) throw new ApiError({ kind: 'network' });
    return 'ok';
  });
  store.dispatch(report.queryChanged({ page: 1 }));
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().demo.status).toBe('failed');
  expect(store.getState().demo.error?.kind).toBe('network');
  fails = false;
  store.dispatch(report.retried());
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().demo).toMatchObject({ status: 'ready', data: 'ok', error: null });
});
