// The lobby saga with trial accounts, logging out, the All tab, vendor entries, cockfight and the site language.
import { bus } from '@tessera/shared';
import { waitFor } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { fetchLaunchUrl } from '../../common/launch/launch-api';
import { add, card, favouriteIds, favouriteList, game, gameList, lastQuery, lobby, login, page, recentGames, running, lobbySagaPerTest, vendorLanes } from './lobby-saga-fixtures';
import { classifyChanged, favouriteToggled, gameLaunched, lobbyOpened, modeTabClicked, pageRequested } from './lobby-slice';

jest.mock('./lobby-api');
jest.mock('../../common/launch/launch-api');
lobbySagaPerTest(createAppStore);

describe('lobby saga: trial accounts, logout, the All tab, vendor entries, cockfight', () => {
  it('a trial account is warned on favourites and a heart, gets no favourite ids, and sees the games it played', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    recentGames.mockResolvedValue({ list: [game(3)], totalPages: 1 });
    bus.emit('session:changed', { status: 'in', account: 't1', accountType: 4 });
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lobby()).toMatchObject({ loggedIn: true, trial: true });
    running.store.dispatch(modeTabClicked('fav'));
    expect(lobby()).toMatchObject({ mode: 'all', trialWarning: true });
    running.store.dispatch(favouriteToggled(game(1)));
    expect(favouriteIds).not.toHaveBeenCalled();
    expect(favouriteList).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    // Recent is not a real-money list: a trial account's recent tab lists what it played.
    running.store.dispatch(modeTabClicked('recent'));
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual([game(3).nodeId]));
    expect(lobby().mode).toBe('recent');
  });

  it('logging out clears the favourites list and the ids, and lists all games again', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    favouriteIds.mockResolvedValue(['PG-2']);
    favouriteList.mockResolvedValue({ content: [game(2)], pageNum: 1, totalPages: 1 });
    bus.emit('session:changed', { status: 'in', account: 'p1' });
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(modeTabClicked('fav'));
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual(['PG-2']));
    const lists = gameList.mock.calls.length;
    bus.emit('session:changed', { status: 'out' });
    expect(lobby()).toMatchObject({ loggedIn: false, mode: 'all', favouriteIds: [] });
    expect(lobby().games.map((g) => g.nodeId)).not.toContain('PG-2');
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual(['PG-1']));
    expect(gameList).toHaveBeenCalledTimes(lists + 1);
    expect(lastQuery()).toMatchObject({ vassalage: 'PG', pageNo: 1 });
  });

  it('"All games" clears a JP/TG/AC tab (and a search) and lists again', async () => {
    gameList.mockResolvedValue(page([game(1)]));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(classifyChanged('TG'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameClassify: 'TG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(modeTabClicked('all'));
    expect(lobby().classify).toBe('');
    await waitFor(() => expect(gameList).toHaveBeenCalledTimes(3));
    expect(lastQuery()).not.toHaveProperty('gameClassify');
    // Nothing to clear: the tab does nothing.
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(modeTabClicked('all'));
    expect(gameList).toHaveBeenCalledTimes(3);
  });

  it('a VASSALAGE entry opens its vendor\'s popup game list instead of launching', async () => {
    vendorLanes.mockResolvedValue([{ title: 'FISH', cards: [card('JL', 'FISH'), card('JDB', 'FISH')], gameClassify: [] }]);
    gameList.mockResolvedValue(page([{ ...game(9, 'JDB'), gameType: 'FISH', isGame: 'VASSALAGE' }]));
    bus.emit('session:changed', { status: 'in', account: 'p1', accountType: 0 });
    running.store.dispatch(lobbyOpened({ gameType: 'FISH' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(gameLaunched({ vassalage: 'JDB', gameType: 'FISH', nodeId: 'JDB-9', isGame: 'VASSALAGE', title: 'JDB Fishing' }));
    await waitFor(() => expect(lobby().vendorList).toEqual({ vassalage: 'JDB', gameType: 'FISH', vendorName: 'JDB name' }));
    expect(lobby().navigateTo).toBeNull();
    expect(fetchLaunchUrl).not.toHaveBeenCalled();
    // A game picked from the popup launches and closes it.
    jest.mocked(fetchLaunchUrl).mockResolvedValue({ content: { game_url: '/sandbox-games/play/t2' } });
    running.store.dispatch(gameLaunched({ vassalage: 'JDB', gameType: 'FISH', nodeId: 'JDB-3', title: 'Fish 3' }));
    await waitFor(() => expect(lobby().navigateTo).toBe('/game?url=%2Fsandbox-games%2Fplay%2Ft2&title=Fish+3'));
    expect(lobby().vendorList).toBeNull();
  });

  it('the cockfight lobby leaves DS88 out (it has its own page)', async () => {
    vendorLanes.mockResolvedValue([{ title: 'COCKFIGHT', cards: [card('DS88', 'COCKFIGHT'), card('SV3', 'COCKFIGHT')], gameClassify: [] }]);
    gameList.mockResolvedValue(page([game(1, 'SV3')]));
    running.store.dispatch(lobbyOpened({ gameType: 'COCKFIGHT' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    expect(lobby().vendors.map((v) => v.vassalage)).toEqual(['SV3']);
    expect(lastQuery()).toMatchObject({ gameType: 'COCKFIGHT', vassalage: 'SV3' });
  });
});

describe('lobby saga and the site language', () => {
  it('lists the games again from page 1 when the language changes, and not before a list is shown', async () => {
    bus.emit('locale:changed', { lang: 'cn' });
    expect(gameList).not.toHaveBeenCalled();
    gameList.mockResolvedValue(page([game(1), game(2)], 3));
    running.store.dispatch(lobbyOpened({ gameType: 'RNG' }));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    running.store.dispatch(pageRequested(2));
    await waitFor(() => expect(lastQuery().pageNo).toBe(2));
    await waitFor(() => expect(lobby().gamesStatus).toBe('ready'));
    const calls = gameList.mock.calls.length;
    gameList.mockResolvedValue(page([game(7)], 3));
    bus.emit('locale:changed', { lang: 'th' });
    await waitFor(() => expect(gameList).toHaveBeenCalledTimes(calls + 1));
    expect(lastQuery()).toMatchObject({ vassalage: 'PG', pageNo: 1 });
    await waitFor(() => expect(lobby().games.map((g) => g.nodeId)).toEqual(['PG-7']));
  });
});
