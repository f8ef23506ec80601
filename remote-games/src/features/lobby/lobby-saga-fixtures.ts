/**
 * The lobby saga's test harness (lobby-saga.test.ts, lobby-saga-accounts.test.ts): the mocked api modules, lanes and
 * games, and the app store with its sagas running, fresh for each test. The test file mocks `./lobby-api` and
 * `../../common/launch/launch-api` itself (jest hoists only a test file's own jest.mock).
 */
import { api, type GameItem, type GameListRequest, type GameListValue, type VendorLane } from '@tessera/shared';
import { resetBus } from '@tessera/shared/testing';
import type { LobbyState } from './types';
import { addFavourite, askForLogin, fetchFavouriteIds, fetchFavouriteList, fetchGameList, fetchHotGames, fetchRecentGames, fetchVendorLanes, removeFavourite } from './lobby-api';

export const vendorLanes = jest.mocked(fetchVendorLanes);
export const gameList = jest.mocked(fetchGameList);
export const hotGames = jest.mocked(fetchHotGames);
export const favouriteIds = jest.mocked(fetchFavouriteIds);
export const favouriteList = jest.mocked(fetchFavouriteList);
export const recentGames = jest.mocked(fetchRecentGames);
export const login = jest.mocked(askForLogin);
export const add = jest.mocked(addFavourite);
export const remove = jest.mocked(removeFavourite);

export const card = (vassalage: string, gameType = 'RNG') => ({ vassalage, displayName: `${vassalage} name`, gameType, isHot: 0 as const });
export const LANES: VendorLane[] = [
  { title: 'LIVE', cards: [card('SA', 'LIVE')], gameClassify: [] },
  { title: 'RNG', cards: [card('PG'), card('JL')], gameClassify: [] },
];
export const game = (n: number, vassalage = 'PG'): GameItem => ({
  nodeId: `${vassalage}-${n}`,
  gameId: `${n}`,
  gameName: `Game ${n}`,
  gameCode: `c${n}`,
  vassalage,
  gameType: 'RNG',
  iconUrl: '',
});
export const page = (games: GameItem[], totalPages = 2): GameListValue => ({ games, totalPages, totalCount: totalPages * 15 });

export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** What the app's store gives a test (app/store.ts createAppStore, passed in: a feature module does not import app/). */
interface AppStoreFactory {
  (): { store: LobbyRun['store']; runSaga: () => LobbyRun['task'] };
}
interface LobbyRun {
  store: { dispatch: (action: { type: string; payload?: unknown }) => unknown; getState: () => { lobby: LobbyState } };
  task: { cancel: () => void };
}
/** The store and saga task of the running test (replaced before each). */
export const running = {} as LobbyRun;
export const lobby = () => running.store.getState().lobby;
export const lastQuery = (): GameListRequest => gameList.mock.calls.at(-1)![0];

/** A fresh store with its sagas before each test of the file, the lanes answered; stopped after it. */
export function lobbySagaPerTest(createAppStore: AppStoreFactory): void {
  beforeEach(() => {
    jest.resetAllMocks();
    resetBus();
    vendorLanes.mockResolvedValue(LANES);
    const { store, runSaga } = createAppStore();
    Object.assign(running, { store, task: runSaga() });
  });
  afterEach(() => {
    running.task.cancel();
    api.configure({ merchant: () => 'demo' });
  });
}
