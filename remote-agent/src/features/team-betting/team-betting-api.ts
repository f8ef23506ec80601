/** Team betting's gateway call, the one seam tests mock. */
import { api, type TeamBetsValue } from '@tessera/shared';
import { toRequest, type PeriodQuery } from '../../common/report-query';

export function fetchTeamBets(query: PeriodQuery): Promise<TeamBetsValue> {
  return api.call('agentTeamBets', toRequest(query));
}
