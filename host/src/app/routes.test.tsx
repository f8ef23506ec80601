import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from '@tessera/shared/router';
import { initI18n } from '@tessera/shared';
import { announcementsApi } from '../features/announcements/announcements-api';
import { authApi } from '../features/auth/auth-api';
import { popupsApi } from '../features/popups/popups-api';
import { overlaysActions } from '../features/overlays/overlays-slice';
import { registerHostTranslations } from '../i18n';
import { appStarted } from './app-actions';
import { buildRoutes, PAGES, type PageRoute } from './routes';
import { RemoteLoaderContext } from './remotes/remote-area';
import type { RemoteLoader } from './remotes/remote-loader';
import { createHostStore } from './store';
import { resetShell } from './testing/reset-shell';

jest.mock('../features/auth/auth-api');
jest.mock('../features/wallet/wallet-api');
jest.mock('../features/nav/nav-api');
jest.mock('../features/settings/settings-api');
// Home's widgets ask for these on start: answered here, not sent to a gateway that is not there.
jest.mock('../features/announcements/announcements-api');
jest.mock('../features/popups/popups-api');

const pages: PageRoute[] = [
  { path: '/', page: () => <p>home page</p>, chrome: 'full', title: 'nav.home' },
  { path: '/draw', page: () => <p>draw page</p>, chrome: 'header-only', title: 'nav.lottery' },
];

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(pages), { initialEntries: [path] });
  const { store, task } = createHostStore(router);
  render(
    <Provider store={store}>
      {/* A centre opened here stays loading: no remote is loaded in these tests. */}
      <RemoteLoaderContext.Provider value={{ load: () => new Promise(() => undefined) } as unknown as RemoteLoader}>
        <RouterProvider router={router} />
      </RemoteLoaderContext.Provider>
    </Provider>,
  );
  act(() => {
    store.dispatch(appStarted());
  });
  return { router, store, task };
}

beforeAll(async () => {
  // jsdom has neither: a data router builds a Request per navigation (no loaders here, so only its url,
  // method and signal are read) and ScrollRestoration scrolls.
  if (typeof globalThis.Request === 'undefined') {
    class NavigationRequest {
      readonly url: string;
      readonly method: string;
      readonly signal: AbortSignal | null;
      constructor(input: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
        this.url = String(input);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? null;
      }
    }
    Object.assign(globalThis, { Request: NavigationRequest });
  }
  window.scrollTo = () => undefined;
  await initI18n('en');
  await registerHostTranslations();
});

beforeEach(() => {
  resetShell({ resetMocks: false });
  jest.mocked(authApi.memberInfo).mockResolvedValue({ id: 7, account: 'player01', nickname: 'Player One', type: 0 });
  jest.mocked(announcementsApi.list).mockResolvedValue({ banners: [], player: [], popup: [], promotion: [] });
  jest.mocked(announcementsApi.winners).mockResolvedValue({ list: [] });
  jest.mocked(popupsApi.list).mockResolvedValue([]);
});

describe('routes table', () => {
  it('lists every page of the shell once per path, lobby and lottery pages included', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/home', '/rng', '/cockfight', '/lottery', '/lott', '/vnLottery', '*']));
    expect(PAGES.filter((p) => p.chrome === 'header-only').map((p) => p.path)).toEqual(['/game', '/fbsports', '/seamless', '/lottery', '/lott', '/seaLottery', '/vnlottery', '/vnLottery']);
    expect(PAGES.filter((p) => p.chrome === 'none').map((p) => p.path)).toEqual(['/helpmc']);
    for (const path of ['/register', '/register.html', '/noticePage', '/promotions', '/promoDetail', '/help', '/down', '/join', '/sports', '/esports', '/ds88', '/elott']) {
      expect(paths).toContain(path);
    }
  });

  it('gives each page its banner group (docs/product.md#banners)', () => {
    const banner = (path: string) => PAGES.find((p) => p.path === path)?.banner;
    expect([banner('/'), banner('/rng'), banner('/live'), banner('/promotions'), banner('/help'), banner('/down'), banner('/elott')]).toEqual([
      'w_home',
      'w_rng',
      'w_live',
      'w_promotion',
      'w_help',
      'w_down',
      'w_lott',
    ]);
    expect(banner('/noticePage')).toBeUndefined();
  });

  it('is the table the server paints each page’s first banner from (deploy/server/src/assets/boot-data.ts PAGE_BANNERS)', () => {
    const source = readFileSync(path.join(__dirname, '../../../deploy/server/src/assets/boot-data.ts'), 'utf8');
    const block = /export const PAGE_BANNERS[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const server = Object.fromEntries([...block.matchAll(/'([^']+)':\s*'([^']+)'/g)].map((m) => [m[1], m[2]]));
    const shown = Object.fromEntries(PAGES.filter((p) => p.chrome === 'full' && p.banner).map((p) => [p.path, p.banner]));
    expect(server).toEqual(shown);
  });

  it('leaves the footer out of header-only pages', async () => {
    const { router, task } = open('/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('host-version')).toBeInTheDocument();
    await act(() => router.navigate('/draw'));
    expect(screen.getByText('draw page')).toBeInTheDocument();
    expect(screen.queryByTestId('host-version')).toBeNull();
    task.cancel();
  });

  it('gives every route its own localised document title', async () => {
    const { router, store, task } = open('/draw');
    await screen.findByText('draw page');
    await waitFor(() => expect(document.title).toBe('Lottery · Tessera'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Home · Tessera'));
    // Home as a lobby is named as that lobby.
    await act(() => router.navigate('/?lobbyType=live'));
    await waitFor(() => expect(document.title).toBe('Live Casino · Tessera'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Home · Tessera'));
    // A centre open over the page names the tab until it closes.
    act(() => void store.dispatch(overlaysActions.memberCentreOpened('withdraw')));
    await waitFor(() => expect(document.title).toBe('Member centre · Tessera'));
    act(() => void store.dispatch(overlaysActions.memberCentreClosed()));
    await waitFor(() => expect(document.title).toBe('Home · Tessera'));
    // Every page of the real table names one of the host's texts, in all seven languages (completeness test).
    expect(PAGES.every((p) => typeof p.title === 'string' && p.title.length > 0)).toBe(true);
    // The four lottery pages are four names.
    expect(new Set(PAGES.filter((p) => ['/lottery', '/lott', '/seaLottery', '/vnlottery'].includes(p.path)).map((p) => p.title)).size).toBe(4);
    task.cancel();
  });

  it('shows a page that throws as its error state inside the layout, never the default error page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: PageRoute[] = [
      ...pages,
      {
        path: '/broken',
        page: () => {
          throw new Error('bad answer');
        },
        chrome: 'full',
        title: 'titles.notFound',
      },
    ];
    const router = createMemoryRouter(buildRoutes(broken), { initialEntries: ['/broken'] });
    const { store, task } = createHostStore(router);
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByTestId('route-error')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByTestId('host-version')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    task.cancel();
    error.mockRestore();
  });
});

describe('loginedToHomePage guard', () => {
  it('sends a visitor without a token to /login from every path but the open ones, only with the switch on', async () => {
    const { mustLogIn, OPEN_WITHOUT_LOGIN } = await import('./shell/layout');
    const on = { LOGINEDTOHOMEPAGE: true };
    expect(mustLogIn(on, '/promotions', false)).toBe(true);
    expect(mustLogIn(on, '/promotions', true)).toBe(false);
    expect(mustLogIn({}, '/promotions', false)).toBe(false);
    for (const path of OPEN_WITHOUT_LOGIN) expect(mustLogIn(on, path, false)).toBe(false);
    expect(OPEN_WITHOUT_LOGIN).toEqual(['/login', '/register', '/register.html', '/helpmc', '/down']);
    expect(PAGES.map((p) => p.path)).toContain('/login');
  });
});
