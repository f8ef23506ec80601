import { ApiError, bus } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { fetchLaunchUrl } from '../common/launch/launch-api';
import { launch } from './launch';

jest.mock('../common/launch/launch-api');

beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
});

describe('games/launch for the host', () => {
  it('asks a visitor to log in and goes nowhere', async () => {
    bus.emit('session:changed', { status: 'out' });
    const opened = jest.fn();
    bus.on('ui:open-login', opened);
    const navigate = jest.fn();
    expect(await launch({ vassalage: 'PG', gameType: 'RNG' }, { navigate })).toEqual({ kind: 'login' });
    expect(opened).toHaveBeenCalledWith({ reason: 'launch' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates by the rules; a VASSALAGE vendor to its lobby list; a trial account plays unless the gateway refuses it', async () => {
    bus.emit('session:changed', { status: 'in', accountType: 0 });
    const navigate = jest.fn();
    await launch({ vassalage: 'JL', gameType: 'RNG' }, { navigate });
    await launch({ vassalage: 'FB', gameType: 'SPORTS' }, { navigate });
    await launch({ vassalage: 'SA', gameType: 'LIVE', isGame: 'VASSALAGE' }, { navigate });
    jest.mocked(fetchLaunchUrl).mockResolvedValue({ content: { game_url: '/sandbox-games/play/t9' } });
    await launch({ vassalage: 'SB', gameType: 'SPORTS' }, { navigate, title: 'SB Sports' });
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/rng?page=JL', '/fbsports', '/live?type=vassalage&vassalage=SA', '/game?url=%2Fsandbox-games%2Fplay%2Ft9&title=SB+Sports']);
    expect(sessionStorage.getItem('rngVendor')).toBe('JL');

    bus.emit('session:changed', { status: 'in', accountType: 4 });
    navigate.mockClear();
    expect(await launch({ vassalage: 'SB', gameType: 'SPORTS' }, { navigate })).toMatchObject({ kind: 'navigate' });
    expect(navigate).toHaveBeenCalledWith('/game?url=%2Fsandbox-games%2Fplay%2Ft9');
    // A gateway that keeps trial accounts out of a game answers 403: the real-account warning, no navigation.
    navigate.mockClear();
    jest.mocked(fetchLaunchUrl).mockRejectedValue(new ApiError({ kind: 'http', status: 403, code: 'game.trial.not.allowed' }));
    expect(await launch({ vassalage: 'SB', gameType: 'SPORTS' }, { navigate })).toEqual({ kind: 'trial-blocked' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
