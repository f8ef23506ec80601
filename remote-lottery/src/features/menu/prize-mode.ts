import type { VendorLane } from '@tessera/shared';
import type { PrizeMode } from './types';

const ELOTT_MARKERS = ['TCG_LOTTO_VN', 'LOTT'];

/** ELOTT when the ELOTT lane holds card TCG_LOTTO_VN or LOTT, otherwise LOTT (spec §3, api-contract §7). */
export function prizeModeOf(lanes: VendorLane[]): PrizeMode {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((card) => ELOTT_MARKERS.includes(card.vassalage)) ? 'ELOTT' : 'LOTT';
}
