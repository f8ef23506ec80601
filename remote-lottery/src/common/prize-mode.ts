import type { VendorLane } from '@tessera/shared';
import type { PrizeMode } from './prize-modes';

const ELOTT_MARKERS = ['TCG_LOTTO_VN', 'LOTT'];

/** ELOTT when the ELOTT lane holds card TCG_LOTTO_VN or LOTT, otherwise LOTT (docs/product.md#lottery, docs/gateway.md#lottery-calls). */
export function prizeModeOf(lanes: VendorLane[]): Extract<PrizeMode, 'ELOTT' | 'LOTT'> {
  const elott = lanes.find((lane) => lane.title === 'ELOTT');
  return elott?.cards.some((card) => ELOTT_MARKERS.includes(card.vassalage)) ? 'ELOTT' : 'LOTT';
}
