import { createSlice, configureStore } from '@tessera/shared/toolkit';
import { idle, loadableCases, loadCases, loadFields, loadInto, loadSelectors, notLoaded, type Loadable, type LoadState } from './loadable';
import { notSent, sendCases, type SendState } from './send';

const network = { kind: 'network', i18nKey: 'errors.network' } as const;

it('drives a Loadable through a slice under its own event names, keeping the last value on failure', () => {
  interface S {
    items: Loadable<string[]>;
  }
  const items = loadableCases((s: S) => s.items);
  const slice = createSlice({
    name: 'demo',
    initialState: { items: idle<string[]>() } as S,
    reducers: { opened: items.started, itemsLoaded: items.loaded, itemsFailed: items.failed },
    selectors: { selectItems: (s) => s.items.data, ...loadSelectors((s: S) => s.items) },
  });
  const store = configureStore({ reducer: { demo: slice.reducer } });
  const { selectItems, selectStatus, selectError, selectLoad } = slice.selectors;
  const root = () => ({ demo: store.getState().demo });

  store.dispatch(slice.actions.opened());
  expect(selectStatus(root())).toBe('loading');
  store.dispatch(slice.actions.itemsLoaded(['a']));
  expect([selectStatus(root()), selectItems(root()), selectError(root())]).toEqual(['ready', ['a'], null]);
  store.dispatch(slice.actions.opened());
  store.dispatch(slice.actions.itemsFailed(network));
  expect([selectStatus(root()), selectItems(root()), selectError(root())]).toEqual(['failed', ['a'], network]);
  expect(selectLoad(root())).toEqual({ status: 'failed', error: network, data: ['a'] });
  store.dispatch(slice.actions.opened());
  expect(selectError(root())).toBeNull();
});

it('keeps the values where the slice holds them, beside the load state', () => {
  interface S {
    name: string | null;
    load: LoadState;
  }
  const load = loadCases(
    (s: S) => s.load,
    (s: S, name: string) => {
      s.name = name;
    },
  );
  const s: S = { name: null, load: notLoaded() };
  load.started(s, { type: 'started', payload: undefined });
  expect(s.load).toEqual({ status: 'loading', error: null });
  load.failed(s, { type: 'failed', payload: network });
  expect(s).toEqual({ name: null, load: { status: 'failed', error: network } });
  load.started(s, { type: 'started', payload: undefined });
  load.loaded(s, { type: 'loaded', payload: 'x' });
  expect(s).toEqual({ name: 'x', load: { status: 'ready', error: null } });
});

it('sends a form: sending clears the last failure, a failure keeps why', () => {
  const send = sendCases<{ submit: SendState }, { amount: number }>((s) => s.submit);
  const s = { submit: notSent() };
  send.failed(s, { type: 'failed', payload: network });
  expect(s.submit).toEqual({ status: 'failed', error: network });
  send.sent(s, { type: 'sent', payload: { amount: 5 } });
  expect(s.submit).toEqual({ status: 'sending', error: null });
});

it('names the cases after the slice’s events, several starts included, and keeps a load in one field or several', () => {
  interface S {
    name: string | null;
    size: number;
    load: LoadState;
    submit: SendState;
  }
  const one = loadInto<S, 'name'>('name');
  const both = loadFields<S, { name: string; size: number }>();
  const send = sendCases<S, number>((s) => s.submit);
  const slice = createSlice({
    name: 'named',
    initialState: { name: null, size: 0, load: notLoaded(), submit: notSent() } as S,
    reducers: { ...one.as(['opened', 'retried'], 'nameLoaded', 'nameFailed'), bothLoaded: both.loaded, ...send.as('sent', 'refused') },
  });
  const store = configureStore({ reducer: { named: slice.reducer } });
  const state = () => store.getState().named;

  store.dispatch(slice.actions.opened());
  store.dispatch(slice.actions.nameFailed(network));
  expect(state().load).toEqual({ status: 'failed', error: network });
  store.dispatch(slice.actions.retried());
  expect(state().load).toEqual({ status: 'loading', error: null });
  store.dispatch(slice.actions.nameLoaded('x'));
  expect(state()).toMatchObject({ name: 'x', size: 0, load: { status: 'ready', error: null } });
  store.dispatch(slice.actions.bothLoaded({ name: 'y', size: 3 }));
  expect(state()).toMatchObject({ name: 'y', size: 3 });
  store.dispatch(slice.actions.sent(5));
  expect(state().submit).toEqual({ status: 'sending', error: null });
  store.dispatch(slice.actions.refused(network));
  expect(state().submit).toEqual({ status: 'failed', error: network });
});
