import type { ErrorInfo, GameClassify, GameItem, LoadStatus, PvpRoom, VendorCard } from '@tessera/shared';
import type { LobbyUrlView } from './lobby-url';

/** Business constants of the lobby (docs/product.md#constants). */
export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;
/** The vendor menu gets arrows above this many vendors. */
export const VENDOR_ARROWS_ABOVE = 8;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const CLIENT_TYPE = 3;
/** Minimum-bet filter options; `all` sends no filter. */
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBet = (typeof MIN_BET_OPTIONS)[number];
/** Per-type tabs; BG (bingo) only where TY is a language of the site. */
export const TYPE_TABS = ['JP', 'TG', 'AC', 'BG'] as const;
/** Pager: pages either side of the current one, and pages kept at each end. */
export const PAGER_RANGE = 3;
export const PAGER_MARGIN = 1;
/** Infinite scroll checks at most this often. */
export const SCROLL_THROTTLE_MS = 200;
export const HOT_PLATFORM = 'html5-desktop';
export const FAVOURITE_PLATFORM = 'flash';

/** List modes (docs/product.md#lobbies): all (the filtered list), hot, fav and recent. */
export type ListMode = 'all' | 'hot' | 'fav' | 'recent';

export interface LobbyState {
  /** Upper-cased lobby type: RNG, LIVE, FISH, PVP, COCKFIGHT. */
  gameType: string;
  vendorsStatus: LoadStatus;
  vendors: VendorCard[];
  /** The lane's classifications (the classification filter). */
  classifies: GameClassify[];
  vendorsError: ErrorInfo | null;
  /** The vendor the URL names (RNG's `page`, or `type=vassalage&vassalage=`), if any. */
  linkedVendor: string | null;
  /** The list, search, filters and page the URL names (lobby-url.ts): restored once the vendor is picked. */
  linkedView: LobbyUrlView;
  selectedVendor: string | null;
  /** What the search box shows; `gameName` is the debounced value the list is filtered by. */
  searchText: string;
  gameName: string;
  classify: string;
  minBet: MinBet;
  mode: ListMode;
  games: GameItem[];
  /** The page shown last (0: none yet). */
  pageNo: number;
  totalPages: number;
  totalCount: number;
  hasMore: boolean;
  gamesStatus: LoadStatus;
  gamesError: ErrorInfo | null;
  loggedIn: boolean;
  /** A trial account (type 4): no favourites or recent list, no third-party game (docs/product.md#roles). */
  trial: boolean;
  /** Favourite nodeIds of the player (loaded after login). */
  favouriteIds: string[];
  /** A favourite add/remove is under way (the loader overlay). */
  favouriteBusy: boolean;
  /** A launch is being prepared. */
  launching: boolean;
  /** The last launch was refused for a trial account (the warning shows). */
  trialWarning: boolean;
  launchError: ErrorInfo | null;
  /** The `VASSALAGE` entry whose popup game list is open. */
  vendorList: { vassalage: string; gameType: string; vendorName: string } | null;
  /** Where a launch wants to go; the view navigates and clears it. */
  navigateTo: string | null;
  /** The room list of the PVP game being opened (docs/product.md#game-launch: PVP rooms from the room list). */
  rooms: { game: GameItem; status: LoadStatus; list: PvpRoom[]; error: ErrorInfo | null } | null;
}

export interface GamesPage {
  pageNo: number;
  games: GameItem[];
  totalPages: number;
  totalCount: number;
  /** Append to the list (infinite scroll) instead of replacing it (pager). */
  append: boolean;
}
