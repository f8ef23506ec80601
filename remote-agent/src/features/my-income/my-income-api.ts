/** The revenue report's gateway call, the one seam tests mock. */
import { api, type TeamSummary } from '@tessera/shared';
import { utcOffset } from '@tessera/shared/report';
import type { PeriodQuery } from '../../common/report-query';

export function fetchRevenue(query: PeriodQuery): Promise<TeamSummary> {
  return api.call('agentTeamSummary', { from: query.from, to: query.to, utcOffset: utcOffset() });
}
