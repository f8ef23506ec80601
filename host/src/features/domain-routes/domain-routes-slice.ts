import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import { loadCases, type LoadState } from '@tessera/shared';
import type { DomainRoute } from './domain-routes-api';

export interface MeasuredRoute extends DomainRoute {
  /** ms from this browser; undefined while measuring, null when unreachable. */
  latency?: number | null;
}

/** The load state (status, error) is the route list's. */
export interface DomainRoutesState extends LoadState {
  routes: MeasuredRoute[];
  /** The domain the player chose. */
  current: string | null;
}

const initialState: DomainRoutesState = { status: 'idle', routes: [], current: null, error: null };

const load = loadCases((state: DomainRoutesState) => state, (state, value: { routes: DomainRoute[]; current: string | null }) => {
  state.routes = value.routes.map((r) => ({ ...r, latency: undefined }));
  state.current = value.current;
});

export const domainRoutesSlice = createSlice({
  name: 'domainRoutes',
  initialState,
  reducers: {
    /** The list opened, or "test again". */
    domainRoutesOpened: load.started,
    /** The list closed: a measure under way stops and the next opening starts afresh. */
    domainRoutesClosed: () => initialState,
    routesLoaded: load.loaded,
    routesFailed: load.failed,
    routeMeasured(state, action: PayloadAction<{ domain: string; latency: number | null }>) {
      const route = state.routes.find((r) => r.domain === action.payload.domain);
      if (route) route.latency = action.payload.latency;
    },
    routeChosen(state, action: PayloadAction<string>) {
      state.current = action.payload;
    },
  },
});

export const domainRoutesActions = domainRoutesSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof domainRoutesSlice> {}
}
/** The widget's whole state. */
export const selectDomainRoutes = domainRoutesSlice.injectInto(rootReducer).selectSlice;

/** Fastest first; routes still measuring next, unreachable ones last (each group in the gateway's order). */
export function sortRoutes(routes: readonly MeasuredRoute[]): MeasuredRoute[] {
  const rank = (r: MeasuredRoute) => (typeof r.latency === 'number' ? r.latency : r.latency === undefined ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER);
  return routes
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
