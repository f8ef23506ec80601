import { createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import type { LoadStatus, VendorLane } from '@tessera/shared';
import { CATEGORY_DEFS, navCategories, type NavCategory } from './nav-model';

export type { NavCategory } from './nav-model';

export interface NavState {
  load: LoadStatus;
  lanes: VendorLane[];
}

const initialState: NavState = { load: 'loading', lanes: [] };

export const navSlice = createSlice({
  name: 'nav',
  initialState,
  reducers: {
    vendorsLoaded(state, action: PayloadAction<VendorLane[]>) {
      state.load = 'ready';
      state.lanes = action.payload;
    },
    vendorsFailed(state) {
      state.load = 'failed';
    },
  },
});

export const navActions = navSlice.actions;
type WithNav = { nav: NavState };
export const selectNav = (s: WithNav) => s.nav;

/** Categories to show: with vendors once known; every category, without drop-down, if the vendor call failed. */
export function visibleCategories(nav: NavState): NavCategory[] {
  if (nav.load === 'failed') return CATEGORY_DEFS.map((d) => ({ key: d.key, path: d.path, labelKey: `nav.${d.key}` as const, vendors: [] }));
  return nav.load === 'ready' ? navCategories(nav.lanes) : [];
}
