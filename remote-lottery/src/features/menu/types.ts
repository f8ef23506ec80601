import type { LotteryGame } from '@tessera/shared';
import type { ErrorInfo } from '@tessera/shared';

export const DEVICE = 'WEB';

/** The two prize modes the web client derives (spec §3); brand configs also know Lott, ZY and SEA. */
export type PrizeMode = 'ELOTT' | 'LOTT';

export interface LotteryGroup {
  groupCode: string;
  groupName: string;
  games: LotteryGame[];
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MenuState {
  status: LoadStatus;
  prizeMode: PrizeMode | null;
  groups: LotteryGroup[];
  error: ErrorInfo | null;
}
