/**
 * Every screen a URL (docs/product.md#overlays): the member centre is `?mc=<page>`, the agent centre
 * `?ac=<page>`, on whatever route is behind them. A link or a reload opens the centre on that page (once
 * boot knows who is here, through the same guard as the buttons); opening one pushes a history entry, so
 * Back closes it and the page behind is as it was; a page picked in the centre's menu replaces the entry.
 */
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { AGENT_PAGES, MEMBER_PAGES, type AgentPage, type MemberPage } from '@tessera/shared';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { overlaysActions, selectOverlays, type OverlaysState } from './overlays-slice';

export const MEMBER_PARAM = 'mc';
export const AGENT_PARAM = 'ac';

const memberPageOf = (v: string): MemberPage | undefined => (MEMBER_PAGES as readonly string[]).includes(v) ? (v as MemberPage) : undefined;
const agentPageOf = (v: string): AgentPage | undefined => (AGENT_PAGES as readonly string[]).includes(v) ? (v as AgentPage) : undefined;

/** The history entry state of an entry this hook pushed: Back from it closes the centre. */
interface OverlayEntry {
  overlay?: string;
}

/** The search string with `param` set to `value` (null: removed), other parameters kept in order. */
export function withParam(search: string, param: string, value: string | null): string {
  const q = new URLSearchParams(search);
  if (value === null) q.delete(param);
  else q.set(param, value);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function useOverlayUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const o = useAppSelector(selectOverlays);
  const store = useStore<{ overlays: OverlaysState }>();
  const q = new URLSearchParams(location.search);
  const mc = q.get(MEMBER_PARAM);
  const ac = q.get(AGENT_PARAM);

  // URL → overlays: a link, a reload, Back or Forward.
  useEffect(() => {
    if (!o.sessionKnown) return;
    if (mc !== null && (!o.mcShow || (memberPageOf(mc) && mc !== o.mcPage))) dispatch(overlaysActions.memberCentreRequested(memberPageOf(mc)));
    else if (mc === null && o.mcShow) dispatch(overlaysActions.memberCentreClosed());
    if (ac !== null && (!o.acShow || (agentPageOf(ac) && ac !== o.acPage))) dispatch(overlaysActions.agentCentreRequested(agentPageOf(ac)));
    else if (ac === null && o.acShow) dispatch(overlaysActions.agentCentreClosed());
    // Only a change of the URL (or of who is here) drives this; the overlays' own changes go the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mc, ac, o.sessionKnown, o.accountType]);

  // Overlays → URL: opened by a button, a page picked in the centre, closed, or refused by the guard.
  useEffect(() => {
    // The overlays as they are now: the effect above may have opened one in this same commit.
    const o = selectOverlays(store.getState());
    if (!o.sessionKnown) return;
    const want = (show: boolean, page: string | undefined, current: string | null) => (show ? (page ?? current ?? '') : null);
    const wantMc = want(o.mcShow, o.mcPage, mc);
    const wantAc = want(o.acShow, o.acPage, ac);
    if (wantMc === mc && wantAc === ac) return;
    const nothingWanted = wantMc === null && wantAc === null;
    // A visitor's link waits for the login (the guard opened the login popup); anything else leaves the URL.
    if (nothingWanted && o.accountType === null && o.warning === null) return;
    if (nothingWanted && (location.state as OverlayEntry | null)?.overlay) {
      void navigate(-1);
      return;
    }
    const to = { pathname: location.pathname, search: withParam(withParam(location.search, MEMBER_PARAM, wantMc), AGENT_PARAM, wantAc), hash: location.hash };
    if (mc === null && ac === null) void navigate(to, { state: { overlay: wantMc !== null ? MEMBER_PARAM : AGENT_PARAM } satisfies OverlayEntry });
    else void navigate(to, { replace: true, state: location.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [o.mcShow, o.mcPage, o.acShow, o.acPage, o.warning, o.sessionKnown]);

  const memberPageShown = useCallback((page: MemberPage) => dispatch(overlaysActions.memberCentrePageShown(page)), [dispatch]);
  const agentPageShown = useCallback((page: AgentPage) => dispatch(overlaysActions.agentCentrePageShown(page)), [dispatch]);
  return { memberPageShown, agentPageShown };
}
