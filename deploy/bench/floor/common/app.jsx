// The floor's page: the same singletons as Tessera (React, react-dom, react-router-dom, redux,
// react-redux, redux-saga) doing the least a lobby can do: a store with a saga, a header with
// nav links, home, and a lobby of tiles loaded when its route is first visited.
import { Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';

function reducer(state = { started: false, route: '/' }, action) {
  if (action.type === 'app/started') return { ...state, started: true };
  if (action.type === 'route/changed') return { ...state, route: action.path };
  return state;
}
function* rootSaga() {
  yield put({ type: 'app/started' });
  yield takeEvery('route/changed', function* noop() {});
}

function Layout({ prefetch }) {
  return (
    <>
      <header style={{ height: 56, display: 'flex', gap: 16, alignItems: 'center', padding: '0 16px', background: '#161a22', color: '#fff' }}>
        <strong>Floor</strong>
        <nav style={{ display: 'flex', gap: 12 }}>
          <Link to="/" style={{ color: '#fff' }}>Home</Link>
          <Link to="/rng" className="h-nav__item" onMouseEnter={prefetch} onFocus={prefetch} style={{ color: '#fff' }}>RNG</Link>
          <Link to="/lottery" style={{ color: '#fff' }}>Lottery</Link>
        </nav>
      </header>
      <main style={{ padding: 16, minHeight: '70vh' }}>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return (
    <section>
      <h1>Home</h1>
      <p>The floor: the platform&apos;s libraries and nothing else.</p>
    </section>
  );
}

/** Mounts the floor; `loadLobby` is where federation and no-federation differ. */
export function mount({ loadLobby, prefetchLobby = () => {} }) {
  const Lobby = lazy(loadLobby);
  const lobby = (
    <Suspense fallback={<p>Loading…</p>}>
      <Lobby />
    </Suspense>
  );
  const router = createBrowserRouter([
    {
      element: <Layout prefetch={prefetchLobby} />,
      children: [
        { index: true, element: <Home /> },
        { path: 'rng', element: lobby },
        { path: 'lottery', element: lobby },
      ],
    },
  ]);
  const saga = createSagaMiddleware();
  const store = createStore(reducer, applyMiddleware(saga));
  saga.run(rootSaga);
  router.subscribe((s) => store.dispatch({ type: 'route/changed', path: s.location.pathname }));
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
