import { api, ApiError, bus, type ErrorInfo, type GameListValue } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchLaunchUrl } from '../../common/launch/launch-api';
import { fetchPvpRooms } from './lobby-api';
import { pickVendor } from './lobby-saga';
import { add, card, deferred, favouriteIds, favouriteList, game, gameList, hotGames, lastQuery, lobby, login, page, recentGames, remove, running, lobbySagaPerTest, vendorLanes } from './lobby-saga-fixtures';
import {
  favouriteToggled,
  gameLaunched,
  gamesRetried,
  lobbyOpened,
  modeTabClicked,
  moreRequested,
  pageRequested,
  searchTyped,
  sessionChanged,
  urlVendorChanged,
  urlViewChanged,
  vendorSelected,
  vendorsRetried,
} from './lobby-slice';

jest.mock('./lobby-api');
jest.mock('../../common/launch/launch-api');
lobbySagaPerTest(createAppStore);

describe('lobby saga', () => {
  it('opens the RNG lobby: its lane, the first vendor, page 1 of 15 for the merchant', async () => {
    api.configure({ merchant: () => 'acme' });
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

  it('opens the vendor the URL names', async () => {
    gameList.mockResolvedValue(page([game(1, 'JL')]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    running.store.dispatch(urlVendorChanged('JL'));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lastQuery()).toMatchObject({ vassalage: 'JL' });
    // A later URL change switches vendor; an unknown vendor is ignored.
    running.store.dispatch(urlVendorChanged('PG'));
    await waitFor(() => expect(lastQuery().vassalage).toBe('PG'));
    running.store.dispatch(urlVendorChanged('NOPE'));
    expect(lobby().selectedVendor).toBe('PG');
  });

  it('restores the list, search, filters and page the URL names, at once, and follows Back to another view', async () => {
    gameList.mockResolvedValue(page([game(1)], 9));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    running.store.dispatch(urlVendorChanged('PG'));
    running.store.dispatch(urlViewChanged({ mode: 'all', gameName: 'dragon', classify: 'JP', minBet: '0.05', pageNo: 3 }));
    await waitFor(() => expect(lobby()).toMatchObject({ gamesStatus: 'ready', pageNo: 3 }));
    expect(lastQuery()).toMatchObject({ vassalage: 'PG', gameName: 'dragon', gameClassify: 'JP', minBet: '0.05', pageNo: 3 });
    expect(lobby()).toMatchObject({ searchText: 'dragon', classify: 'JP', minBet: '0.05' });
    // Back to the plain vendor URL: the filters leave, page 1 again.
    running.store.dispatch(urlViewChanged({ mode: 'all', gameName: '', classify: '', minBet: 'all', pageNo: 1 }));
    await waitFor(() => expect(lobby()).toMatchObject({ gamesStatus: 'ready', pageNo: 1, gameName: '' }));
    expect(lastQuery()).toMatchObject({ pageNo: 1 });
    expect(lastQuery().gameName).toBeUndefined();
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

  it('the pager fetches the page asked for, replacing the list; a fetch in progress blocks it', async () => {
    gameList.mockResolvedValue(page([game(1)], 5));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    gameList.mockResolvedValueOnce(page([game(7)], 5));
    running.store.dispatch(pageRequested(4));
    running.store.dispatch(pageRequested(2));
    await waitFor(() => expect(lobby().pageNo).toBe(4));
    expect(gameList).toHaveBeenCalledTimes(2);
    expect(lobby().games.map((g) => g.gameName)).toEqual(['Game 7']);
    running.store.dispatch(pageRequested(9)); // beyond the last page
    expect(gameList).toHaveBeenCalledTimes(2);
  });

  it('filters go into the query: classification and minimum bet', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch({ type: 'lobby/classifyChanged', payload: 'JP' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameClassify: 'JP', pageNo: 1 }));
    running.store.dispatch({ type: 'lobby/minBetChanged', payload: '0.1' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ minBet: '0.1', pageNo: 1 }));
    expect(lastQuery()).not.toHaveProperty('gameClassify');
  });

  it('hot shows the cached hot list of the lane as one page', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    hotGames.mockResolvedValue([game(5), { ...game(6), gameType: 'FISH' }]);
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(modeTabClicked('hot'));
    await waitFor(() => expect(lobby().games.map((g) => g.gameName)).toEqual(['Game 5']));
    expect(lobby()).toMatchObject({ mode: 'hot', pageNo: 1, totalPages: 1 });
    expect(hotGames.mock.calls[0]![0]).toMatchObject({ isPlatform: 2, vassalage: '' });
    running.store.dispatch(moreRequested());
    expect(gameList).toHaveBeenCalledTimes(1);
  });

  it('fav and recent need login: without it nothing changes and the login popup opens', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(modeTabClicked('fav'));
    running.store.dispatch(modeTabClicked('recent'));
    expect(login).toHaveBeenCalledTimes(2);
    expect(lobby().mode).toBe('all');
    expect(favouriteList).not.toHaveBeenCalled();
    running.store.dispatch(favouriteToggled(game(1)));
    expect(login).toHaveBeenCalledTimes(3);
    expect(add).not.toHaveBeenCalled();
  });

  it('after login: favourite ids load, fav and recent clear then fetch, a toggle flips the id', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    favouriteIds.mockResolvedValue(['PG-2']);
    favouriteList.mockResolvedValue({ content: [game(2)], pageNum: 1, totalPages: 1 });
    recentGames.mockResolvedValue({ list: [game(3), game(4)], totalPages: 1 });
    add.mockResolvedValue(null);
    remove.mockResolvedValue(null);
    bus.emit('session:changed', { status: 'in', account: 'p1' });
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().favouriteIds).toEqual(['PG-2']));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));

    running.store.dispatch(modeTabClicked('fav'));
    expect(lobby().games).toEqual([]);
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual(['PG-2']));
    expect(favouriteList.mock.calls[0]![0]).toMatchObject({ clientType: 3, platform: 'flash', gameType: 'RNG' });
    running.store.dispatch(modeTabClicked('recent'));
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual(['PG-3', 'PG-4']));

    running.store.dispatch(favouriteToggled(game(3)));
    expect(lobby().favouriteBusy).toBe(true);
    await waitFor(() => expect(lobby().favouriteIds).toEqual(['PG-2', 'PG-3']));
    expect(add).toHaveBeenCalledWith({ nodeId: 'PG-3', vendor: 'PG', gameType: 'RNG' });
    running.store.dispatch(favouriteToggled(game(2)));
    await waitFor(() => expect(lobby().favouriteIds).toEqual(['PG-3']));
    expect(remove).toHaveBeenCalledWith({ nodeId: 'PG-2', vendor: 'PG', gameType: 'RNG' });
    expect(lobby().favouriteBusy).toBe(false);
  });

  it('a PVP game opens its room list; a room launches with its roomId into the game page', async () => {
    const pvp = { ...game(1, 'KY'), gameType: 'PVP', gameCode: 'KY_PVP1' };
    vendorLanes.mockResolvedValue([{ title: 'PVP', cards: [card('KY', 'PVP')], gameClassify: [] }]);
    gameList.mockResolvedValue(page([pvp]));
    const room = { roomId: 'KY_PVP1-R1', roomName: 'Table 1', gameCode: 'KY_PVP1', vassalage: 'KY', minBet: 1, players: 2, maxPlayers: 6 };
    jest.mocked(fetchPvpRooms).mockResolvedValue([room]);
    jest.mocked(fetchLaunchUrl).mockResolvedValue({ content: { game_url: '/sandbox-games/play/t1' } });
    bus.emit('session:changed', { status: 'in', account: 'p1', accountType: 0 });
    running.store.dispatch(lobbyOpened({ gameType: 'PVP' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(gameLaunched({ vassalage: 'KY', gameType: 'PVP', gameCode: 'KY_PVP1', nodeId: pvp.nodeId }));
    await waitFor(() => expect(lobby().rooms).toMatchObject({ status: 'ready', list: [room] }));
    expect(fetchPvpRooms).toHaveBeenCalledWith('KY', 'KY_PVP1');
    expect(fetchLaunchUrl).not.toHaveBeenCalled();
    running.store.dispatch(gameLaunched({ vassalage: 'KY', gameType: 'PVP', gameCode: 'KY_PVP1', nodeId: pvp.nodeId, roomId: room.roomId, title: 'Table 1' }));
    await waitFor(() => expect(lobby().navigateTo).toBe('/game?url=%2Fsandbox-games%2Fplay%2Ft1&title=Table+1'));
    expect(lobby().rooms).toBeNull();
    expect(jest.mocked(fetchLaunchUrl).mock.calls[0]![0]).toMatchObject({ roomId: 'KY_PVP1-R1', launchMode: 'GLS', vassalage: 'KY' });
  });

  it('a failed vendor fetch can be retried', async () => {
    vendorLanes.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().vendorsStatus).toBe('failed'));
    expect(lobby().vendorsError).toEqual({ kind: 'network', i18nKey: 'errors.network' } satisfies ErrorInfo);
    running.store.dispatch(vendorsRetried());
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
  });

  it('a list that failed for want of a session loads again after login', async () => {
    gameList.mockRejectedValueOnce(new ApiError({ kind: 'unauthorized', code: 'login.not.session' }));
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('failed'));
    expect(lobby().gamesError).toMatchObject({ kind: 'unauthorized', i18nKey: 'errors.notLoggedIn' } satisfies ErrorInfo);
    // The host's login reaches the saga over the bus.
    bus.emit('session:changed', { status: 'in', account: 'p1' });
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    // Once loaded, neither a new session nor a stray retry refetches.
    bus.emit('session:changed', { status: 'in', account: 'p1' });
    running.store.dispatch(sessionChanged({ loggedIn: true }));
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
