import { createSlice, type PayloadAction, type WithSlice } from '@tessera/shared/toolkit';
import { rootReducer } from '../../app/store';
import type { ErrorInfo, LoadStatus } from '@tessera/shared';
import type { DomainRoute } from './domain-routes-api';

export interface MeasuredRoute extends DomainRoute {
  /** ms from this browser; undefined while measuring, null when unreachable. */
  latency?: number | null;
}

export interface DomainRoutesState {
  status: LoadStatus;
  routes: MeasuredRoute[];
  /** The domain the player chose. */
  current: string | null;
  error: ErrorInfo | null;
}

const initialState: DomainRoutesState = { status: 'idle', routes: [], current: null, error: null };

export const domainRoutesSlice = createSlice({
  name: 'domainRoutes',
  initialState,
  reducers: {
    /** The list opened, or "test again". */
    domainRoutesOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The list closed: a measure under way stops and the next opening starts afresh. */
    domainRoutesClosed: () => initialState,
    routesLoaded(state, action: PayloadAction<{ routes: DomainRoute[]; current: string | null }>) {
      state.status = 'ready';
      state.routes = action.payload.routes.map((r) => ({ ...r, latency: undefined }));
      state.current = action.payload.current;
    },
    routesFailed(state, action: PayloadAction<ErrorInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    routeMeasured(state, action: PayloadAction<{ domain: string; latency: number | null }>) {
      const route = state.routes.find((r) => r.domain === action.payload.domain);
      if (route) route.latency = action.payload.latency;
    },
    routeChosen(state, action: PayloadAction<string>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectDomainRoutes: (s) => s,
  },
});

export const domainRoutesActions = domainRoutesSlice.actions;
// Joins the host store when the widget's chunk loads.
declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof domainRoutesSlice> {}
}
const injected = domainRoutesSlice.injectInto(rootReducer);
export const { selectDomainRoutes } = injected.selectors;

/** Fastest first; routes still measuring next, unreachable ones last (each group in the gateway's order). */
export function sortRoutes(routes: readonly MeasuredRoute[]): MeasuredRoute[] {
  const rank = (r: MeasuredRoute) => (typeof r.latency === 'number' ? r.latency : r.latency === undefined ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER);
  return routes
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
