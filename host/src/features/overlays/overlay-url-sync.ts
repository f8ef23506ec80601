/**
 * Every screen a URL (docs/product.md#overlays): the member centre is `?mc=<page>`, the agent centre
 * `?ac=<page>`, on whatever route is behind them. A link or a reload opens the centre on that page (once
 * boot knows who is here, through the same guard as the buttons); opening one pushes a history entry, so
 * Back closes it and the page behind is as it was; a page picked in the centre's menu replaces the entry.
 *
 * Kept outside React on purpose: it reads the router's own state and the store's, both current at the moment
 * they are read. React's view of the location lags behind (the router hands it over in a transition, which a
 * key press such as Escape overtakes), and two effects comparing render-time copies re-opened a centre that
 * had just been closed.
 *
 * The URL follows the overlays after the paint that shows them: a navigation (the router's matching, its state
 * going out to every route, the history entry) took 40-50 ms at 4x CPU inside the tap that opened a centre or
 * picked a page, in front of that paint (docs/performance.md, taps). It reads both states when it runs, so a
 * later change meanwhile is what the URL gets, and one that ends where it began moves nothing.
 */
import type { AgentPage, MemberPage } from '@tessera/shared';
import { AGENT_PAGES, MEMBER_PAGES } from '@tessera/shared';
import { afterNextPaint } from '@tessera/shared/kit';
import { overlaysActions, selectOverlays, type OverlaysState } from './overlays-slice';

export const MEMBER_PARAM = 'mc';
export const AGENT_PARAM = 'ac';

/** The part of a data router (createBrowserRouter / createMemoryRouter) this needs. */
export interface UrlRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string; readonly hash: string; readonly key: string; readonly state: unknown } };
  subscribe(fn: (state: UrlRouter['state']) => void): () => void;
  navigate(to: number): Promise<void>;
  navigate(to: { pathname: string; search: string; hash: string }, opts: { replace?: boolean; state?: unknown }): Promise<void>;
}

/** The part of the host store this needs. */
export interface OverlayStore {
  getState(): { overlays: OverlaysState };
  dispatch(action: { type: string }): unknown;
  subscribe(fn: () => void): () => void;
}

/** The history entry state of an entry this pushed: Back from it closes the centre. */
interface OverlayEntry {
  overlay?: string;
}

const memberPageOf = (v: string): MemberPage | undefined => ((MEMBER_PAGES as readonly string[]).includes(v) ? (v as MemberPage) : undefined);
const agentPageOf = (v: string): AgentPage | undefined => ((AGENT_PAGES as readonly string[]).includes(v) ? (v as AgentPage) : undefined);

/** The search string with `param` set to `value` (null: removed), other parameters kept in order. */
export function withParam(search: string, param: string, value: string | null): string {
  const q = new URLSearchParams(search);
  if (value === null) q.delete(param);
  else q.set(param, value);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Starts keeping the centres and the URL in step; returns the function that stops it. `later` schedules the URL's
 * update after an overlay change (default: after the next paint; returns its cancel).
 */
export function syncOverlaysWithUrl(router: UrlRouter, store: OverlayStore, later: (fn: () => void) => () => void = afterNextPaint): () => void {
  /** A navigation this started and the router has not finished: the next location is ours, not the user's. */
  let navigating = false;
  /** The cancel of an update of the URL that is waiting for the paint. */
  let pending: (() => void) | undefined;
  let lastKey = router.state.location.key;
  let last: OverlaysState = selectOverlays(store.getState());

  const params = () => {
    const q = new URLSearchParams(router.state.location.search);
    return { mc: q.get(MEMBER_PARAM), ac: q.get(AGENT_PARAM) };
  };

  // URL → overlays: a link, a reload, Back or Forward, or the session becoming known.
  const fromUrl = () => {
    const o = selectOverlays(store.getState());
    if (!o.sessionKnown) return;
    const { mc, ac } = params();
    if (mc !== null && (!o.mcShow || (memberPageOf(mc) && mc !== o.mcPage))) store.dispatch(overlaysActions.memberCentreRequested(memberPageOf(mc)));
    else if (mc === null && o.mcShow) store.dispatch(overlaysActions.memberCentreClosed());
    if (ac !== null && (!o.acShow || (agentPageOf(ac) && ac !== o.acPage))) store.dispatch(overlaysActions.agentCentreRequested(agentPageOf(ac)));
    else if (ac === null && o.acShow) store.dispatch(overlaysActions.agentCentreClosed());
  };

  // Overlays → URL: opened by a button, a page picked in the centre, closed, or refused by the guard.
  const toUrl = () => {
    if (navigating) return; // done once the router has the location this asked for
    const o = selectOverlays(store.getState());
    if (!o.sessionKnown) return;
    const { mc, ac } = params();
    const want = (show: boolean, page: string | undefined, current: string | null) => (show ? (page ?? current ?? '') : null);
    const wantMc = want(o.mcShow, o.mcPage, mc);
    const wantAc = want(o.acShow, o.acPage, ac);
    if (wantMc === mc && wantAc === ac) return;
    const nothingWanted = wantMc === null && wantAc === null;
    // A visitor's link waits for the login (the guard opened the login popup); anything else leaves the URL.
    if (nothingWanted && o.accountType === null && o.warning === null) return;
    const location = router.state.location;
    navigating = true;
    if (nothingWanted && (location.state as OverlayEntry | null)?.overlay) {
      void router.navigate(-1);
      return;
    }
    const to = { pathname: location.pathname, search: withParam(withParam(location.search, MEMBER_PARAM, wantMc), AGENT_PARAM, wantAc), hash: location.hash };
    if (mc === null && ac === null) void router.navigate(to, { state: { overlay: wantMc !== null ? MEMBER_PARAM : AGENT_PARAM } satisfies OverlayEntry });
    else void router.navigate(to, { replace: true, state: location.state });
  };

  const offRouter = router.subscribe((state) => {
    if (state.location.key === lastKey) return; // loading states and the like
    lastKey = state.location.key;
    if (navigating) {
      // Ours: the overlays may have moved on meanwhile (closed while the push was under way).
      navigating = false;
      toUrl();
    } else {
      fromUrl();
      toUrl();
    }
  });

  const offStore = store.subscribe(() => {
    const o = selectOverlays(store.getState());
    if (o === last) return;
    const prev = last;
    last = o;
    if (o.sessionKnown !== prev.sessionKnown || o.accountType !== prev.accountType) fromUrl();
    if (o.mcShow !== prev.mcShow || o.mcPage !== prev.mcPage || o.acShow !== prev.acShow || o.acPage !== prev.acPage || o.warning !== prev.warning || o.sessionKnown !== prev.sessionKnown) {
      pending ??= later(() => {
        pending = undefined;
        toUrl();
      });
    }
  });

  return () => {
    pending?.();
    offRouter();
    offStore();
  };
}
