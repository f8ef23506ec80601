import type { ErrorInfo, LoadStatus, LotteryGame } from '@tessera/shared';
import type { PrizeMode } from '../../common/prize-modes';

export { DEVICE } from '../../common/prize-modes';
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
  /** The page path the menu was last asked for: a menu that failed is asked for again when the connection returns. */
  path: string | null;
}
