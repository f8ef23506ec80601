import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, initI18n, type GameItem } from '@tessera/shared';
import { renderInHostStore as render } from '../../app/testing/render-in-host-store';
import { registerHostTranslations } from '../../i18n';
import MiniGame from './mini-game';
import { miniGameApi } from './mini-game-api';

const actualApi = jest.requireActual('./mini-game-api').miniGameApi as typeof miniGameApi;
jest.mock('./mini-game-api', () => {
  const actual = jest.requireActual('./mini-game-api');
  return { ...actual, miniGameApi: { quickGames: jest.fn(), dismissed: jest.fn(), rememberDismissed: jest.fn() } };
});
const mocked = jest.mocked(miniGameApi);

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});
beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
});

const game = (n: number, name: string): GameItem => ({ nodeId: `n${n}`, gameId: `g${n}`, gameName: name, gameCode: `C${n}`, vassalage: 'EVO', gameType: 'LIVE', iconUrl: `/cdn/TCG_GAME_ICONS/EVO/C${n}.png` });

describe('mini-game widget', () => {
  it('offers a quick game, rotates the offer, launches through the shell and stays away once dismissed', async () => {
    mocked.dismissed.mockReturnValue(false);
    mocked.quickGames.mockResolvedValue([game(1, 'Money Wheel'), game(2, 'Sic Bo')]);
    const onLaunch = jest.fn();
    render(<MiniGame onLaunch={onLaunch} />);
    const toggle = await screen.findByTestId('mini-game-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('mini-game-name')).toHaveTextContent('Money Wheel');
    expect(screen.getByRole('img', { name: 'Money Wheel' })).toHaveAttribute('src', '/cdn/TCG_GAME_ICONS/EVO/C1.png');
    await userEvent.click(screen.getByTestId('mini-game-next'));
    expect(screen.getByTestId('mini-game-name')).toHaveTextContent('Sic Bo');
    await userEvent.click(screen.getByTestId('mini-game-play'));
    expect(onLaunch).toHaveBeenCalledWith({ vassalage: 'EVO', gameType: 'LIVE', gameCode: 'C2', gameId: 'g2', nodeId: 'n2' }, 'Sic Bo');

    await userEvent.click(screen.getByTestId('mini-game-dismiss'));
    expect(screen.queryByTestId('mini-game')).toBeNull();
    await waitFor(() => expect(mocked.rememberDismissed).toHaveBeenCalledTimes(1));
  });

  it('does not come back in a session where it was dismissed, nor without games', async () => {
    mocked.dismissed.mockReturnValue(true);
    const { container, unmount } = render(<MiniGame onLaunch={jest.fn()} />);
    await waitFor(() => expect(mocked.dismissed).toHaveBeenCalled());
    expect(mocked.quickGames).not.toHaveBeenCalled();
    expect(screen.queryByTestId('mini-game')).toBeNull();
    expect(container.querySelector('[data-testid="mini-game-dismissed"]')).not.toBeNull();
    unmount();
    mocked.dismissed.mockReturnValue(false);
    mocked.quickGames.mockRejectedValue(new Error('offline'));
    const second = render(<MiniGame onLaunch={jest.fn()} />);
    await waitFor(() => expect(mocked.quickGames).toHaveBeenCalled());
    expect(second.container).toBeEmptyDOMElement();
  });

  it('alternates wheels and dice from the live vendors, and remembers a dismissal for the session', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(async (_name, req) => {
      const q = req as { gameName: string };
      return { games: q.gameName === 'Wheel' ? [game(1, 'Money Wheel'), game(3, 'Mega Wheel')] : [game(2, 'Sic Bo')] } as never;
    });
    expect((await actualApi.quickGames()).map((g) => g.gameName)).toEqual(['Money Wheel', 'Sic Bo', 'Mega Wheel']);
    expect(call).toHaveBeenCalledWith('gameList', expect.objectContaining({ gameType: 'LIVE', gameName: 'Sic Bo' }));
    call.mockRestore();
    expect(actualApi.dismissed()).toBe(false);
    actualApi.rememberDismissed();
    expect(actualApi.dismissed()).toBe(true);
  });
});
