import { act } from 'react';
import { ApiError, bus, initI18n, type LotteryMenu } from '@tessera/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fetchLotteryMenu, fetchVendorLanes } from '../features/menu/menu-api';
import { favouritesKey } from '../features/favourites/favourites-storage';
import LotteryPage from './lottery-page';

jest.mock('../features/menu/menu-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const lotteryMenu = jest.mocked(fetchLotteryMenu);

const MENU: LotteryMenu = {
  VN: {
    groupCode: 'VN',
    groupName: 'Vietnam lotto',
    gameMenus: [
      { gameId: 11, gameCode: 'HANOI', gameName: 'Ha Noi', gameGroupCode: 'VN', drawInterval: 86400 },
      { gameId: 12, gameCode: 'SAIGON', gameName: 'Sai Gon', gameGroupCode: 'VN' },
    ],
  },
  FAST: {
    groupCode: 'FAST',
    groupName: 'Fast draws',
    gameMenus: [{ gameId: 21, gameCode: 'F5', gameName: 'Fast 5', gameGroupCode: 'FAST', drawInterval: 300 }],
  },
};

function Location() {
  const { search } = useLocation();
  return <span data-testid="search">{search}</span>;
}
function renderPage(url = '/lottery') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LotteryPage path="/lottery" />
      <Location />
    </MemoryRouter>,
  );
}
const login = (username: string) => {
  sessionStorage.setItem('token', `token-${username}`);
  sessionStorage.setItem('username', username);
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  vendorLanes.mockResolvedValue([]);
  lotteryMenu.mockResolvedValue(MENU);
});

describe('<LotteryPage path="/lottery">', () => {
  it('renders the menu groups as tabs with their games', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const tabs = await screen.findByRole('tablist', { name: 'Lottery groups' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Vietnam lotto', 'Fast draws']);
    expect(within(tabs).getByRole('tab', { name: 'Vietnam lotto' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: /^Ha Noi/ })).toHaveTextContent('Draw every 1440 min');
    expect(within(panel).getByRole('button', { name: /^Sai Gon/ })).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Fast draws' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Fast 5/ })).toHaveTextContent('Draw every 5 min');
    expect(lotteryMenu).toHaveBeenCalledWith('LOTT');
    expect(screen.getByTestId('remote-version')).toHaveTextContent('lottery v0.0.0-test');
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
    act(() => {
      login('ana');
      bus.emit('session:changed', { status: 'in', account: 'ana' });
    });
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

  it('shows the empty state when the menu has no games', async () => {
    lotteryMenu.mockResolvedValue({});
    renderPage();
    expect(await screen.findByText('No lottery games are available right now.')).toBeInTheDocument();
  });
});
