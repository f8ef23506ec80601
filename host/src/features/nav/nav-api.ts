import { fetchVendorLanes, type VendorLane } from '@tessera/shared';

export const navApi = {
  /** Vendor lanes feed the navigation (spec §7 "Answers"); after login they are fetched afresh (spec §2). */
  vendors: (flush: boolean): Promise<VendorLane[]> => fetchVendorLanes({ flush }),
};
