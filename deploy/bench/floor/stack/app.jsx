// The stack floor's page: the floor's page (common/app.jsx) with every singleton Tessera's stack mandates doing
// the least it can: the store from Redux Toolkit (one slice), one axios call, i18next with react-i18next and
// one `t()`. Router, toolkit and react-i18next come through facades, shaken the way Tessera's are.
import { Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import axios from 'axios';
import i18next from 'i18next';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'floor-stack/router';
import { configureStore, createSlice } from 'floor-stack/toolkit';
import { initReactI18next, useTranslation } from 'floor-stack/react-i18next';

const app = createSlice({
  name: 'app',
  initialState: { started: false, route: '/', status: null },
  reducers: {
    started: (s) => void (s.started = true),
    routeChanged: (s, a) => void (s.route = a.payload),
    status: (s, a) => void (s.status = a.payload),
  },
});

function* rootSaga() {
  yield put(app.actions.started());
  // One call, as Tessera's host makes its status call: the floor server answers any path with its page.
  const res = yield call(() => axios.get('/api/status', { responseType: 'text' }));
  yield put(app.actions.status(res.status));
  yield takeEvery(app.actions.routeChanged.type, function* noop() {});
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
  const { t } = useTranslation();
  return (
    <section>
      <h1>Home</h1>
      <p>{t('floor')}</p>
    </section>
  );
}

/** Mounts the stack floor once its one translation is ready; `loadLobby` loads the remote's lobby. */
export async function mount({ loadLobby, prefetchLobby = () => {} }) {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { floor: "The floor: the platform's libraries and nothing else." } } } });
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
  const store = configureStore({ reducer: app.reducer, middleware: (d) => d({ thunk: false }).concat(saga) });
  saga.run(rootSaga);
  router.subscribe((s) => store.dispatch(app.actions.routeChanged(s.location.pathname)));
  createRoot(document.getElementById('root')).render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
