import type { LotteryMenu } from '@tessera/shared';
import type { LotteryGroup } from './types';

/** The groups of a bare menu answer, in the gateway's order; anything not shaped like a group is skipped. */
export function groupsOf(menu: LotteryMenu | null | undefined): LotteryGroup[] {
  if (!menu || typeof menu !== 'object') return [];
  return Object.entries(menu)
    .filter(([, g]) => g && Array.isArray(g.gameMenus))
    .map(([code, g]) => ({ groupCode: g.gameGroupCode || code, groupName: g.groupName || code, games: g.gameMenus }));
}
