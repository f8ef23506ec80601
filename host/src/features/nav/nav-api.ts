import { fetchVendorLanes, type VendorLane } from '@tessera/shared';

export const navApi = {
  /** Vendor lanes feed the navigation; after login they are fetched afresh (docs/product.md#header-and-nav). */
  vendors: (flush: boolean): Promise<VendorLane[]> => fetchVendorLanes({ flush }),
};
