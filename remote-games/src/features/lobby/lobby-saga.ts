import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { gatewayLanguage, session, type GameListRequest, type GameListValue, type VendorCard, type VendorLane } from '@tessera/shared';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, debounce, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { toErrorInfo } from '@tessera/shared';
import { fetchGameList, fetchVendorLanes } from './lobby-api';
import {
  gamesFailed,
  gamesLoaded,
  gamesRequested,
  gamesRetried,
  lobbyOpened,
  moreRequested,
  searchChanged,
  searchTyped,
  selectHasMore,
  selectLobby,
  sessionStarted,
  urlVendorChanged,
  vendorSelected,
  vendorsFailed,
  vendorsLoaded,
  vendorsRetried,
} from './lobby-slice';
import { CLIENT_TYPE, DEFAULT_MERCHANT, GAME_LIST_PLATFORM, PAGE_SIZE, SEARCH_DEBOUNCE_MS, type LobbyState } from './types';

/** The vendor to open: the one the URL names when the lane has it, else the first (spec §2 Lobby). */
export function pickVendor(vendors: VendorCard[], linked: string | null): string | null {
  const match = linked ? vendors.find((v) => v.vassalage === linked) : undefined;
  return (match ?? vendors[0])?.vassalage ?? null;
}

/** The host writes the merchant into session storage at boot. */
export function currentMerchant(): string {
  return session.get('merchant') || DEFAULT_MERCHANT;
}

export function gameListQuery(s: LobbyState, pageNo: number, merchant: string, language: string): GameListRequest {
  return {
    clientType: CLIENT_TYPE,
    platform: GAME_LIST_PLATFORM,
    merchant,
    gameType: s.gameType,
    vassalage: s.selectedVendor ?? undefined,
    pageNo,
    pageSize: PAGE_SIZE,
    // The gateway searches names across languages: a name search omits `language` (api-contract §6).
    ...(s.gameName ? { gameName: s.gameName } : { language }),
  };
}

function* loadVendors(): SagaIterator {
  const { gameType }: LobbyState = yield select(selectLobby);
  try {
    const lanes: VendorLane[] = yield call(fetchVendorLanes);
    const vendors = lanes.find((lane) => lane.title === gameType)?.cards ?? [];
    yield put(vendorsLoaded(vendors));
    const { linkedVendor }: LobbyState = yield select(selectLobby);
    const vendor = pickVendor(vendors, linkedVendor);
    if (vendor) yield put(vendorSelected(vendor));
  } catch (e) {
    yield put(vendorsFailed(toErrorInfo(e)));
  }
}

/** A later URL change (back button, a nav link with another `page`) switches vendor. */
function* followUrlVendor(action: PayloadAction<string | null>): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  const vendor = action.payload;
  if (s.vendorsStatus !== 'ready' || !vendor || vendor === s.selectedVendor) return;
  if (s.vendors.some((v) => v.vassalage === vendor)) yield put(vendorSelected(vendor));
}

function* applySearch(action: PayloadAction<string>): SagaIterator {
  const name = action.payload.trim();
  const s: LobbyState = yield select(selectLobby);
  if (name !== s.gameName) yield put(searchChanged(name));
}

export function* fetchNextPage(): SagaIterator {
  const s: LobbyState = yield select(selectLobby);
  const pageNo = s.pageNo + 1;
  yield put(gamesRequested());
  const controller = new AbortController();
  try {
    const merchant: string = yield call(currentMerchant);
    const query = gameListQuery(s, pageNo, merchant, gatewayLanguage());
    const value: GameListValue = yield call(fetchGameList, query, controller.signal);
    yield put(
      gamesLoaded({ pageNo, games: value?.games ?? [], totalPages: value?.totalPages ?? 0, totalCount: value?.totalCount ?? 0 }),
    );
  } catch (e) {
    yield put(gamesFailed(toErrorInfo(e)));
  } finally {
    // A superseded fetch stops its request too, so a stale answer never lands.
    if (yield cancelled()) controller.abort();
  }
}

const GAME_TRIGGERS = [
  lobbyOpened.type,
  vendorSelected.type,
  searchChanged.type,
  moreRequested.type,
  gamesRetried.type,
  sessionStarted.type,
];

/** Runs at most one game-list fetch at a time. */
function* watchGames(): SagaIterator {
  let task: Task | undefined;
  for (;;) {
    const action: UnknownAction = yield take(GAME_TRIGGERS);
    const running = task?.isRunning() ?? false;
    if (moreRequested.match(action)) {
      // A fetch in progress blocks a second one (spec §4).
      const hasMore: boolean = yield select(selectHasMore);
      if (running || !hasMore) continue;
    } else if (gamesRetried.match(action) || sessionStarted.match(action)) {
      // Only a failed list is fetched again; logging in helps only one that failed for want of a session.
      const s: LobbyState = yield select(selectLobby);
      if (running || s.gamesStatus !== 'failed') continue;
      if (sessionStarted.match(action) && s.gamesError?.kind !== 'unauthorized') continue;
    } else if (running && task) {
      // A new lobby, vendor or search makes the running fetch stale.
      yield cancel(task);
    }
    task = lobbyOpened.match(action) ? undefined : yield fork(fetchNextPage);
  }
}

export function* lobbySaga(): SagaIterator {
  yield takeLatest([lobbyOpened.type, vendorsRetried.type], loadVendors);
  yield takeEvery(urlVendorChanged.type, followUrlVendor);
  yield debounce(SEARCH_DEBOUNCE_MS, searchTyped.type, applySearch);
  yield fork(watchGames);
}
