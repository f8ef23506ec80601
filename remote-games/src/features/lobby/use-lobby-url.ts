/**
 * The lobby and its URL (docs/product.md#lobbies): the vendor, list, search, filters and page the URL names are
 * restored once the lane is known; the lobby's state goes back into the URL once its list is on screen (or failed), so a
 * reload, a link or Back finds it again. A change the player made is a new history entry; the first vendor of
 * a plain lobby URL only completes it. Also follows the saga's `navigateTo`.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useNavigate, useSearchParams } from '@tessera/shared/router';
import { useAppDispatch } from '../../common/hooks';
import { currentView } from './lobby-saga';
import { lobbyOpened, navigated, selectLobby, urlVendorChanged, urlViewChanged } from './lobby-slice';
import { linkedVendorOf, paramsFor, viewOf } from './lobby-url';
import type { LobbyState } from './types';

export function useLobbyUrl(gameType: string, phone: boolean, s: LobbyState): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const store = useStore<{ lobby: LobbyState }>();
  const urlVendor = linkedVendorOf(gameType, params);
  // Phones scroll on instead of paging: their URL names no page.
  const urlViewKey = JSON.stringify({ ...viewOf(params), ...(phone ? { pageNo: 1 } : {}) });
  const paramsNow = useRef(params);
  paramsNow.current = params;

  useEffect(() => {
    dispatch(lobbyOpened({ gameType }));
  }, [dispatch, gameType]);
  useEffect(() => {
    dispatch(urlVendorChanged(urlVendor));
  }, [dispatch, urlVendor]);
  useEffect(() => {
    dispatch(urlViewChanged(JSON.parse(urlViewKey) as ReturnType<typeof viewOf>));
  }, [dispatch, urlViewKey]);
  useEffect(() => {
    const now = selectLobby(store.getState());
    // A list that failed (offline) still names its vendor: the URL and the highlighted vendor always agree.
    if ((now.gamesStatus !== 'ready' && now.gamesStatus !== 'failed') || !now.selectedVendor || now.gameType !== gameType) return;
    const before = paramsNow.current;
    const view = { ...currentView(now), ...(phone || now.mode !== 'all' ? { pageNo: 1 } : {}) };
    const next = paramsFor(before, gameType, now.selectedVendor, view);
    if (next.toString() === before.toString()) return;
    // A player's change is a new entry, scrolled to the top.
    if (linkedVendorOf(gameType, before) !== null) {
      setParams(next);
      return;
    }
    // Completing a plain lobby URL replaces it and keeps the scroll: the router's reset would force a layout of
    // the page just rendered. It waits for a task of its own: the router's navigation after the list's first render
    // made one long task on a phone's first load. A URL the player changed meanwhile is left alone.
    const timer = setTimeout(() => {
      if (paramsNow.current.toString() === before.toString()) setParams(next, { replace: true, preventScrollReset: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [store, setParams, gameType, phone, s.gamesStatus, s.selectedVendor, s.mode, s.gameName, s.classify, s.minBet, s.pageNo]);
  useEffect(() => {
    if (!s.navigateTo) return;
    navigate(s.navigateTo);
    dispatch(navigated());
  }, [dispatch, navigate, s.navigateTo]);
}
