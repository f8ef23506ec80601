import type { PayloadAction, UnknownAction } from '@tessera/shared/toolkit';
import {
  api,
  forwardBusEvents,
  gatewayLanguage,
  toErrorInfo,
  type FavoriteListValue,
  type GameItem,
  type GameListRequest,
  type GameListValue,
  type PvpRoom,
  type RecentGamesValue,
  type VendorCard,
  type VendorLane,
} from '@tessera/shared';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, debounce, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { TRIAL_ACCOUNT_TYPE, type LaunchSession } from '../../common/launch/launch-rules';
import { knownLaunchSession, runLaunch, type LaunchOutcome } from '../../common/launch/run-launch';
import {
  addFavourite,
  askForLogin,
  fetchFavouriteIds,
  fetchFavouriteList,
  fetchGameList,
  fetchHotGames,
  fetchPvpRooms,
  fetchRecentGames,
  fetchVendorLanes,
  removeFavourite,
} from './lobby-api';
import {
  classifyChanged,
  connectionReturned,
  favouriteFailed,
  favouriteFlipped,
  favouriteIdsLoaded,
  favouriteStarted,
  favouriteToggled,
  gameLaunched,
  gamesFailed,
  gamesLoaded,
  gamesRequested,
  gamesRetried,
  launchFinished,
  launchStarted,
  lobbyOpened,
  localeChanged,
  minBetChanged,
  modeChanged,
  modeTabClicked,
  moreRequested,
  pageRequested,
  roomsClosed,
  roomsFailed,
  roomsLoaded,
  roomsRequested,
  searchChanged,
  searchTyped,
  selectHasMore,
  selectLobby,
  sessionChanged,
  trialWarned,
  urlVendorChanged,
  urlViewChanged,
  vendorSelected,
  viewRestored,
  vendorsFailed,
  vendorsLoaded,
  vendorsRetried,
} from './lobby-slice';
import { sameView, type LobbyUrlView } from './lobby-url';
import { CLIENT_TYPE, FAVOURITE_PLATFORM, GAME_LIST_PLATFORM, HOT_PLATFORM, PAGE_SIZE, SEARCH_DEBOUNCE_MS, type LobbyState } from './types';

/** The vendor to open: the one the URL names when the lane has it, else the first (docs/product.md#lobbies). */
export function pickVendor(vendors: VendorCard[], linked: string | null): string | null {
  const match = linked ? vendors.find((v) => v.vassalage === linked) : undefined;
  return (match ?? vendors[0])?.vassalage ?? null;
}

/** DS88 has its own page (`/ds88`), so the cockfight lobby leaves it out (docs/product.md#header-and-nav). */
export const DS88_VENDOR = 'DS88';
export function lobbyVendors(gameType: string, cards: VendorCard[]): VendorCard[] {
  return gameType === 'COCKFIGHT' ? cards.filter((c) => c.vassalage !== DS88_VENDOR) : cards;
}

export function gameListQuery(s: LobbyState, pageNo: number, merchant: string, language: string): GameListRequest {
  return {
    clientType: CLIENT_TYPE,
    platform: GAME_LIST_PLATFORM,
    merchant,
    gameType: s.gameType,
    vassalage: s.selectedVendor ?? undefined,
    ...(s.classify ? { gameClassify: s.classify } : {}),
    ...(s.minBet !== 'all' ? { minBet: s.minBet } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
    // The gateway searches names across languages: a name search omits `language` (docs/gateway.md#game-calls).
    ...(s.gameName ? { gameName: s.gameName } : { language }),
  };
}

function* loadVendors(): SagaIterator {
  const { gameType }: LobbyState = yield select(selectLobby);
  try {
    const lanes: VendorLane[] = yield call(fetchVendorLanes);
    const lane = lanes.find((l) => l.title === gameType);
    const vendors = lobbyVendors(gameType, lane?.cards ?? []);
    yield put(vendorsLoaded({ vendors, classifies: lane?.gameClassify ?? [] }));
    const { linkedVendor }: LobbyState = yield select(selectLobby);
    const vendor = pickVendor(vendors, linkedVendor);
    if (vendor) yield put(vendorSelected(vendor));
    yield call(restoreLinkedView);
  } catch (e) {
    yield put(vendorsFailed(toErrorInfo(e)));
  }
}

/** A later URL change (back button, a nav link with another `page`) switches vendor. */
function* followUrlVendor(action: PayloadAction<string | null>): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  const vendor = action.payload;
  if (s.vendorsStatus !== 'ready' || !vendor || vendor === s.selectedVendor) return;
  if (s.vendors.some((v) => v.vassalage === vendor)) {
    yield put(vendorSelected(vendor));
    yield call(restoreLinkedView);
  }
}

/** The view the lobby shows now, as the URL would name it. */
export const currentView = (s: LobbyState): LobbyUrlView => ({ mode: s.mode, gameName: s.gameName, classify: s.classify, minBet: s.minBet, pageNo: Math.max(s.pageNo, 1) });

/**
 * Brings the lobby to the view the URL names (docs/product.md#lobbies: reload and Back restore it), once
 * its vendors are known. Favourites stay a real member's list: a trial account gets all games instead.
 */
function* restoreLinkedView(): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  if (s.vendorsStatus !== 'ready') return;
  const view = s.trial && s.linkedView.mode === 'fav' ? { ...s.linkedView, mode: 'all' as const } : s.linkedView;
  if (!sameView(view, currentView(s))) yield put(viewRestored(view));
}

function* applySearch(action: PayloadAction<string>): SagaIterator {
  const name = action.payload.trim();
  const s: LobbyState = yield select(selectLobby);
  // Fires only when the value changed (docs/product.md#lobbies).
  if (name !== s.gameName) yield put(searchChanged(name));
}

/**
 * Fav and recent need login: without it nothing changes and the login popup opens. Favourites are a real
 * member's list, so a trial account is told a real one is needed (docs/product.md#roles); its recent list
 * shows the games it played with its trial balance. "All games" again clears
 * the search and the classification or minimum-bet filter (a JP, TG or AC tab).
 */
function* pickMode(action: PayloadAction<LobbyState['mode']>): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  const personal = action.payload === 'fav' || action.payload === 'recent';
  if (personal && !s.loggedIn) {
    yield call(askForLogin, `lobby-${action.payload}`);
    return;
  }
  if (action.payload === 'fav' && s.trial) {
    yield put(trialWarned());
    return;
  }
  const filtered = action.payload === 'all' && (!!s.classify || !!s.gameName || s.minBet !== 'all');
  if (action.payload !== s.mode || filtered || s.gamesStatus === 'failed') yield put(modeChanged(action.payload));
}

/** Fetches what the current mode shows: a page of the list, the hot list, favourites or recent games. */
export function* fetchGames(pageNo: number, append: boolean): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  yield put(gamesRequested());
  const controller = new AbortController();
  try {
    let games: GameItem[];
    let totalPages = 1;
    let totalCount: number;
    if (s.mode === 'hot') {
      // The cached hot list, as one page with no more to load.
      const merchant: string = yield call([api, api.merchant]);
      const all: GameItem[] = yield call(fetchHotGames, { merchantCode: merchant, isPlatform: 2, vassalage: '', platform: HOT_PLATFORM, language: gatewayLanguage() });
      games = all.filter((g) => g.gameType.toUpperCase() === s.gameType);
      totalCount = games.length;
    } else if (s.mode === 'fav') {
      const value: FavoriteListValue = yield call(
        fetchFavouriteList,
        { clientType: CLIENT_TYPE, platform: FAVOURITE_PLATFORM, language: gatewayLanguage(), gameType: s.gameType, pageNo: 1, pageSize: 999 },
        controller.signal,
      );
      games = value?.content ?? [];
      totalCount = games.length;
    } else if (s.mode === 'recent') {
      const value: RecentGamesValue = yield call(fetchRecentGames, s.gameType, controller.signal);
      games = value?.list ?? [];
      totalCount = games.length;
    } else {
      const merchant: string = yield call([api, api.merchant]);
      const value: GameListValue = yield call(fetchGameList, gameListQuery(s, pageNo, merchant, gatewayLanguage()), controller.signal);
      games = value?.games ?? [];
      totalPages = value?.totalPages ?? 0;
      totalCount = value?.totalCount ?? games.length;
    }
    yield put(gamesLoaded({ pageNo, games, totalPages, totalCount, append }));
  } catch (e) {
    yield put(gamesFailed(toErrorInfo(e)));
  } finally {
    // A superseded fetch stops its request too, so a stale answer never lands.
    if (yield cancelled()) controller.abort();
  }
}

/** What starts the list over: each of these resets to page 1 and fetches. */
const RESTARTS = [vendorSelected.type, searchChanged.type, classifyChanged.type, minBetChanged.type, modeChanged.type, viewRestored.type];
const GAME_TRIGGERS = [lobbyOpened.type, ...RESTARTS, moreRequested.type, pageRequested.type, gamesRetried.type, sessionChanged.type, localeChanged.type];

/** Runs at most one list fetch at a time (docs/product.md#lobbies). */
function* watchGames(): SagaIterator {
  let task: Task | undefined;
  for (;;) {
    const action: UnknownAction = yield take(GAME_TRIGGERS);
    const running = task?.isRunning() ?? false;
    const s: LobbyState = yield select(selectLobby);
    if (lobbyOpened.match(action)) {
      if (running && task) yield cancel(task);
      task = undefined;
      continue;
    }
    if (moreRequested.match(action)) {
      // A fetch in progress blocks a second one.
      const hasMore: boolean = yield select(selectHasMore);
      if (running || !hasMore) continue;
      task = yield fork(fetchGames, s.pageNo + 1, true);
    } else if (pageRequested.match(action)) {
      if (running || s.mode !== 'all' || action.payload < 1 || (s.totalPages && action.payload > s.totalPages) || action.payload === s.pageNo) continue;
      task = yield fork(fetchGames, action.payload, false);
    } else if (sessionChanged.match(action) && s.gamesStatus === 'idle' && s.mode === 'all' && s.selectedVendor) {
      // Logging out left a favourites or recent list: all games are listed again.
      if (running && task) yield cancel(task);
      task = yield fork(fetchGames, 1, false);
    } else if (localeChanged.match(action)) {
      // Names are in the language of the request: a list on screen (or on its way) is fetched again from page 1.
      if (s.gamesStatus === 'idle' || (!s.selectedVendor && s.mode === 'all')) continue;
      if (running && task) yield cancel(task);
      task = yield fork(fetchGames, 1, false);
    } else if (gamesRetried.match(action) || sessionChanged.match(action)) {
      // Only a failed list is fetched again; logging in helps only one that failed for want of a session.
      if (running || s.gamesStatus !== 'failed') continue;
      if (sessionChanged.match(action) && (!action.payload.loggedIn || s.gamesError?.kind !== 'unauthorized')) continue;
      task = yield fork(fetchGames, Math.max(s.pageNo, 1), false);
    } else {
      // A new vendor, filter or mode makes the running fetch stale.
      if (running && task) yield cancel(task);
      if (!s.selectedVendor && s.mode === 'all') continue;
      // A view from the URL opens on its page of the list.
      const page = viewRestored.match(action) && s.mode === 'all' ? action.payload.pageNo : 1;
      task = yield fork(fetchGames, page, false);
    }
  }
}

/** Favourite ids are loaded after login (docs/product.md#favourites). */
function* loadFavouriteIds(action: PayloadAction<{ loggedIn: boolean; trial?: boolean }>): SagaIterator {
  if (!action.payload.loggedIn || action.payload.trial) return;
  try {
    const ids: string[] = yield call(fetchFavouriteIds);
    yield put(favouriteIdsLoaded((ids ?? []).map(String)));
  } catch {
    // The hearts stay empty; toggling still works and fixes the state.
  }
}

/** Toggling needs login; with it, add or remove, then flip the id locally (under the loader overlay). */
function* toggleFavourite(action: PayloadAction<GameItem>): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  if (!s.loggedIn) {
    yield call(askForLogin, 'favourite');
    return;
  }
  if (s.trial) {
    yield put(trialWarned());
    return;
  }
  const g = action.payload;
  const body = { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType };
  yield put(favouriteStarted());
  try {
    yield call(s.favouriteIds.includes(g.nodeId) ? removeFavourite : addFavourite, body);
    yield put(favouriteFlipped(g.nodeId));
  } catch {
    yield put(favouriteFailed());
  }
}

/** A PVP game opens its room list first; a room then launches with its roomId. */
function* openRooms(game: GameItem): SagaIterator {
  yield put(roomsRequested(game));
  try {
    const rooms: PvpRoom[] = yield call(fetchPvpRooms, game.vassalage, game.gameCode);
    yield put(roomsLoaded(rooms));
  } catch (e) {
    yield put(roomsFailed(toErrorInfo(e)));
  }
}

function* launch(action: ReturnType<typeof gameLaunched>): SagaIterator {
  const { title, ...target } = action.payload;
  const s: LobbyState = yield select(selectLobby);
  if (target.gameType.toUpperCase() === 'PVP' && !target.roomId && s.loggedIn) {
    const game = s.games.find((g) => g.nodeId === target.nodeId);
    if (game) {
      yield call(openRooms, game);
      return;
    }
  }
  if (target.roomId) yield put(roomsClosed());
  yield put(launchStarted());
  const session: LaunchSession = yield call(knownLaunchSession);
  const outcome: LaunchOutcome = yield call(runLaunch, target, session, title);
  if (outcome.kind === 'login') {
    yield call(askForLogin, 'launch');
    yield put(launchFinished({}));
  } else if (outcome.kind === 'navigate') yield put(launchFinished({ navigateTo: outcome.to }));
  else if (outcome.kind === 'vendor-list') {
    const vendorName = s.vendors.find((v) => v.vassalage === outcome.vassalage)?.displayName ?? title ?? outcome.vassalage;
    yield put(launchFinished({ vendorList: { vassalage: outcome.vassalage, gameType: outcome.gameType, vendorName } }));
  }
  else if (outcome.kind === 'trial-blocked') yield put(launchFinished({ trial: true }));
  else yield put(launchFinished({ error: outcome.error }));
}

/**
 * Back online (or the server answering again): a lane or a list that failed meanwhile is fetched again without a
 * tap, so the lobby heals as the host's notice promised; one that loaded is left as it is.
 */
export function* healLobby(): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  if (s.vendorsStatus === 'failed') yield put(vendorsRetried());
  else if (s.gamesStatus === 'failed') yield put(gamesRetried());
}

export function* lobbySaga(): SagaIterator {
  yield takeLatest([lobbyOpened.type, vendorsRetried.type], loadVendors);
  yield takeEvery(urlVendorChanged.type, followUrlVendor);
  yield takeEvery(urlViewChanged.type, restoreLinkedView);
  yield debounce(SEARCH_DEBOUNCE_MS, searchTyped.type, applySearch);
  yield takeEvery(modeTabClicked.type, pickMode);
  yield takeLatest(sessionChanged.type, loadFavouriteIds);
  yield takeLeading(favouriteToggled.type, toggleFavourite);
  yield takeLeading(gameLaunched.type, launch);
  yield takeLatest(connectionReturned.type, healLobby);
  yield fork(watchGames);
  yield fork(forwardBusEvents, {
    'session:changed': (s) => sessionChanged({ loggedIn: s.status === 'in', trial: s.accountType === TRIAL_ACCOUNT_TYPE }),
    'locale:changed': ({ lang }) => localeChanged(lang),
    'connection:restored': () => connectionReturned(),
  });
}
