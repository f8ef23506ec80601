import { act } from 'react';
import { ApiError, bus, initI18n, type LotteryMenu } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@tessera/shared/router';
import { clockNow, fetchOpenedNumeros } from '../features/draws/draws-api';
import { currentUrl, hasSession as launchHasSession, launchLottery } from '../features/launch/launch-api';
import { fetchLotteryMenu, fetchVendorLanes } from '../features/menu/menu-api';
import { fetchPopular } from '../features/popular/popular-api';
import { fetchRecent, hasSession as recentHasSession } from '../features/recent/recent-api';
import { favouritesKey } from '../features/favourites/favourites-storage';
import LotteryPage from './lottery-page';

jest.mock('../features/menu/menu-api');
jest.mock('../features/draws/draws-api');
jest.mock('../features/popular/popular-api');
jest.mock('../features/recent/recent-api');
jest.mock('../features/launch/launch-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const lotteryMenu = jest.mocked(fetchLotteryMenu);
const numeros = jest.mocked(fetchOpenedNumeros);
const popular = jest.mocked(fetchPopular);
const recent = jest.mocked(fetchRecent);
const launch = jest.mocked(launchLottery);
/** Whether the API client holds a session, as both the launch and the recent list ask it. */
let signedIn = false;

const MENU: LotteryMenu = {
  VN: {
    gameGroupCode: 'VN',
    groupName: 'Vietnam lotto',
    gameMenus: [
      { gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi', gameGroupCode: 'VN', drawInterval: 86400 },
      { gameId: 12, gameCode: 'SAIGON', gameName: 'Sai Gon', gameGroupCode: 'VN' },
    ],
  },
  FAST: {
    gameGroupCode: 'FAST',
    groupName: 'Fast draws',
    gameMenus: [{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5', gameGroupCode: 'FAST', drawInterval: 300 }],
  },
};

function Location() {
  const { pathname, search } = useLocation();
  return (
    <>
      <span data-testid="search">{search}</span>
      <span data-testid="pathname">{pathname}</span>
    </>
  );
}
function renderPage(url = '/lottery') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LotteryPage path="/lottery" />
      <Location />
    </MemoryRouter>,
  );
}
/** The host's login as the remote hears it: a sticky `session:changed`. */
const login = (username: string, accountType = 0) => {
  signedIn = true;
  bus.emit('session:changed', { status: 'in', account: `acc-${username}`, username, accountType });
};
const NOW = Date.now();
const draws = (code: string, interval: number) => ({
  gameId: 1,
  gameCode: code,
  gameName: code,
  drawInterval: interval,
  numeros: [
    { numero: '20261123-0002', openTime: NOW - 1000, result: '48213' },
    { numero: '20261123-0001', openTime: NOW - 1000 - interval * 1000, result: '00917' },
  ],
  next: { numero: '20261123-0003', openTime: NOW + 125_000, result: '' },
  serverTime: NOW,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
  localStorage.clear();
  signedIn = false;
  vendorLanes.mockResolvedValue([]);
  lotteryMenu.mockResolvedValue(MENU);
  numeros.mockResolvedValue({ HANOI: draws('HANOI', 86400), F5: draws('F5', 300) });
  jest.mocked(clockNow).mockImplementation(() => Date.now());
  popular.mockResolvedValue([{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5', gameGroupCode: 'FAST' }]);
  recent.mockResolvedValue([{ gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi', gameGroupCode: 'VN' }]);
  jest.mocked(recentHasSession).mockImplementation(() => signedIn);
  jest.mocked(launchHasSession).mockImplementation(() => signedIn);
  jest.mocked(currentUrl).mockReturnValue('http://site/lottery');
  launch.mockResolvedValue({ content: { game_url: '/cdn/lottery/play?ticket=t1' } });
});

describe('<LotteryPage path="/lottery">', () => {
  it('renders the menu groups as tabs with their games', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const tabs = await screen.findByRole('tablist', { name: 'Lottery groups' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Vietnam lotto', 'Fast draws']);
    expect(within(tabs).getByRole('tab', { name: 'Vietnam lotto' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /^Ha Noi/ })).toHaveTextContent('Daily draw');
    expect(within(panel).getByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Fast draws' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Fast 5/ })).toHaveTextContent('Draw every 5 min');
    expect(lotteryMenu).toHaveBeenCalledWith('LOTT');
    expect(screen.getByTestId('remote-version')).toHaveAttribute('data-version', 'lottery v0.0.0-test');
  });

  it('highlights the game named by ?gameCode= and sets it on click', async () => {
    renderPage('/lottery?gameCode=F5');
    const fast = await screen.findByRole('button', { name: /^Fast 5/ });
    expect(fast).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'Fast draws' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Vietnam lotto' }));
    await userEvent.click(screen.getByRole('button', { name: /^Sai Gon/ }));
    expect(screen.getByTestId('search')).toHaveTextContent('?gameCode=SAIGON');
    expect(screen.getByRole('button', { name: /^Sai Gon/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles a favourite and keeps it per username', async () => {
    login('ana');
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sai Gon to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Sai Gon from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(favouritesKey('ana'))!)).toEqual([12]);
    // Favourites get their own tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(1);
    unmount();

    // Another player on the same browser has their own list; logging back in restores ana's.
    login('ben');
    const second = renderPage();
    expect(await screen.findByRole('button', { name: 'Add Sai Gon to favourites' })).toBeInTheDocument();
    act(() => login('ana'));
    expect(await screen.findByRole('button', { name: 'Remove Sai Gon from favourites' })).toBeInTheDocument();
    second.unmount();
  });

  it('asks the host for the login popup when a logged-out player stars a game', async () => {
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ha Noi to favourites' }));
    expect(opened).toHaveBeenCalledWith({ reason: 'lottery-favourite' });
    expect(screen.getByRole('button', { name: 'Add Ha Noi to favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.length).toBe(0);
    off();
  });

  it('shows the localised error and recovers on retry', async () => {
    lotteryMenu.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link abnormal, please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('shows each game\'s latest result and the countdown to its next draw, and the popular list', async () => {
    renderPage();
    const card = (await screen.findAllByTestId('lottery-card')).find((c) => c.dataset.gameCode === 'HANOI')!;
    expect(await within(card).findByRole('img', { name: 'Draw 20261123-0002 result 48213' })).toBeInTheDocument();
    expect(within(card).getByTestId('countdown')).toHaveTextContent(/^Next draw in 00:02:0[0-5]$/);
    expect(numeros).toHaveBeenCalledWith('LOTT');
    const strip = await screen.findByRole('region', { name: 'Popular' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Fast 5' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?gameCode=F5');
    const details = screen.getByTestId('lottery-details');
    expect(within(details).getByRole('heading', { name: 'Fast 5' })).toBeInTheDocument();
    expect(within(details).getAllByRole('row')).toHaveLength(3);
    expect(popular).toHaveBeenCalledWith('LOTT');
    // No login, no recent list.
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(recent).not.toHaveBeenCalled();
  });

  it('keeps the places of the popular strip and of each card\'s draw while they load, so nothing moves', async () => {
    let answerDraws!: (v: Awaited<ReturnType<typeof fetchOpenedNumeros>>) => void;
    let answerPopular!: (v: Awaited<ReturnType<typeof fetchPopular>>) => void;
    numeros.mockReturnValue(new Promise((r) => (answerDraws = r)));
    popular.mockReturnValue(new Promise((r) => (answerPopular = r)));
    renderPage();
    // Held from the start, above the menu's spinner, and busy for assistive technology.
    expect(screen.getByTestId('lottery-popular-loading')).toHaveAttribute('aria-busy', 'true');
    const card = (await screen.findAllByTestId('lottery-card')).find((c) => c.dataset.gameCode === 'HANOI')!;
    expect(within(card).getByTestId('latest-draw-loading')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).queryByTestId('countdown')).not.toBeInTheDocument();
    await act(async () => answerDraws({ HANOI: draws('HANOI', 86400) }));
    expect(within(card).getByTestId('countdown')).toBeInTheDocument();
    expect(within(card).queryByTestId('latest-draw-loading')).not.toBeInTheDocument();
    // A game without draws keeps no placeholder once the answer is in.
    const saigon = screen.getAllByTestId('lottery-card').find((c) => c.dataset.gameCode === 'SAIGON')!;
    expect(within(saigon).queryByTestId('latest-draw-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('lottery-popular-loading')).toBeInTheDocument();
    await act(async () => answerPopular([{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5', gameGroupCode: 'FAST' }]));
    expect(screen.queryByTestId('lottery-popular-loading')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('lottery-popular')).getByRole('button', { name: 'Fast 5' })).toBeInTheDocument();
  });

  it('holds no popular place under a failed menu', async () => {
    lotteryMenu.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-popular-loading')).not.toBeInTheDocument();
  });

  it('launches the chosen game into its betting view in the page, after a login', async () => {
    const opened = jest.fn();
    const off = bus.on('ui:open-login', opened);
    renderPage('/lottery?gameCode=HANOI');
    const details = await screen.findByTestId('lottery-details');
    await userEvent.click(within(details).getByRole('button', { name: 'Bet now' }));
    expect(opened).toHaveBeenCalledWith({ reason: 'lottery-launch' });
    expect(launch).not.toHaveBeenCalled();

    act(() => login('ana'));
    expect(await screen.findByRole('region', { name: 'Recently played' })).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Bet now' }));
    const frame = await within(details).findByTitle('Ha Noi');
    expect(frame).toHaveAttribute('src', '/cdn/lottery/play?ticket=t1');
    expect(launch).toHaveBeenCalledWith('LOTT', 'HANOI', 'http://site/lottery');
    const refresh = jest.fn();
    const offRefresh = bus.on('wallet:changed', refresh);
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    expect(within(details).queryByTitle('Ha Noi')).not.toBeInTheDocument();
    // Bets moved money: the host is asked for the balance again.
    expect(refresh).toHaveBeenCalledTimes(1);
    offRefresh();

    await userEvent.click(screen.getByRole('button', { name: 'Lottery lobby' }));
    expect(launch).toHaveBeenLastCalledWith('LOTT', null, 'http://site/lottery');
    expect(await screen.findByTitle('Lottery lobby')).toBeInTheDocument();
    off();
  });

  it('gives a trial account no favourite stars', async () => {
    login('trial1', 4);
    renderPage();
    await screen.findAllByTestId('lottery-card');
    expect(screen.queryByRole('button', { name: /to favourites$/ })).not.toBeInTheDocument();
  });

  it('lists the favourites first', async () => {
    login('ana');
    localStorage.setItem(favouritesKey('ana'), '[21]');
    renderPage();
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Favourites', 'Vietnam lotto', 'Fast draws']);
    expect(within(tabs).getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the group of the game ?gameCode= names even when the player has favourites', async () => {
    login('ana');
    localStorage.setItem(favouritesKey('ana'), '[12]');
    renderPage('/lottery?gameCode=F5');
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Fast draws' })).toHaveAttribute('aria-selected', 'true');
    // A favourite picked under Favourites keeps that tab.
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Favourites' }));
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Sai Gon/ }));
    expect(screen.getByTestId('search')).toHaveTextContent('?gameCode=SAIGON');
    expect(within(tabs).getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    // A popular pick shows its own group again.
    await userEvent.click(within(await screen.findByRole('region', { name: 'Popular' })).getByRole('button', { name: 'Fast 5' }));
    expect(within(tabs).getByRole('tab', { name: 'Fast draws' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes an open betting view when another game is chosen, and the host refetches the balance', async () => {
    login('ana');
    renderPage('/lottery?gameCode=HANOI');
    const details = await screen.findByTestId('lottery-details');
    await userEvent.click(within(details).getByRole('button', { name: 'Bet now' }));
    await within(details).findByTitle('Ha Noi');
    const refresh = jest.fn();
    const off = bus.on('wallet:changed', refresh);
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Sai Gon/ }));
    expect(within(screen.getByTestId('lottery-details')).getByRole('heading', { name: 'Sai Gon' })).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-launch')).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    // Back on Ha Noi the view does not silently reappear: it was closed.
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Ha Noi/ }));
    expect(within(screen.getByTestId('lottery-details')).getByRole('heading', { name: 'Ha Noi' })).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-launch')).not.toBeInTheDocument();
    off();
  });

  it('closes the open lottery on logout (its ticket ends with the session)', async () => {
    login('ana');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Lottery lobby' }));
    expect(await screen.findByTitle('Lottery lobby')).toBeInTheDocument();
    act(() => {
      signedIn = false;
      bus.emit('session:changed', { status: 'out' });
    });
    expect(screen.queryByTitle('Lottery lobby')).not.toBeInTheDocument();
  });

  it('sends a strip game this menu does not list to its own page, or says it is not offered here', async () => {
    login('ana');
    recent.mockResolvedValue([
      { gameId: 31, gameCode: 'THAIGOV', gameName: 'Thai Government', gameGroupCode: 'SEA' },
      { gameId: 41, gameCode: 'KENO1M', gameName: 'Keno 1', gameGroupCode: 'KENO' },
    ]);
    renderPage('/lottery');
    const strip = await screen.findByRole('region', { name: 'Recently played' });
    await userEvent.click(within(strip).getByRole('button', { name: 'Keno 1' }));
    expect(screen.getByTestId('lottery-not-here')).toHaveTextContent('Keno 1 is not offered in this lottery menu.');
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    await userEvent.click(within(strip).getByRole('button', { name: 'Thai Government' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/seaLottery');
    expect(screen.getByTestId('search')).toHaveTextContent('?gameCode=THAIGOV');
  });

  it('lets a trial account bet with its trial balance; a gateway refusal (403) gets the real-account warning', async () => {
    login('trial1', 4);
    renderPage('/lottery?gameCode=HANOI');
    await userEvent.click(within(await screen.findByTestId('lottery-details')).getByRole('button', { name: 'Bet now' }));
    expect(await screen.findByTestId('lottery-launch')).toBeInTheDocument();
    expect(launch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Trial account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    launch.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: 'trial.not.allowed', message: 'trial accounts cannot play the lottery' }));
    await userEvent.click(within(screen.getByTestId('lottery-details')).getByRole('button', { name: 'Bet now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trial account' });
    expect(dialog).toHaveTextContent('Please register an account first. Trial accounts cannot play the lottery.');
    expect(screen.queryByTestId('lottery-launch')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Trial account' })).not.toBeInTheDocument();
  });

  it('shows the empty state when the menu has no games', async () => {
    lotteryMenu.mockResolvedValue({});
    renderPage();
    expect(await screen.findByText('No lottery games are available right now.')).toBeInTheDocument();
  });
});
