import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@tessera/shared/router';
import { ApiError, bus, initI18n, type GameItem } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { fetchHotGames } from '../../common/hot-games-api';
import { DEFAULT_GAME_ICON } from '../../common/game-icon';
import { fetchVendorGames } from '../../common/launch/vendor-games-api';
import { HotGames } from './hot-games';

jest.mock('../../common/hot-games-api');
jest.mock('../../common/launch/vendor-games-api');

const game = (n: number, extra: Partial<GameItem> = {}): GameItem => ({
  nodeId: `${n}`,
  gameId: `${n}`,
  gameName: `Hot ${n}`,
  gameCode: `H${n}`,
  vassalage: 'JDB',
  gameType: 'FISH',
  iconUrl: `/icons/${n}.png`,
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
});

const renderHot = () =>
  render(
    <MemoryRouter>
      <HotGames limit={12} />
    </MemoryRouter>,
  );

describe('hot games widget', () => {
  it('shows the default icon when a game\'s art cannot load', async () => {
    jest.mocked(fetchHotGames).mockResolvedValue([game(1), game(2)]);
    renderHot();
    const tile = await screen.findByRole('button', { name: 'Hot 1' });
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/icons/1.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    expect(screen.getByRole('button', { name: 'Hot 2' }).querySelector('img')).toHaveAttribute('src', '/icons/2.png');
  });

  it('asks again for a list that failed offline once the host finds the connection again', async () => {
    jest.mocked(fetchHotGames).mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValue([game(1)]);
    renderHot();
    await screen.findByText('Hot games could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Hot 1' })).toBeNull();
    act(() => bus.emit('connection:restored', { at: Date.now() }));
    expect(await screen.findByRole('button', { name: 'Hot 1' })).toBeInTheDocument();
    expect(fetchHotGames).toHaveBeenCalledTimes(2);
  });

  it('opens a VASSALAGE entry as a popup of its vendor\'s games; a visitor is asked to log in first', async () => {
    jest.mocked(fetchHotGames).mockResolvedValue([game(1, { gameName: 'JDB Fishing', isGame: 'VASSALAGE' })]);
    jest.mocked(fetchVendorGames).mockResolvedValue([game(5)]);
    const opened = jest.fn();
    bus.on('ui:open-login', opened);
    bus.emit('session:changed', { status: 'out' });
    renderHot();
    await userEvent.click(await screen.findByRole('button', { name: 'JDB Fishing' }));
    expect(opened).toHaveBeenCalledWith({ reason: 'launch' });
    expect(screen.queryByTestId('vendor-games')).toBeNull();

    bus.emit('session:changed', { status: 'in', accountType: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'JDB Fishing' }));
    const dialog = await screen.findByTestId('vendor-games');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('JDB Fishing: pick a game');
    expect(await within(dialog).findByRole('button', { name: 'Hot 5' })).toBeInTheDocument();
    expect(fetchVendorGames).toHaveBeenCalledWith('JDB', 'FISH', expect.anything());
  });
});
