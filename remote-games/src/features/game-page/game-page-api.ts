/** What the game pages read: the vendor lanes (shared, session-cached). */
import { fetchVendorLanes, type VendorCard } from '@tessera/shared';

/** E-sports vendors are split out of SPORTS (docs/product.md#header-and-nav). */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const DS88_VENDOR = 'DS88';

export type CategoryPage = 'sports' | 'esports' | 'ds88' | 'elott';

/** The vendors a game page lists. */
export function vendorsOf(page: CategoryPage, lanes: { title: string; cards: VendorCard[] }[]): VendorCard[] {
  const cards = lanes.flatMap((l) => l.cards);
  switch (page) {
    case 'sports':
      return (lanes.find((l) => l.title === 'SPORTS')?.cards ?? []).filter((c) => !ESPORTS_VENDORS.includes(c.vassalage));
    case 'esports':
      return cards.filter((c) => ESPORTS_VENDORS.includes(c.vassalage));
    case 'ds88':
      return cards.filter((c) => c.vassalage === DS88_VENDOR);
    case 'elott':
      return lanes.filter((l) => l.title === 'ELOTT' || l.title === 'LOTT').flatMap((l) => l.cards);
  }
}

export async function fetchCategoryVendors(page: CategoryPage): Promise<VendorCard[]> {
  return vendorsOf(page, await fetchVendorLanes());
}
