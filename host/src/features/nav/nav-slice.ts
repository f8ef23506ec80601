import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { VendorLane } from '@tessera/shared';

export interface NavCategory {
  /** Route of the category, e.g. /rng. */
  path: string;
  /** i18n key under host:nav. */
  labelKey: string;
  /** Lane titles whose vendors make the category appear. */
  lanes: string[];
}

/**
 * Header categories (spec §2 "Header and navigation"). A category shows only if its vendor list is
 * non-empty. Only categories whose pages exist are listed; sports, e-sports and promotions arrive with
 * their issues.
 */
export const NAV_CATEGORIES: NavCategory[] = [
  { path: '/lottery', labelKey: 'nav.lottery', lanes: ['ELOTT', 'LOTT'] },
  { path: '/live', labelKey: 'nav.live', lanes: ['LIVE'] },
  { path: '/fish', labelKey: 'nav.fish', lanes: ['FISH'] },
  { path: '/rng', labelKey: 'nav.rng', lanes: ['RNG'] },
  { path: '/pvp', labelKey: 'nav.pvp', lanes: ['PVP'] },
  { path: '/cockfight', labelKey: 'nav.cockfight', lanes: ['COCKFIGHT'] },
];

export interface NavState {
  load: 'loading' | 'ready' | 'failed';
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

/** Categories to show: with vendors once known; all of them if the vendor call failed. */
export function visibleCategories(nav: NavState): NavCategory[] {
  if (nav.load !== 'ready') return nav.load === 'failed' ? NAV_CATEGORIES : [];
  const withVendors = new Set(nav.lanes.filter((l) => l.cards.length > 0).map((l) => l.title.toUpperCase()));
  return NAV_CATEGORIES.filter((c) => c.lanes.some((lane) => withVendors.has(lane)));
}
