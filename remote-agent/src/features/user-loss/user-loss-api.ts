/** User loss's gateway call, the one seam tests mock. */
import { api, type TeamProfitValue } from '@tessera/shared';
import { toRequest, type PeriodQuery } from '../../common/report-query';

export function fetchTeamProfit(query: PeriodQuery): Promise<TeamProfitValue> {
  return api.call('agentTeamProfit', toRequest(query));
}
