/**
 * The lobby's state in its URL (docs/product.md#lobbies): the vendor (RNG's `page`, else
 * `type=vassalage&vassalage=`), the list (`list=hot|fav|recent`; a nav's `type=hot` too), the search
 * (`q`), the classification (`cls`), the minimum bet (`minBet`) and the pager's page (`pageNo`). Defaults are
 * left out, so a plain `/live` stays plain. Pure: the view reads and writes it, the saga restores from it.
 */
import { MIN_BET_OPTIONS, type ListMode, type MinBet } from './types';

export interface LobbyUrlView {
  mode: ListMode;
  gameName: string;
  classify: string;
  minBet: MinBet;
  pageNo: number;
}

export const DEFAULT_VIEW: LobbyUrlView = { mode: 'all', gameName: '', classify: '', minBet: 'all', pageNo: 1 };
const MODES: readonly ListMode[] = ['all', 'hot', 'fav', 'recent'];
/** Longest search kept from a URL (a name, not an essay). */
const SEARCH_MAX = 64;

/** The vendor the URL names: RNG's `page` parameter, or `type=vassalage&vassalage=`. */
export function linkedVendorOf(gameType: string, params: URLSearchParams): string | null {
  if (gameType === 'RNG' && params.get('page')) return params.get('page');
  return params.get('type') === 'vassalage' ? params.get('vassalage') : null;
}

/** The view the URL asks for; anything unreadable falls back to its default. */
export function viewOf(params: URLSearchParams): LobbyUrlView {
  const list = params.get('list') ?? (params.get('type') === 'hot' ? 'hot' : 'all');
  const minBet = params.get('minBet') ?? 'all';
  const pageNo = Number(params.get('pageNo') ?? '1');
  return {
    mode: (MODES as readonly string[]).includes(list) ? (list as ListMode) : 'all',
    gameName: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    classify: (params.get('cls') ?? '').slice(0, 16),
    minBet: (MIN_BET_OPTIONS as readonly string[]).includes(minBet) ? (minBet as MinBet) : 'all',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1,
  };
}

export const sameView = (a: LobbyUrlView, b: LobbyUrlView): boolean =>
  a.mode === b.mode && a.gameName === b.gameName && a.classify === b.classify && a.minBet === b.minBet && a.pageNo === b.pageNo;

/** `prev` with the vendor and the view written in (other parameters, such as `?mc=`, kept). */
export function paramsFor(prev: URLSearchParams, gameType: string, vendor: string | null, view: LobbyUrlView): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (next.get('type') === 'hot') next.delete('type');
  if (vendor && gameType === 'RNG') next.set('page', vendor);
  else if (vendor) {
    next.set('type', 'vassalage');
    next.set('vassalage', vendor);
  }
  const put = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  put('list', view.mode, DEFAULT_VIEW.mode);
  put('q', view.gameName, DEFAULT_VIEW.gameName);
  put('cls', view.classify, DEFAULT_VIEW.classify);
  put('minBet', view.minBet, DEFAULT_VIEW.minBet);
  put('pageNo', String(view.pageNo), String(DEFAULT_VIEW.pageNo));
  return next;
}
