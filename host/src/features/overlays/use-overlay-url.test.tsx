import { act, render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { resetBus } from '@tessera/shared/testing';
import { sessionEnded, sessionStarted } from '../../app/app-actions';
import { overlaysSaga } from './overlays-saga';
import { overlaysActions, overlaysSlice } from './overlays-slice';
import { useOverlayUrl, withParam } from './use-overlay-url';

let goBack: () => void = () => undefined;
function Harness() {
  const { memberPageShown } = useOverlayUrl();
  const location = useLocation();
  const navigate = useNavigate();
  goBack = () => void navigate(-1);
  return (
    <>
      <p data-testid="url">{location.pathname + location.search}</p>
      <button type="button" onClick={() => memberPageShown('withdraw')}>
        menu
      </button>
    </>
  );
}

function setup(url: string) {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { overlays: overlaysSlice.reducer }, middleware: (d) => d({ thunk: false }).concat(saga) });
  const task = saga.run(overlaysSaga);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Harness />
      </MemoryRouter>
    </Provider>,
  );
  const login = (type: number) => act(() => void store.dispatch(sessionStarted({ member: { id: 1, account: 'p1', nickname: 'P1', type }, username: 'p1', fresh: false })));
  const url_ = () => screen.getByTestId('url').textContent;
  return { store, task, login, url: url_ };
}

beforeEach(() => resetBus());

describe('every centre a URL', () => {
  it('opens the member centre from a link once the session is known, on the page the link names', () => {
    const { store, task, login, url } = setup('/rng?page=PG&mc=depositv2');
    expect(store.getState().overlays.mcShow).toBe(false);
    login(0);
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'depositv2' });
    expect(url()).toBe('/rng?page=PG&mc=depositv2');
    task.cancel();
  });

  it('pushes ?mc= when a button opens it, replaces it when a page is picked, and Back closes it', () => {
    const { store, task, login, url } = setup('/live?type=hot');
    login(0);
    act(() => void store.dispatch(overlaysActions.memberCentreRequested('securityCenter')));
    expect(url()).toBe('/live?type=hot&mc=securityCenter');
    act(() => screen.getByRole('button', { name: 'menu' }).click());
    expect(url()).toBe('/live?type=hot&mc=withdraw');
    act(() => goBack());
    expect(url()).toBe('/live?type=hot');
    expect(store.getState().overlays.mcShow).toBe(false);
    task.cancel();
  });

  it('takes the entry away when the close button closes a centre it pushed', () => {
    const { store, task, login, url } = setup('/');
    login(1);
    act(() => void store.dispatch(overlaysActions.agentCentreRequested('agentTeamOverview')));
    expect(url()).toBe('/?ac=agentTeamOverview');
    act(() => void store.dispatch(overlaysActions.agentCentreClosed()));
    expect(url()).toBe('/');
    task.cancel();
  });

  it('drops a link the guard refuses (a trial account), and keeps a visitor’s link for after the login', () => {
    const trial = setup('/?mc=withdraw');
    trial.login(4);
    expect(trial.store.getState().overlays).toMatchObject({ mcShow: false, warning: 'in_need_true_account' });
    expect(trial.url()).toBe('/');
    trial.task.cancel();
  });

  it('keeps a visitor’s link for after the login', () => {
    const { store, task, login, url } = setup('/?mc=withdraw');
    act(() => void store.dispatch(sessionEnded()));
    expect(url()).toBe('/?mc=withdraw');
    login(0);
    expect(store.getState().overlays).toMatchObject({ mcShow: true, mcPage: 'withdraw' });
    task.cancel();
  });

  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam('?a=1&mc=x', 'mc', null)).toBe('?a=1');
    expect(withParam('', 'ac', 'agentTeamOverview')).toBe('?ac=agentTeamOverview');
  });
});
