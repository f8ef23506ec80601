/** The team overview's gateway call, the one seam tests mock. */
import { api, type TeamSummary } from '@tessera/shared';
import { utcOffset, type Period } from '@tessera/shared/report';

export function fetchTeamSummary(period: Period): Promise<TeamSummary> {
  return api.call('agentTeamSummary', { from: period.from, to: period.to, utcOffset: utcOffset() });
}
