import type { ErrorInfo, LoadStatus, LotteryGame } from '@tessera/shared';
import type { PrizeMode } from '../../app/prize-modes';

export { DEVICE } from '../../app/prize-modes';
export type { PrizeMode };

export interface LotteryGroup {
  groupCode: string;
  groupName: string;
  games: LotteryGame[];
}

export interface MenuState {
  status: LoadStatus;
  groups: LotteryGroup[];
  /** The prize mode the shown menu was asked for (the launch sends it). */
  prizeMode: PrizeMode | null;
  error: ErrorInfo | null;
  /** The page path whose shown menu came with the page (boot-menu.ts) and is not yet refreshed by the gateway. */
  bootPath: string | null;
}
