/**
 * @jest-environment node
 */
// The sync needs no DOM, and the data router needs the fetch `Request` jsdom does not have.
import { configureStore } from '@tessera/shared/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createMemoryRouter } from '@tessera/shared/router';
import { resetBus } from '@tessera/shared/testing';
import { sessionEnded, sessionStarted } from '../../app/app-actions';
import { overlaysSaga } from './overlays-saga';
import { overlaysActions, overlaysSlice } from './overlays-slice';
import { syncOverlaysWithUrl, withParam } from './overlay-url-sync';

/** Lets the router finish a navigation (it completes over a few microtasks, a Back over a popstate-like tick). */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** The page's next paint, in a test: a task (this environment has no frames). */
const nextTask = (fn: () => void) => {
  const timer = setTimeout(fn);
  return () => clearTimeout(timer);
};

function setup(url: string, later = nextTask) {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { overlays: overlaysSlice.reducer }, middleware: (d) => d({ thunk: false }).concat(saga) });
  const task = saga.run(overlaysSaga);
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [url] });
  const stop = syncOverlaysWithUrl(router, store, later);
  const login = (type: number) => store.dispatch(sessionStarted({ member: { id: 1, account: 'p1', nickname: 'P1', type }, username: 'p1', fresh: false }));
  const url_ = () => router.state.location.pathname + router.state.location.search;
  const done = () => {
    stop();
    task.cancel();
    router.dispose();
  };
  return { store, router, login, url: url_, done };
}

beforeEach(() => resetBus());

describe('every centre a URL', () => {
  it('opens the member centre from a link once the session is known, on the page the link names', async () => {
    const { store, login, url, done } = setup('/rng?page=PG&mc=depositv2');
    expect(store.getState().overlays.mcShow).toBe(false);
    login(0);
    await settle();
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'depositv2' });
    expect(url()).toBe('/rng?page=PG&mc=depositv2');
    done();
  });

  it('pushes ?mc= when a button opens it, replaces it when a page is picked, and Back closes it', async () => {
    const { store, router, login, url, done } = setup('/live?type=hot');
    login(0);
    store.dispatch(overlaysActions.memberCentreRequested('securityCenter'));
    await settle();
    expect(url()).toBe('/live?type=hot&mc=securityCenter');
    store.dispatch(overlaysActions.memberCentrePageShown('withdraw'));
    await settle();
    expect(url()).toBe('/live?type=hot&mc=withdraw');
    await router.navigate(-1);
    await settle();
    expect(url()).toBe('/live?type=hot');
    expect(store.getState().overlays.mcShow).toBe(false);
    done();
  });

  it('takes the entry away when the close button closes a centre it pushed', async () => {
    const { store, login, url, done } = setup('/');
    login(1);
    store.dispatch(overlaysActions.agentCentreRequested('agentTeamOverview'));
    await settle();
    expect(url()).toBe('/?ac=agentTeamOverview');
    store.dispatch(overlaysActions.agentCentreClosed());
    await settle();
    expect(url()).toBe('/');
    expect(store.getState().overlays.acShow).toBe(false);
    done();
  });

  it('closes for good when the close comes before the push has landed (Escape at automation speed)', async () => {
    const { store, login, url, done } = setup('/');
    login(0);
    for (let i = 0; i < 5; i += 1) {
      store.dispatch(overlaysActions.memberCentreRequested('securityCenter'));
      // no settle: the router is still on its way to ?mc=
      store.dispatch(overlaysActions.memberCentreClosed());
      await settle();
      await settle();
      expect(url()).toBe('/');
      expect(store.getState().overlays.mcShow).toBe(false);
    }
    done();
  });

  it('pushes one entry when the centre picks its page before the push has landed', async () => {
    const { store, router, login, url, done } = setup('/live');
    login(0);
    store.dispatch(overlaysActions.memberCentreRequested('securityCenter'));
    store.dispatch(overlaysActions.memberCentrePageShown('withdraw'));
    await settle();
    expect(url()).toBe('/live?mc=withdraw');
    await router.navigate(-1);
    await settle();
    expect(url()).toBe('/live');
    expect(store.getState().overlays.mcShow).toBe(false);
    done();
  });

  it('moves the URL after the paint that shows the change, once for the changes made before it', async () => {
    const paints: (() => void)[] = [];
    const paint = () => paints.splice(0).forEach((fn) => fn());
    const { store, router, login, url, done } = setup('/live', (fn) => {
      paints.push(fn);
      return () => undefined;
    });
    login(0);
    const navigate = jest.spyOn(router, 'navigate');
    // The tap: the store changes, the router is not touched until its paint.
    store.dispatch(overlaysActions.memberCentreRequested('securityCenter'));
    store.dispatch(overlaysActions.memberCentrePageShown('withdraw'));
    store.dispatch(overlaysActions.memberCentrePageShown('depositv2'));
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(url()).toBe('/live');
    expect(paints).toHaveLength(1);
    paint();
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(url()).toBe('/live?mc=depositv2');
    // Another page, and back to this one, before the paint: the URL stays as it is.
    store.dispatch(overlaysActions.memberCentrePageShown('withdraw'));
    store.dispatch(overlaysActions.memberCentrePageShown('depositv2'));
    paint();
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    done();
  });

  it('drops a link the guard refuses (a trial account)', async () => {
    const trial = setup('/?mc=withdraw');
    trial.login(4);
    await settle();
    expect(trial.store.getState().overlays).toMatchObject({ mcShow: false, warning: 'in_need_true_account' });
    expect(trial.url()).toBe('/');
    trial.done();
  });

  it('keeps a visitor’s link for after the login', async () => {
    const { store, login, url, done } = setup('/?mc=withdraw');
    store.dispatch(sessionEnded());
    await settle();
    expect(url()).toBe('/?mc=withdraw');
    login(0);
    await settle();
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'withdraw' });
    done();
  });

  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam('?a=1&mc=x', 'mc', null)).toBe('?a=1');
    expect(withParam('', 'ac', 'agentTeamOverview')).toBe('?ac=agentTeamOverview');
  });
});
