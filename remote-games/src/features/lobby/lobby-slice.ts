import { createAction, createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { ErrorInfo, GameClassify, GameItem, PvpRoom, VendorCard } from '@tessera/shared';
import type { LaunchTarget } from '../../common/launch/launch-rules';
import { DEFAULT_VIEW, type LobbyUrlView } from './lobby-url';
import type { GamesPage, ListMode, LobbyState } from './types';

export const initialLobbyState: LobbyState = {
  gameType: '',
  vendorsStatus: 'idle',
  vendors: [],
  classifies: [],
  vendorsError: null,
  linkedVendor: null,
  linkedView: DEFAULT_VIEW,
  selectedVendor: null,
  searchText: '',
  gameName: '',
  classify: '',
  minBet: 'all',
  mode: 'all',
  games: [],
  pageNo: 0,
  totalPages: 0,
  totalCount: 0,
  hasMore: true,
  gamesStatus: 'idle',
  gamesError: null,
  loggedIn: false,
  trial: false,
  favouriteIds: [],
  favouriteBusy: false,
  launching: false,
  trialWarning: false,
  launchError: null,
  vendorList: null,
  navigateTo: null,
  rooms: null,
};

/**
 * Any change of vendor, search, classification, minimum bet or mode starts over: page 1 of 15, hasMore,
 * the other filters cleared and the mode back to all (docs/product.md#lobbies). `keep` names the one
 * filter that changed.
 */
function startOver(state: LobbyState, keep: 'search' | 'classify' | 'minBet' | 'mode' | 'vendor') {
  if (keep !== 'search') {
    state.searchText = '';
    state.gameName = '';
  }
  if (keep !== 'classify') state.classify = '';
  if (keep !== 'minBet') state.minBet = 'all';
  if (keep !== 'mode') state.mode = 'all';
  state.games = [];
  state.pageNo = 0;
  state.totalPages = 0;
  state.totalCount = 0;
  state.hasMore = true;
  state.gamesStatus = 'idle';
  state.gamesError = null;
}

/** The case of a filter picked: `field` takes the new value and the list starts over (`keep`: that filter). */
function filterChanged<K extends 'selectedVendor' | 'gameName' | 'classify' | 'minBet' | 'mode'>(field: K, keep: Parameters<typeof startOver>[1]) {
  return (state: LobbyState, action: PayloadAction<NonNullable<LobbyState[K]>>) => {
    state[field] = action.payload;
    startOver(state, keep);
  };
}

const lobbySlice = createSlice({
  name: 'lobby',
  initialState: initialLobbyState,
  reducers: {
    lobbyOpened(state, action: PayloadAction<{ gameType: string }>) {
      // The URL's vendor and the session outlive a lobby switch.
      return {
        ...initialLobbyState,
        linkedVendor: state.linkedVendor,
        linkedView: state.linkedView,
        loggedIn: state.loggedIn,
        trial: state.trial,
        favouriteIds: state.favouriteIds,
        gameType: action.payload.gameType,
        vendorsStatus: 'loading',
      };
    },
    urlVendorChanged(state, action: PayloadAction<string | null>) {
      state.linkedVendor = action.payload;
    },
    /** The URL's list, search, filters and page (a reload, a link, Back): the saga restores them. */
    urlViewChanged(state, action: PayloadAction<LobbyUrlView>) {
      state.linkedView = action.payload;
    },
    /** The URL's view, all at once (no filter clears another): the list starts over on its page. */
    viewRestored(state, action: PayloadAction<LobbyUrlView>) {
      const v = action.payload;
      startOver(state, 'vendor');
      state.mode = v.mode;
      state.searchText = v.gameName;
      state.gameName = v.gameName;
      state.classify = v.classify;
      state.minBet = v.minBet;
    },
    vendorsRetried(state) {
      state.vendorsStatus = 'loading';
      state.vendorsError = null;
    },
    vendorsLoaded(state, action: PayloadAction<{ vendors: VendorCard[]; classifies: GameClassify[] }>) {
      state.vendorsStatus = 'ready';
      state.vendors = action.payload.vendors;
      state.classifies = action.payload.classifies;
    },
    vendorsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.vendorsStatus = 'failed';
      state.vendorsError = action.payload;
    },
    vendorSelected: filterChanged('selectedVendor', 'vendor'),
    searchTyped(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    searchChanged: filterChanged('gameName', 'search'),
    classifyChanged: filterChanged('classify', 'classify'),
    minBetChanged: filterChanged('minBet', 'minBet'),
    /** The mode tab was picked (the saga checks login first for fav and recent). */
    modeChanged: filterChanged('mode', 'mode'),
    gamesRequested(state) {
      state.gamesStatus = 'loading';
      state.gamesError = null;
    },
    gamesLoaded(state, action: PayloadAction<GamesPage>) {
      const { pageNo, games, totalPages, totalCount, append } = action.payload;
      // Pages can shift while a player scrolls; never list one game twice.
      const seen = new Set(append ? state.games.map((g) => g.nodeId) : []);
      const fresh = games.filter((g) => !seen.has(g.nodeId));
      state.games = append ? [...state.games, ...fresh] : fresh;
      state.pageNo = pageNo;
      state.totalPages = totalPages;
      state.totalCount = totalCount;
      state.hasMore = pageNo < totalPages;
      state.gamesStatus = 'ready';
    },
    gamesFailed(state, action: PayloadAction<ErrorInfo>) {
      state.gamesStatus = 'failed';
      state.gamesError = action.payload;
    },
    sessionChanged(state, action: PayloadAction<{ loggedIn: boolean; trial?: boolean }>) {
      state.loggedIn = action.payload.loggedIn;
      state.trial = action.payload.loggedIn && !!action.payload.trial;
      if (!action.payload.loggedIn || state.trial) {
        state.favouriteIds = [];
        // The player's own lists leave with them: back to all games (the saga fetches it).
        if (state.mode === 'fav' || (!action.payload.loggedIn && state.mode === 'recent')) startOver(state, 'vendor');
      }
    },
    /** A trial account tried what needs a real one (favourites, recent, a third-party game). */
    trialWarned(state) {
      state.trialWarning = true;
    },
    favouriteIdsLoaded(state, action: PayloadAction<string[]>) {
      state.favouriteIds = action.payload;
    },
    favouriteStarted(state) {
      state.favouriteBusy = true;
    },
    /** The gateway took the add or remove: flip the id locally. */
    favouriteFlipped(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.favouriteBusy = false;
      state.favouriteIds = state.favouriteIds.includes(id) ? state.favouriteIds.filter((x) => x !== id) : [...state.favouriteIds, id];
      // Un-favouriting in the favourites tab takes the game off the list.
      if (state.mode === 'fav' && !state.favouriteIds.includes(id)) state.games = state.games.filter((g) => g.nodeId !== id);
    },
    favouriteFailed(state) {
      state.favouriteBusy = false;
    },
    launchStarted(state) {
      state.launching = true;
      state.launchError = null;
    },
    launchFinished(
      state,
      action: PayloadAction<{ navigateTo?: string; trial?: boolean; error?: ErrorInfo; vendorList?: LobbyState['vendorList'] }>,
    ) {
      state.launching = false;
      state.navigateTo = action.payload.navigateTo ?? null;
      state.trialWarning = action.payload.trial ?? false;
      state.launchError = action.payload.error ?? null;
      if (action.payload.vendorList) state.vendorList = action.payload.vendorList;
      // A game picked from the popup leaves it.
      else if (action.payload.navigateTo) state.vendorList = null;
    },
    vendorListClosed(state) {
      state.vendorList = null;
    },
    navigated(state) {
      state.navigateTo = null;
    },
    roomsRequested(state, action: PayloadAction<GameItem>) {
      state.rooms = { game: action.payload, status: 'loading', list: [], error: null };
    },
    roomsLoaded(state, action: PayloadAction<PvpRoom[]>) {
      if (state.rooms) state.rooms = { ...state.rooms, status: 'ready', list: action.payload };
    },
    roomsFailed(state, action: PayloadAction<ErrorInfo>) {
      if (state.rooms) state.rooms = { ...state.rooms, status: 'failed', error: action.payload };
    },
    roomsClosed(state) {
      state.rooms = null;
    },
    launchNoticeClosed(state) {
      state.trialWarning = false;
      state.launchError = null;
    },
  },
});

export const {
  lobbyOpened,
  urlVendorChanged,
  urlViewChanged,
  viewRestored,
  vendorsRetried,
  vendorsLoaded,
  vendorsFailed,
  vendorSelected,
  searchTyped,
  searchChanged,
  classifyChanged,
  minBetChanged,
  modeChanged,
  gamesRequested,
  gamesLoaded,
  gamesFailed,
  sessionChanged,
  favouriteIdsLoaded,
  favouriteStarted,
  favouriteFlipped,
  favouriteFailed,
  launchStarted,
  launchFinished,
  navigated,
  launchNoticeClosed,
  trialWarned,
  vendorListClosed,
  roomsRequested,
  roomsLoaded,
  roomsFailed,
  roomsClosed,
} = lobbySlice.actions;

/** Events the sagas decide on; they change no state by themselves. */
/** A mode tab was clicked: fav and recent need login (without it nothing changes; the login popup opens). */
export const modeTabClicked = createAction<ListMode>('lobby/modeTabClicked');
/** The pager asked for a page (replaces the list). */
export const pageRequested = createAction<number>('lobby/pageRequested');
/** Infinite scroll reached the end (appends the next page). */
export const moreRequested = createAction('lobby/moreRequested');
export const gamesRetried = createAction('lobby/gamesRetried');
export const favouriteToggled = createAction<GameItem>('lobby/favouriteToggled');
export const gameLaunched = createAction<LaunchTarget & { title?: string }>('lobby/gameLaunched');
/** The site's language changed (the bus's `locale:changed`): game names come from the gateway in that language. */
export const localeChanged = createAction<string>('lobby/localeChanged');

/** The host found the connection again (the bus's `connection:restored`): what failed meanwhile loads again. */
export const connectionReturned = createAction('lobby/connectionReturned');

export const lobbyReducer = lobbySlice.reducer;

type WithLobby = { lobby: LobbyState };
export const selectLobby = (s: WithLobby): LobbyState => s.lobby;
export const selectHasMore = (s: WithLobby): boolean => s.lobby.mode === 'all' && s.lobby.hasMore && s.lobby.pageNo < s.lobby.totalPages;
/** Whether a game is one of the player's favourites. */
export const selectIsFavourite = (s: WithLobby, nodeId: string): boolean => s.lobby.favouriteIds.includes(nodeId);
