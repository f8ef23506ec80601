import { createSelector, createSlice, type PayloadAction } from '@tessera/shared/toolkit';
import { bootDataRead } from '../../app/app-actions';
import type { CountryEntry, CustomerServiceLink, LoadStatus, RegisterRules, ResourceLink, SystemStatus, WhitelabelNode } from '@tessera/shared';

/** System status (docs/product.md#status-screens): 0 normal, 1 maintenance, 2 region block; maintenance wins. */
export type SiteStatus = 0 | 1 | 2;

export interface SettingsState {
  load: LoadStatus;
  siteStatus: SiteStatus;
  maintenance: { title?: string; endTime?: string; message?: string } | null;
  ip: string | null;
  /** Module switches of the white-label tree, `{ modId: enabled }` (docs/product.md#constants). */
  modules: Record<string, boolean>;
  /** Server-driven registration field rules (docs/product.md#field-rules). */
  register: RegisterRules;
  customerService: CustomerServiceLink[];
  resources: ResourceLink[];
  /** Image CDN base: one of `info.imageCDNs`, picked at random once (docs/gateway.md#system-status). */
  imageCdn: string;
  /** Country dialing codes for mobile numbers (docs/product.md#register); PH first by default. */
  countries: CountryEntry[];
}

const initialState: SettingsState = {
  load: 'loading',
  siteStatus: 0,
  maintenance: null,
  ip: null,
  modules: {},
  register: {},
  customerService: [],
  resources: [],
  imageCdn: '/cdn',
  countries: [{ countryCode: 'PH', countryDialingCode: '63' }],
};

/** Flattens the white-label module tree of /wps/system/status into `{ modId: enabled }` ("1" → true). */
/** The module tree flattened to switches; the tree is one root node (the real answer) or a list of nodes. */
export function flattenModules(nodes: WhitelabelNode | WhitelabelNode[] | undefined, out: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of Array.isArray(nodes) ? nodes : nodes ? [nodes] : []) {
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

function applyStatus(state: SettingsState, status: SystemStatus): void {
  state.siteStatus = siteStatusOf(status);
  state.maintenance = status.maintenance || null;
  state.ip = status.location?.ip ?? null;
  state.modules = flattenModules(status.info?.whitelabel);
  state.register = status.info?.register ?? {};
  state.customerService = status.info?.customerService ?? [];
  state.resources = status.info?.resources ?? [];
  const cdns = status.info?.imageCDNs ?? [];
  if (cdns.length) state.imageCdn = cdns[Math.floor(Math.random() * cdns.length)] ?? '/cdn';
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    statusLoaded(state, action: PayloadAction<SystemStatus>) {
      state.load = 'ready';
      applyStatus(state, action.payload);
    },
    countriesLoaded(state, action: PayloadAction<CountryEntry[]>) {
      if (action.payload.length) state.countries = action.payload;
    },
    statusFailed(state) {
      state.load = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The page's status for the first render; `load` stays 'loading' until the gateway's own answer.
    builder.addCase(bootDataRead, (state, action) => {
      if (state.load === 'loading') applyStatus(state, action.payload.status);
    });
  },
});

export const settingsActions = settingsSlice.actions;
type WithSettings = { settings: SettingsState };
export const selectSettings = (s: WithSettings) => s.settings;
export const selectModules = (s: WithSettings) => s.settings.modules;
export const selectDialCodes = createSelector([(s: WithSettings) => s.settings.countries], (countries) => countries.map((c) => c.countryDialingCode));
/** Whether module `modId` is switched on ("1" in the white-label tree). */
export const selectModule = (modId: string) => (s: WithSettings) => s.settings.modules[modId] === true;
