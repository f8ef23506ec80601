import type { GameItem } from '@tessera/shared';
import {
  gamesFailed,
  gamesLoaded,
  gamesRequested,
  initialLobbyState,
  lobbyOpened,
  lobbyReducer,
  searchChanged,
  searchTyped,
  selectHasMore,
  urlVendorChanged,
  vendorSelected,
  vendorsFailed,
  vendorsLoaded,
} from './lobby-slice';
import type { LobbyState } from './types';

const game = (n: number): GameItem => ({
  nodeId: `n${n}`,
  gameId: `g${n}`,
  gameName: `Game ${n}`,
  gameCode: `c${n}`,
  vassalage: 'PG',
  gameType: 'RNG',
  iconUrl: `/i/${n}.png`,
});
const reduce = (state: LobbyState, ...actions: Parameters<typeof lobbyReducer>[1][]) => actions.reduce(lobbyReducer, state);

describe('lobby slice', () => {
  it('opens a lobby fresh but keeps the vendor the URL names', () => {
    const dirty = { ...initialLobbyState, linkedVendor: 'JL', games: [game(1)], gameType: 'LIVE' };
    const s = lobbyReducer(dirty, lobbyOpened({ gameType: 'RNG' }));
    expect(s).toEqual({ ...initialLobbyState, gameType: 'RNG', linkedVendor: 'JL', vendorsStatus: 'loading' });
  });

  it('records the vendors or their failure', () => {
    const vendors = [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', isHot: 1 as const }];
    expect(lobbyReducer(initialLobbyState, vendorsLoaded(vendors))).toMatchObject({ vendorsStatus: 'ready', vendors });
    const err = { i18nKey: 'errors.network', kind: 'network' as const };
    expect(lobbyReducer(initialLobbyState, vendorsFailed(err))).toMatchObject({ vendorsStatus: 'failed', vendorsError: err });
    expect(lobbyReducer(initialLobbyState, urlVendorChanged('PG')).linkedVendor).toBe('PG');
  });

  it('appends later pages without listing a game twice', () => {
    const s = reduce(
      initialLobbyState,
      gamesRequested(),
      gamesLoaded({ pageNo: 1, games: [game(1), game(2)], totalPages: 3, totalCount: 6 }),
      gamesLoaded({ pageNo: 2, games: [game(2), game(3)], totalPages: 3, totalCount: 6 }),
    );
    expect(s.games.map((g) => g.nodeId)).toEqual(['n1', 'n2', 'n3']);
    expect(s).toMatchObject({ pageNo: 2, totalPages: 3, totalCount: 6, gamesStatus: 'ready' });
    expect(selectHasMore({ lobby: s })).toBe(true);
    expect(selectHasMore({ lobby: { ...s, pageNo: 3 } })).toBe(false);
  });

  it('a vendor change resets the list and clears the search', () => {
    const loaded = reduce(
      initialLobbyState,
      searchTyped('fortune'),
      searchChanged('fortune'),
      gamesLoaded({ pageNo: 1, games: [game(1)], totalPages: 2, totalCount: 2 }),
    );
    const s = lobbyReducer(loaded, vendorSelected('JL'));
    expect(s).toMatchObject({ selectedVendor: 'JL', searchText: '', gameName: '', games: [], pageNo: 0, totalPages: 0, gamesStatus: 'idle' });
  });

  it('a search change resets the list but keeps the vendor', () => {
    const loaded = reduce(
      initialLobbyState,
      vendorSelected('PG'),
      gamesLoaded({ pageNo: 2, games: [game(1)], totalPages: 2, totalCount: 2 }),
    );
    const s = lobbyReducer(loaded, searchChanged('dragon'));
    expect(s).toMatchObject({ selectedVendor: 'PG', gameName: 'dragon', games: [], pageNo: 0 });
  });

  it('a failure keeps the games already shown', () => {
    const loaded = reduce(initialLobbyState, gamesLoaded({ pageNo: 1, games: [game(1)], totalPages: 2, totalCount: 2 }));
    const err = { i18nKey: 'errors.timeout', kind: 'timeout' as const };
    const s = reduce(loaded, gamesRequested(), gamesFailed(err));
    expect(s).toMatchObject({ gamesStatus: 'failed', gamesError: err, pageNo: 1 });
    expect(s.games).toHaveLength(1);
    expect(lobbyReducer(s, gamesRequested())).toMatchObject({ gamesStatus: 'loading', gamesError: null });
  });
});
