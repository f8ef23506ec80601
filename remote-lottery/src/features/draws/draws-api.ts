/** Opened draw numbers (docs/gateway.md#lottery-calls): a bare answer keyed by game code. */
import { api, type LotteryNumeros } from '@tessera/shared';
import type { PrizeMode } from '../../common/prize-modes';
import { NUMEROS_COUNT } from './types';

export function fetchOpenedNumeros(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryNumeros> {
  return api.call('vnOpenedNumeros', { count: NUMEROS_COUNT, prizeMode }, { signal });
}

/** The browser's clock, through `call` so tests can set it. */
export const clockNow = (): number => Date.now();
