import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SystemStatus, WhitelabelNode } from '@tessera/shared';

/** System status of spec §2: 0 normal, 1 maintenance, 2 region block; maintenance wins. */
export type SiteStatus = 0 | 1 | 2;

export interface SettingsState {
  load: 'loading' | 'ready' | 'failed';
  siteStatus: SiteStatus;
  maintenance: { title?: string; endTime?: string; message?: string } | null;
  ip: string | null;
  /** Module switches by modId ("1" → true). */
  modules: Record<string, boolean>;
}

const initialState: SettingsState = { load: 'loading', siteStatus: 0, maintenance: null, ip: null, modules: {} };

/** Flattens the white-label module tree of /wps/system/status into `{ modId: enabled }`. */
export function flattenModules(nodes: WhitelabelNode[] | undefined, out: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of nodes ?? []) {
    out[node.modId] = node.enabled === '1';
    flattenModules(node.childrenNodes, out);
  }
  return out;
}

export function siteStatusOf(status: SystemStatus): SiteStatus {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    statusRequested(state) {
      state.load = 'loading';
    },
    statusLoaded(state, action: PayloadAction<SystemStatus>) {
      const status = action.payload;
      state.load = 'ready';
      state.siteStatus = siteStatusOf(status);
      state.maintenance = status.maintenance || null;
      state.ip = status.location?.ip ?? null;
      state.modules = flattenModules(status.info?.whitelabel);
    },
    statusFailed(state) {
      state.load = 'failed';
    },
  },
});

export const settingsActions = settingsSlice.actions;
type WithSettings = { settings: SettingsState };
export const selectSettings = (s: WithSettings) => s.settings;
export const selectModules = (s: WithSettings) => s.settings.modules;
export const selectSiteStatus = (s: WithSettings) => s.settings.siteStatus;
