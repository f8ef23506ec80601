import { api, type VendorLanesValue } from '@tessera/shared';

export const navApi = {
  /** Vendor lanes feed the navigation (spec §7 "Answers"). */
  vendors: (): Promise<VendorLanesValue> => api.call('gameVendors', { platform: 'html5-desktop' }),
};
