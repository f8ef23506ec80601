import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GameItem, VendorCard } from '@tessera/shared';
import type { ErrorInfo } from '@tessera/shared';
import type { GamesPage, LobbyState } from './types';

export const initialLobbyState: LobbyState = {
  gameType: '',
  vendorsStatus: 'idle',
  vendors: [],
  vendorsError: null,
  linkedVendor: null,
  selectedVendor: null,
  searchText: '',
  gameName: '',
  games: [],
  pageNo: 0,
  totalPages: 0,
  totalCount: 0,
  gamesStatus: 'idle',
  gamesError: null,
};

/** Changing vendor or search starts the list over from page 1 (spec §4, lobby list modes). */
function resetList(state: LobbyState) {
  state.games = [];
  state.pageNo = 0;
  state.totalPages = 0;
  state.totalCount = 0;
  state.gamesStatus = 'idle';
  state.gamesError = null;
}

const lobbySlice = createSlice({
  name: 'lobby',
  initialState: initialLobbyState,
  reducers: {
    lobbyOpened(state, action: PayloadAction<{ gameType: string }>) {
      // The URL's vendor outlives a lobby switch: the URL effect reports it independently.
      return { ...initialLobbyState, linkedVendor: state.linkedVendor, gameType: action.payload.gameType, vendorsStatus: 'loading' };
    },
    urlVendorChanged(state, action: PayloadAction<string | null>) {
      state.linkedVendor = action.payload;
    },
    vendorsRetried(state) {
      state.vendorsStatus = 'loading';
      state.vendorsError = null;
    },
    vendorsLoaded(state, action: PayloadAction<VendorCard[]>) {
      state.vendorsStatus = 'ready';
      state.vendors = action.payload;
    },
    vendorsFailed(state, action: PayloadAction<ErrorInfo>) {
      state.vendorsStatus = 'failed';
      state.vendorsError = action.payload;
    },
    vendorSelected(state, action: PayloadAction<string>) {
      state.selectedVendor = action.payload;
      // A vendor change clears the other filters.
      state.searchText = '';
      state.gameName = '';
      resetList(state);
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.gameName = action.payload;
      resetList(state);
    },
    gamesRequested(state) {
      state.gamesStatus = 'loading';
      state.gamesError = null;
    },
    gamesLoaded(state, action: PayloadAction<GamesPage>) {
      const { pageNo, games, totalPages, totalCount } = action.payload;
      // Pages can shift while a player scrolls; never list one game twice.
      const seen = new Set(pageNo === 1 ? [] : state.games.map((g) => g.nodeId));
      const fresh = games.filter((g) => !seen.has(g.nodeId));
      state.games = pageNo === 1 ? fresh : [...state.games, ...fresh];
      state.pageNo = pageNo;
      state.totalPages = totalPages;
      state.totalCount = totalCount;
      state.gamesStatus = 'ready';
    },
    gamesFailed(state, action: PayloadAction<ErrorInfo>) {
      state.gamesStatus = 'failed';
      state.gamesError = action.payload;
    },
  },
});

export const {
  lobbyOpened,
  urlVendorChanged,
  vendorsRetried,
  vendorsLoaded,
  vendorsFailed,
  vendorSelected,
  searchTyped,
  searchChanged,
  gamesRequested,
  gamesLoaded,
  gamesFailed,
} = lobbySlice.actions;

/** Events the sagas decide on; they change no state by themselves. */
export const moreRequested = createAction('lobby/moreRequested');
export const gamesRetried = createAction('lobby/gamesRetried');
export const sessionStarted = createAction('lobby/sessionStarted');

export const lobbyReducer = lobbySlice.reducer;

type WithLobby = { lobby: LobbyState };
export const selectLobby = (s: WithLobby): LobbyState => s.lobby;
export const selectVendors = (s: WithLobby): VendorCard[] => s.lobby.vendors;
export const selectGames = (s: WithLobby): GameItem[] => s.lobby.games;
export const selectHasMore = (s: WithLobby): boolean => s.lobby.pageNo < s.lobby.totalPages;
