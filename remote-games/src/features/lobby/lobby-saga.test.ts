import { ApiError, type GameItem, type GameListRequest, type GameListValue, type VendorLane } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchGameList, fetchVendorLanes } from './lobby-api';
import { pickVendor } from './lobby-saga';
import {
  gamesRetried,
  lobbyOpened,
  moreRequested,
  searchTyped,
  sessionStarted,
  urlVendorChanged,
  vendorSelected,
  vendorsRetried,
} from './lobby-slice';

jest.mock('./lobby-api');
const vendorLanes = jest.mocked(fetchVendorLanes);
const gameList = jest.mocked(fetchGameList);

const card = (vassalage: string, gameType = 'RNG') => ({ vassalage, displayName: `${vassalage} name`, gameType, isHot: 0 as const });
const LANES: VendorLane[] = [
  { title: 'LIVE', cards: [card('SA', 'LIVE')], gameClassify: [] },
  { title: 'RNG', cards: [card('PG'), card('JL')], gameClassify: [] },
];
const game = (n: number, vassalage = 'PG'): GameItem => ({
  nodeId: `${vassalage}-${n}`,
  gameId: `${n}`,
  gameName: `Game ${n}`,
  gameCode: `c${n}`,
  vassalage,
  gameType: 'RNG',
  iconUrl: '',
});
const page = (games: GameItem[], totalPages = 2): GameListValue => ({ games, totalPages, totalCount: totalPages * 15 });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function start() {
  const { store, runSaga } = createAppStore();
  const task = runSaga();
  return { store, task };
}
let running: ReturnType<typeof start>;
const lobby = () => running.store.getState().lobby;
const lastQuery = (): GameListRequest => gameList.mock.calls.at(-1)![0];

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  vendorLanes.mockResolvedValue(LANES);
  running = start();
});
afterEach(() => running.task.cancel());

describe('lobby saga', () => {
  it('opens the RNG lobby: its lane, the first vendor, page 1 of 15 for the merchant', async () => {
    sessionStorage.setItem('merchant', 'acme');
    gameList.mockResolvedValue(page([game(1), game(2)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lobby().vendors.map((v) => v.vassalage)).toEqual(['PG', 'JL']);
    expect(lobby().selectedVendor).toBe('PG');
    expect(gameList).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      merchant: 'acme',
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: 1,
      pageSize: 15,
      language: 'EN',
    });
    expect(lobby().games).toHaveLength(2);
  });

  it('falls back to the demo merchant and opens the vendor the URL names', async () => {
    gameList.mockResolvedValue(page([game(1, 'JL')]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    running.store.dispatch(urlVendorChanged('JL'));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lastQuery()).toMatchObject({ merchant: 'demo', vassalage: 'JL' });
    // A later URL change switches vendor; an unknown vendor is ignored.
    running.store.dispatch(urlVendorChanged('PG'));
    await waitFor(() => expect(lastQuery().vassalage).toBe('PG'));
    running.store.dispatch(urlVendorChanged('NOPE'));
    expect(lobby().selectedVendor).toBe('PG');
  });

  it('a fetch in progress blocks a second; the next page appends until the last', async () => {
    const first = deferred<GameListValue>();
    gameList.mockReturnValueOnce(first.promise);
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(gameList).toHaveBeenCalledTimes(1));
    running.store.dispatch(moreRequested());
    running.store.dispatch(moreRequested());
    expect(gameList).toHaveBeenCalledTimes(1);
    first.resolve(page([game(1)], 2));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));

    const second = deferred<GameListValue>();
    gameList.mockReturnValueOnce(second.promise);
    running.store.dispatch(moreRequested());
    running.store.dispatch(moreRequested());
    expect(gameList).toHaveBeenCalledTimes(2);
    expect(lastQuery().pageNo).toBe(2);
    second.resolve(page([game(2)], 2));
    await waitFor(() => expect(lobby().pageNo).toBe(2));
    expect(lobby().games.map((g) => g.gameName)).toEqual(['Game 1', 'Game 2']);

    running.store.dispatch(moreRequested());
    expect(gameList).toHaveBeenCalledTimes(2);
  });

  it('a vendor change cancels the stale fetch so its answer never lands', async () => {
    const stale = deferred<GameListValue>();
    gameList.mockReturnValueOnce(stale.promise).mockResolvedValueOnce(page([game(1, 'JL')]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(gameList).toHaveBeenCalledTimes(1));
    const staleSignal = gameList.mock.calls[0]![1]!;
    running.store.dispatch(vendorSelected('JL'));
    expect(staleSignal.aborted).toBe(true);
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    stale.resolve(page([game(9)]));
    await Promise.resolve();
    expect(lobby().games.map((g) => g.vassalage)).toEqual(['JL']);
  });

  it('debounces the search by 500 ms, then lists page 1 without the language', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    jest.useFakeTimers();
    try {
      running.store.dispatch(searchTyped('dr'));
      running.store.dispatch(searchTyped(' dragon '));
      await jest.advanceTimersByTimeAsync(499);
      expect(gameList).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(gameList).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
    const query = lastQuery();
    expect(query).toMatchObject({ gameName: 'dragon', pageNo: 1, vassalage: 'PG' });
    expect(query).not.toHaveProperty('language');
  });

  it('a failed vendor fetch can be retried', async () => {
    vendorLanes.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().vendorsStatus).toBe('failed'));
    expect(lobby().vendorsError).toEqual({ i18nKey: 'errors.network', kind: 'network' });
    running.store.dispatch(vendorsRetried());
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
  });

  it('a list that failed for want of a session loads again after login', async () => {
    gameList.mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', code: 'login.not.session' }));
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('failed'));
    expect(lobby().gamesError).toEqual({ i18nKey: 'errors.notLoggedIn', kind: 'unauthorized' });
    running.store.dispatch(sessionStarted());
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    // Once loaded, neither a new session nor a stray retry refetches.
    running.store.dispatch(sessionStarted());
    running.store.dispatch(gamesRetried());
    expect(gameList).toHaveBeenCalledTimes(2);
  });
});

describe('pickVendor', () => {
  it('takes the linked vendor when the lane has it, else the first', () => {
    const cards = [card('PG'), card('JL')];
    expect(pickVendor(cards, 'JL')).toBe('JL');
    expect(pickVendor(cards, 'XX')).toBe('PG');
    expect(pickVendor(cards, null)).toBe('PG');
    expect(pickVendor([], 'JL')).toBeNull();
  });
});
