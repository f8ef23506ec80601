import { ApiError, bus, initI18n, type GameItem, type GameListValue, type VendorCard } from '@tessera/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from '@tessera/shared/router';
import { askForLogin, fetchGameList, fetchVendorLanes } from '../features/lobby/lobby-api';
import { fetchLaunchUrl } from '../common/launch/launch-api';
import { fetchVendorGames } from '../common/launch/vendor-games-api';
import { balancedColumns } from '../features/lobby/game-grid';
import { resetBus } from '@tessera/shared/testing';
import Lobby from './lobby';

jest.mock('../features/lobby/lobby-api');
jest.mock('../common/launch/vendor-games-api');
jest.mock('../common/launch/launch-api');

const card = (vassalage: string, isHot: 0 | 1 = 0): VendorCard => ({ vassalage, displayName: `${vassalage} Gaming`, gameType: 'RNG', isHot });
const game = (n: number, vassalage = 'PG'): GameItem => ({
  nodeId: `${vassalage}-${n}`,
  gameId: `${n}`,
  gameName: `${vassalage} Fortune ${n}`,
  gameCode: `c${n}`,
  vassalage,
  gameType: 'RNG',
  iconUrl: `/icons/${vassalage}-${n}.png`,
});
const page = (games: GameItem[], totalPages = 1): GameListValue => ({ games, totalPages, totalCount: games.length * totalPages });

function Location() {
  const { pathname, search } = useLocation();
  return (
    <>
      <span data-testid="path">{pathname}</span>
      <span data-testid="search">{search}</span>
    </>
  );
}
function renderLobby(url = '/rng', lobbyType = 'rng') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Lobby lobbyType={lobbyType} />
      <Location />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
  // The real one emits on the bus: the host's login popup.
  jest.mocked(askForLogin).mockImplementation((reason) => bus.emit('ui:open-login', { reason }));
  jest.mocked(fetchVendorLanes).mockResolvedValue([{ title: 'RNG', cards: [card('PG', 1), card('JL')], gameClassify: [] }]);
});

describe('<Lobby lobbyType="rng">', () => {
  it('shows the vendor menu and the first page of games after loading', async () => {
    jest.mocked(fetchGameList).mockResolvedValue(page([game(1), game(2)]));
    renderLobby();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const grid = await screen.findByRole('list', { name: 'Games' });
    const play = within(grid).getByRole('button', { name: 'Play PG Fortune 1' });
    const icon = play.querySelector('img')!;
    // The first tile is in the first visible row: its icon is fetched at once, first (game-grid.tsx).
    expect(icon).toHaveAttribute('loading', 'eager');
    expect(icon).toHaveAttribute('fetchpriority', 'high');
    expect(icon).toHaveAttribute('src', '/icons/PG-1.png');
    expect(within(grid).getAllByText('PG Gaming')).toHaveLength(2);
    // Each tile launches its game and has a favourite toggle.
    expect(within(grid).getByRole('button', { name: 'Add PG Fortune 2 to favourites' })).toHaveAttribute('aria-pressed', 'false');

    const menu = screen.getByRole('navigation', { name: 'Game providers' });
    expect(within(menu).getByRole('button', { name: /PG Gaming/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('button', { name: /PG Gaming/ })).toHaveTextContent('HOT');
    expect(within(menu).getByRole('button', { name: 'JL Gaming' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(menu).queryByRole('button', { name: 'More providers' })).toBeNull();
    expect(screen.getByTestId('remote-version')).toHaveAttribute('data-version', 'games v0.0.0-test');
    expect(jest.mocked(fetchGameList).mock.calls[0]![0]).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 15 });
  });

  it('opens the vendor named by ?page= and writes a chosen vendor back to the URL', async () => {
    jest.mocked(fetchGameList).mockImplementation(async (q) => page([game(1, q.vassalage)]));
    renderLobby('/rng?page=JL');
    expect(await screen.findByRole('button', { name: 'Play JL Fortune 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /PG Gaming/ }));
    expect(await screen.findByRole('button', { name: 'Play PG Fortune 1' })).toBeInTheDocument();
    // The URL is written back in its own update, which may land after the games on a loaded machine.
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?page=PG'));
    expect(fetchGameList).toHaveBeenCalledTimes(2);
  });

  it('pages with the pager: range 3, margin 1, First/Prev/Next/Last', async () => {
    jest.mocked(fetchGameList).mockResolvedValueOnce(page([game(1)], 9)).mockResolvedValueOnce(page([game(2)], 9));
    renderLobby();
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect([...pager.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['First', 'Prev', '1', '2', '3', '4', '…', '9', 'Next', 'Last']);
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Play PG Fortune 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play PG Fortune 1' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(jest.mocked(fetchGameList).mock.calls[1]![0]).toMatchObject({ pageNo: 2 });
  });

  it('asks for login on favourites without a session, and changes nothing', async () => {
    jest.mocked(fetchGameList).mockResolvedValue(page([game(1)]));
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    renderLobby();
    await screen.findByRole('button', { name: 'Play PG Fortune 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add PG Fortune 1 to favourites' }));
    expect(opened.mock.calls.map((c) => c[0])).toEqual([{ reason: 'lobby-fav' }, { reason: 'favourite' }]);
    expect(screen.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');
    off();
  });

  it('shows the localised error and recovers on retry', async () => {
    jest.mocked(fetchGameList).mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce(page([game(1)]));
    renderLobby();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link abnormal, please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Play PG Fortune 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers login when the list needs a session', async () => {
    jest.mocked(fetchGameList).mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', code: 'login.not.session' }));
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    renderLobby();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not logged in. Please log in.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toHaveBeenCalledWith({ reason: 'lobby' });
    off();
  });

  it('works under StrictMode (sagas restart with the simulated remount)', async () => {
    jest.mocked(fetchGameList).mockResolvedValue(page([game(1)]));
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/rng']}>
          <Lobby lobbyType="rng" />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByRole('button', { name: 'Play PG Fortune 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when the vendor has no games', async () => {
    jest.mocked(fetchGameList).mockResolvedValue(page([]));
    renderLobby();
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
  });

  it('shows the empty state when the lobby has no vendors', async () => {
    renderLobby('/fish', 'fish');
    expect(await screen.findByText('There are no game providers in this lobby yet.')).toBeInTheDocument();
    expect(fetchGameList).not.toHaveBeenCalled();
  });

  it('shows arrows when more than 8 vendors', async () => {
    const many = Array.from({ length: 9 }, (_, i) => card(`V${i}`));
    jest.mocked(fetchVendorLanes).mockResolvedValue([{ title: 'RNG', cards: many, gameClassify: [] }]);
    jest.mocked(fetchGameList).mockResolvedValue(page([game(1, 'V0')]));
    renderLobby();
    const menu = await screen.findByRole('navigation', { name: 'Game providers' });
    const strip = menu.querySelector('ul')!;
    // jsdom lays nothing out: give the strip a width and catch its scrolling.
    Object.defineProperty(strip, 'clientWidth', { value: 500 });
    const scrollBy = jest.fn();
    strip.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    expect(within(menu).getAllByRole('button', { name: /V\d Gaming/ })).toHaveLength(9);
    await userEvent.click(within(menu).getByRole('button', { name: 'More providers' }));
    // Most of the visible width, so one vendor stays in view.
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Previous providers' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('balances a short list over fewer columns, so no tile is left alone on its last row', async () => {
    jest.mocked(fetchGameList).mockResolvedValue(page([1, 2, 3, 4, 5, 6].map((n) => game(n))));
    renderLobby();
    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(grid).toHaveAttribute('data-cols', '3');
    expect(balancedColumns(15, 5)).toBe(5);
    expect(balancedColumns(7, 5)).toBe(4);
    expect(balancedColumns(11, 5)).toBe(4);
    expect(balancedColumns(1, 5)).toBe(1);
    expect(balancedColumns(4, 3)).toBe(2);
  });

  it('opens a VASSALAGE entry as a popup of that vendor\'s games, whose games launch', async () => {
    bus.emit('session:changed', { status: 'in', account: 'p1', accountType: 0 });
    jest.mocked(fetchVendorLanes).mockResolvedValue([{ title: 'FISH', cards: [{ ...card('JDB'), gameType: 'FISH' }], gameClassify: [] }]);
    jest.mocked(fetchGameList).mockResolvedValue(page([{ ...game(1, 'JDB'), gameType: 'FISH', gameName: 'JDB Fishing', isGame: 'VASSALAGE' }]));
    jest.mocked(fetchVendorGames).mockResolvedValue([{ ...game(2, 'JDB'), gameType: 'FISH' }, { ...game(3, 'JDB'), gameType: 'FISH' }]);
    jest.mocked(fetchLaunchUrl).mockResolvedValue({ content: { game_url: '/sandbox-games/play/t1' } });
    renderLobby('/fish', 'fish');
    await userEvent.click(await screen.findByRole('button', { name: 'Play JDB Fishing' }));
    const dialog = await screen.findByRole('dialog', { name: 'JDB Gaming: pick a game' });
    expect(fetchVendorGames).toHaveBeenCalledWith('JDB', 'FISH', expect.anything());
    expect(fetchLaunchUrl).not.toHaveBeenCalled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'JDB Fortune 3' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/game'));
    expect(jest.mocked(fetchLaunchUrl).mock.calls[0]![0]).toMatchObject({ vassalage: 'JDB', nodeId: 'JDB-3' });
  });

  it('tells a trial account a real account is needed for favourites, with an OK button', async () => {
    bus.emit('session:changed', { status: 'in', account: 't1', accountType: 4 });
    jest.mocked(fetchGameList).mockResolvedValue(page([game(1)]));
    renderLobby();
    await screen.findByRole('button', { name: 'Play PG Fortune 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const warning = await screen.findByTestId('trial-warning');
    expect(warning).toHaveTextContent('Please register an account first. Trial accounts cannot use this feature.');
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('trial-warning')).toBeNull();
    expect(screen.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a phone scrolls on, at most every 200 ms even when the sentinel re-mounts after each page', async () => {
    const observers: IntersectionObserverCallback[] = [];
    const realMatchMedia = window.matchMedia;
    const realIO = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.matchMedia = ((query: string) => ({ matches: query.includes('640px'), addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    // Only the sentinel's observers count (the lazy icons observe their tiles too).
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        if (el.classList.contains('gm-sentinel')) observers.push(this.cb);
      }
      disconnect() {}
    };
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      jest.mocked(fetchGameList).mockImplementation(async (q) => page([game(q.pageNo * 10 + 1), game(q.pageNo * 10 + 2)], 4));
      renderLobby();
      await screen.findByRole('button', { name: 'Play PG Fortune 11' });
      const seen = (entries: boolean) => act(() => observers.at(-1)!([{ isIntersecting: entries } as IntersectionObserverEntry], {} as IntersectionObserver));
      const mounted = observers.length;
      await seen(true);
      expect(await screen.findByRole('button', { name: 'Play PG Fortune 21' })).toBeInTheDocument();
      // The sentinel left while page 2 loaded and came back: a fresh observer, the same throttle.
      await waitFor(() => expect(observers.length).toBeGreaterThan(mounted));
      now += 100;
      await seen(true);
      expect(fetchGameList).toHaveBeenCalledTimes(2);
      now += 150;
      await seen(true);
      expect(await screen.findByRole('button', { name: 'Play PG Fortune 31' })).toBeInTheDocument();
      expect(jest.mocked(fetchGameList).mock.calls.map((c) => c[0].pageNo)).toEqual([1, 2, 3]);
    } finally {
      clock.mockRestore();
      window.matchMedia = realMatchMedia;
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = realIO;
    }
  });

  it('searches by name after typing stops', async () => {
    jest.mocked(fetchGameList).mockImplementation(async (q) => (q.gameName ? page([game(7)]) : page([game(1), game(2)])));
    renderLobby();
    await screen.findByRole('button', { name: 'Play PG Fortune 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'fortune 7');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play PG Fortune 1' })).toBeNull(), { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'Play PG Fortune 7' })).toBeInTheDocument();
    expect(fetchGameList).toHaveBeenCalledTimes(2);
    expect(jest.mocked(fetchGameList).mock.calls[1]![0]).toMatchObject({ gameName: 'fortune 7', pageNo: 1 });
  });
});
