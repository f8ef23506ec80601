import type { GameItem, VendorCard } from '@tessera/shared';
import type { ErrorInfo } from '@tessera/shared';

/** Business constants of the lobby (spec §9). */
export const PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 500;
/** The vendor menu gets arrows above this many vendors. */
export const VENDOR_ARROWS_ABOVE = 8;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const CLIENT_TYPE = 3;
export const DEFAULT_MERCHANT = 'demo';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface LobbyState {
  /** Upper-cased lobby type: RNG, LIVE, FISH, PVP, COCKFIGHT. */
  gameType: string;
  vendorsStatus: LoadStatus;
  vendors: VendorCard[];
  vendorsError: ErrorInfo | null;
  /** The vendor the URL names (RNG's `page`, or `type=vassalage&vassalage=`), if any. */
  linkedVendor: string | null;
  selectedVendor: string | null;
  /** What the search box shows; `gameName` is the debounced value the list is filtered by. */
  searchText: string;
  gameName: string;
  games: GameItem[];
  /** Pages loaded so far (0: none). */
  pageNo: number;
  totalPages: number;
  totalCount: number;
  gamesStatus: LoadStatus;
  gamesError: ErrorInfo | null;
}

export interface GamesPage {
  pageNo: number;
  games: GameItem[];
  totalPages: number;
  totalCount: number;
}
