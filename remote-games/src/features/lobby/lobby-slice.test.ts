import type { ErrorInfo, GameItem } from '@tessera/shared';
import {
  classifyChanged,
  favouriteFlipped,
  favouriteStarted,
  gamesFailed,
  gamesLoaded,
  gamesRequested,
  initialLobbyState,
  lobbyOpened,
  lobbyReducer,
  minBetChanged,
  modeChanged,
  searchChanged,
  searchTyped,
  selectHasMore,
  sessionChanged,
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
const page = (pageNo: number, games: GameItem[], totalPages = 3, append = false) => gamesLoaded({ pageNo, games, totalPages, totalCount: totalPages * 15, append });

/** A lobby with every filter set and page 2 shown. */
const busy = (): LobbyState => ({
  ...initialLobbyState,
  selectedVendor: 'PG',
  searchText: 'dragon',
  gameName: 'dragon',
  classify: 'JP',
  minBet: '0.05',
  mode: 'all',
  games: [game(1)],
  pageNo: 2,
  totalPages: 3,
  totalCount: 45,
  hasMore: false,
  gamesStatus: 'ready',
});

describe('lobby slice', () => {
  it('opens a lobby fresh but keeps the URL vendor, the session and the favourite ids', () => {
    const dirty = { ...busy(), linkedVendor: 'JL', gameType: 'LIVE', loggedIn: true, favouriteIds: ['n1'] };
    const s = lobbyReducer(dirty, lobbyOpened({ gameType: 'RNG' }));
    expect(s).toEqual({ ...initialLobbyState, gameType: 'RNG', linkedVendor: 'JL', vendorsStatus: 'loading', loggedIn: true, favouriteIds: ['n1'] });
  });

  it('records the vendors with the lane classifications, or their failure', () => {
    const vendors = [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', isHot: 1 as const }];
    const classifies = [{ key: 'JP', displayName: 'Jackpot', gameCount: 3 }];
    expect(lobbyReducer(initialLobbyState, vendorsLoaded({ vendors, classifies }))).toMatchObject({ vendorsStatus: 'ready', vendors, classifies });
    const err = { kind: 'network', i18nKey: 'errors.network' } satisfies ErrorInfo;
    expect(lobbyReducer(initialLobbyState, vendorsFailed(err))).toMatchObject({ vendorsStatus: 'failed', vendorsError: err });
    expect(lobbyReducer(initialLobbyState, urlVendorChanged('PG')).linkedVendor).toBe('PG');
  });

  describe('list modes (docs/product.md#lobbies): any change starts over at page 1 with hasMore', () => {
    const cleared = { games: [], pageNo: 0, totalPages: 0, totalCount: 0, hasMore: true, gamesStatus: 'idle', gamesError: null };

    it('a vendor change clears search, classification, minimum bet and mode', () => {
      const s = lobbyReducer({ ...busy(), mode: 'hot' }, vendorSelected('JL'));
      expect(s).toMatchObject({ ...cleared, selectedVendor: 'JL', searchText: '', gameName: '', classify: '', minBet: 'all', mode: 'all' });
    });

    it('a search keeps itself and the vendor, clears the rest', () => {
      const s = lobbyReducer(busy(), searchChanged('tiger'));
      expect(s).toMatchObject({ ...cleared, selectedVendor: 'PG', gameName: 'tiger', classify: '', minBet: 'all', mode: 'all' });
    });

    it('a classification keeps itself, clears search and minimum bet', () => {
      const s = lobbyReducer(busy(), classifyChanged('TG'));
      expect(s).toMatchObject({ ...cleared, classify: 'TG', searchText: '', gameName: '', minBet: 'all', mode: 'all' });
    });

    it('a minimum bet keeps itself, clears search and classification', () => {
      const s = lobbyReducer(busy(), minBetChanged('0.5'));
      expect(s).toMatchObject({ ...cleared, minBet: '0.5', searchText: '', gameName: '', classify: '' });
    });

    it('a mode keeps itself and the vendor, clears every filter', () => {
      for (const mode of ['hot', 'fav', 'recent'] as const) {
        const s = lobbyReducer(busy(), modeChanged(mode));
        expect(s).toMatchObject({ ...cleared, mode, selectedVendor: 'PG', gameName: '', searchText: '', classify: '', minBet: 'all' });
      }
    });

    it('typing alone changes nothing but the box (the debounced search applies it)', () => {
      const s = lobbyReducer(busy(), searchTyped('drag'));
      expect(s).toEqual({ ...busy(), searchText: 'drag' });
    });
  });

  it('the pager replaces the list; infinite scroll appends without listing a game twice', () => {
    const paged = reduce(initialLobbyState, gamesRequested(), page(1, [game(1), game(2)]), page(2, [game(3)]));
    expect(paged.games.map((g) => g.nodeId)).toEqual(['n3']);
    expect(paged).toMatchObject({ pageNo: 2, hasMore: true, gamesStatus: 'ready' });
    const scrolled = reduce(initialLobbyState, page(1, [game(1), game(2)]), page(2, [game(2), game(3)], 3, true));
    expect(scrolled.games.map((g) => g.nodeId)).toEqual(['n1', 'n2', 'n3']);
    expect(selectHasMore({ lobby: scrolled })).toBe(true);
    const last = lobbyReducer(scrolled, page(3, [game(4)], 3, true));
    expect(last.hasMore).toBe(false);
    expect(selectHasMore({ lobby: last })).toBe(false);
    // Hot, fav and recent are one page: never more to load.
    expect(selectHasMore({ lobby: { ...scrolled, mode: 'hot' } })).toBe(false);
  });

  it('a failure keeps the games already shown', () => {
    const loaded = reduce(initialLobbyState, page(1, [game(1)], 2));
    const err = { kind: 'timeout', i18nKey: 'errors.timeout' } satisfies ErrorInfo;
    const s = reduce(loaded, gamesRequested(), gamesFailed(err));
    expect(s).toMatchObject({ gamesStatus: 'failed', gamesError: err, pageNo: 1 });
    expect(s.games).toHaveLength(1);
    expect(lobbyReducer(s, gamesRequested())).toMatchObject({ gamesStatus: 'loading', gamesError: null });
  });

  it('flips a favourite id under the loader; un-favouriting in the favourites tab drops the game', () => {
    const s = reduce({ ...initialLobbyState, loggedIn: true }, favouriteStarted());
    expect(s.favouriteBusy).toBe(true);
    const on = lobbyReducer(s, favouriteFlipped('n1'));
    expect(on).toMatchObject({ favouriteBusy: false, favouriteIds: ['n1'] });
    const favTab = { ...on, mode: 'fav' as const, games: [game(1), game(2)] };
    const off = lobbyReducer(favTab, favouriteFlipped('n1'));
    expect(off.favouriteIds).toEqual([]);
    expect(off.games.map((g) => g.nodeId)).toEqual(['n2']);
    expect(lobbyReducer({ ...on, loggedIn: true }, sessionChanged({ loggedIn: false })).favouriteIds).toEqual([]);
  });
});
