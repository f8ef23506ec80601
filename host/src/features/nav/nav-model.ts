/**
 * The header's categories and their vendor drop-downs from the vendor lanes (docs/product.md#header-and-nav):
 * a category shows only with vendors; e-sports vendors come out of SPORTS, DS88 out of COCKFIGHT into their
 * own categories; a drop-down lists at most 11 vendors, with "more" when exactly 11 show, un-centred from 6.
 * Picking a vendor is a launch: the games remote's `games/launch` decides where it goes (docs/product.md#game-launch).
 */
import type { ParseKeys } from 'i18next';
import type { LaunchTarget, VendorCard, VendorLane } from '@tessera/shared';

/** E-sports provider codes (docs/product.md#constants). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
export const NAV_DROPDOWN_MAX = 11;
export const NAV_UNCENTRED_FROM = 6;

export interface NavVendor {
  vassalage: string;
  displayName: string;
  gameType: string;
  isHot: boolean;
  /** Logo: the small icon, or the vendor's special (large) image for TCG_SEA. */
  image: string;
  /** What `games/launch` is given when the vendor is picked. */
  target: LaunchTarget;
}

export interface NavCategory {
  key: 'lottery' | 'live' | 'sports' | 'esports' | 'fish' | 'rng' | 'pvp' | 'cockfight' | 'ds88';
  path: string;
  labelKey: ParseKeys<'host'>;
  vendors: NavVendor[];
}

interface CategoryDef {
  key: NavCategory['key'];
  path: string;
  lanes: string[];
  take?: (card: VendorCard) => boolean;
}

const isEsports = (c: VendorCard) => ESPORTS_VENDORS.includes(c.vassalage);
const isDs88 = (c: VendorCard) => c.vassalage === 'DS88';

/** In the nav's order (docs/product.md#header-and-nav). */
export const CATEGORY_DEFS: readonly CategoryDef[] = [
  { key: 'lottery', path: '/lottery', lanes: ['ELOTT', 'LOTT'] },
  { key: 'live', path: '/live', lanes: ['LIVE'] },
  { key: 'sports', path: '/sports', lanes: ['SPORTS'], take: (c) => !isEsports(c) },
  { key: 'esports', path: '/esports', lanes: ['SPORTS', 'ESPORTS'], take: isEsports },
  { key: 'fish', path: '/fish', lanes: ['FISH'] },
  { key: 'rng', path: '/rng', lanes: ['RNG'] },
  { key: 'pvp', path: '/pvp', lanes: ['PVP'] },
  { key: 'cockfight', path: '/cockfight', lanes: ['COCKFIGHT'], take: (c) => !isDs88(c) },
  { key: 'ds88', path: '/ds88', lanes: ['COCKFIGHT', 'DS88'], take: isDs88 },
];

/** Categories whose page is a lobby: picking a vendor there opens that vendor's list of games. */
const LOBBY_CATEGORIES: readonly NavCategory['key'][] = ['live', 'fish', 'pvp', 'cockfight'];

/**
 * The launch target of a vendor picked in the nav. The launch rules (games/launch) own where it leads: RNG
 * vendors to the slot lobby, lottery vendors to their pages, FB to /fbsports, a lobby vendor (flagged
 * `VASSALAGE`) to its list of games, any other (a sportsbook, DS88) straight into its game.
 */
export function launchTargetOf(card: VendorCard, category: NavCategory['key']): LaunchTarget {
  const target: LaunchTarget = { vassalage: card.vassalage, gameType: card.gameType };
  return LOBBY_CATEGORIES.includes(category) ? { ...target, isGame: 'VASSALAGE' } : target;
}

export function navCategories(lanes: readonly VendorLane[]): NavCategory[] {
  const byTitle = new Map(lanes.map((l) => [l.title.toUpperCase(), l]));
  return CATEGORY_DEFS.flatMap((def) => {
    const cards = def.lanes.flatMap((title) => byTitle.get(title)?.cards ?? []).filter((c) => (def.take ? def.take(c) : true));
    if (cards.length === 0) return [];
    return [
      {
        key: def.key,
        path: def.path,
        labelKey: `nav.${def.key}` as const,
        vendors: cards.map((c) => ({
          vassalage: c.vassalage,
          displayName: c.displayName,
          gameType: c.gameType,
          isHot: c.isHot === 1,
          image: (c.vassalage === 'TCG_SEA' ? c.lagerIcon : c.smallIcon) ?? c.smallIcon ?? '',
          target: launchTargetOf(c, def.key),
        })),
      },
    ];
  });
}

/** What a category's drop-down shows. */
export function dropdownOf(category: NavCategory): { shown: NavVendor[]; more: boolean; centred: boolean } {
  const shown = category.vendors.slice(0, NAV_DROPDOWN_MAX);
  return { shown, more: shown.length === NAV_DROPDOWN_MAX, centred: category.vendors.length < NAV_UNCENTRED_FROM };
}
