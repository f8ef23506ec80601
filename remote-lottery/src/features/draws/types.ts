import type { ErrorInfo, LoadStatus, LotteryGameDraws } from '@tessera/shared';

/** Opened draws asked for per game (docs/product.md#constants: the VN numbers, 100). */
export const NUMEROS_COUNT = 100;

export interface DrawsState {
  status: LoadStatus;
  /** The latest opened draws and the next draw of each game, by game code. */
  byGame: Record<string, LotteryGameDraws>;
  /** Gateway clock minus browser clock when the answer arrived: countdowns run on the gateway's time. */
  skewMs: number;
  error: ErrorInfo | null;
}
