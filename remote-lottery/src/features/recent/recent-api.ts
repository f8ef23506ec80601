/** The player's recent lottery games (docs/gateway.md#lottery-calls): needs a login, bare list. */
import { api, type LotteryGame } from '@tessera/shared';

export function fetchRecent(signal?: AbortSignal): Promise<LotteryGame[]> {
  return api.call('vnGameMenuRecent', {}, { signal });
}

/** Whether calls carry a session (the recent list needs one). */
export const hasSession = (): boolean => api.hasSession();
