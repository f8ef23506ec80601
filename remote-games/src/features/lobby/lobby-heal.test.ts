import { ApiError, bus, type GameItem, type VendorLane } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchGameList, fetchVendorLanes } from './lobby-api';
import { lobbyOpened } from './lobby-slice';

jest.mock('./lobby-api');
jest.mock('../../common/launch/launch-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const gameList = jest.mocked(fetchGameList);

const LANES: VendorLane[] = [{ title: 'RNG', cards: [{ vassalage: 'PG', displayName: 'PG', gameType: 'RNG', isHot: 0 }], gameClassify: [] }];
const GAME: GameItem = { nodeId: 'PG-1', gameId: '1', gameName: 'Game 1', gameCode: 'c1', vassalage: 'PG', gameType: 'RNG', iconUrl: '' };
const OFFLINE = () => new ApiError({ kind: 'network' });

let running: { store: ReturnType<typeof createAppStore>['store']; task: { cancel(): void } };
const lobby = () => running.store.getState().lobby;

beforeEach(() => {
  jest.resetAllMocks();
  resetBus();
  const { store, runSaga } = createAppStore();
  running = { store, task: runSaga() };
});
afterEach(() => running.task.cancel());

describe('the lobby heals when the host finds the connection again (bus connection:restored)', () => {
  it('fetches a lane that failed offline again, then its games, without a tap', async () => {
    vendorLanes.mockRejectedValueOnce(OFFLINE()).mockResolvedValue(LANES);
    gameList.mockResolvedValue({ games: [GAME], totalPages: 1, totalCount: 1 });
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().vendorsStatus).toBe('failed'));
    bus.emit('connection:restored', { at: Date.now() });
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lobby().games).toEqual([GAME]);
  });

  it('fetches a list that failed again, and leaves a list that loaded alone', async () => {
    vendorLanes.mockResolvedValue(LANES);
    gameList.mockRejectedValueOnce(OFFLINE()).mockResolvedValue({ games: [GAME], totalPages: 1, totalCount: 1 });
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('failed'));
    bus.emit('connection:restored', { at: Date.now() });
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    bus.emit('connection:restored', { at: Date.now() });
    await new Promise((r) => setTimeout(r, 20));
    expect(gameList).toHaveBeenCalledTimes(2);
    expect(vendorLanes).toHaveBeenCalledTimes(1);
  });
});
