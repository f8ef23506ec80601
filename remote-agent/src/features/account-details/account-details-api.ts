/** Account details' gateway call, the one seam tests mock. */
import { api, type TeamLedgerValue } from '@tessera/shared';
import { toRequest } from '../../common/report-query';
import type { LedgerQuery } from './types';

export function fetchTeamLedger(query: LedgerQuery): Promise<TeamLedgerValue> {
  return api.call('agentTeamLedger', { ...toRequest(query), ...(query.kind && { kind: query.kind }) });
}
