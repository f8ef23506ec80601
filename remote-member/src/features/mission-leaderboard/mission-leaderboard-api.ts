/** Missions and their leaderboard (docs/product.md#member-centre; shapes: docs/gateway.md#member-report-calls). */
import { api, type MissionLeaderboardValue, type MissionSummary } from '@tessera/shared';

export function fetchMissionSummary(): Promise<MissionSummary> {
  return api.call('missionSummary');
}

export function fetchLeaderboard(): Promise<MissionLeaderboardValue> {
  return api.call('missionLeaderboard');
}
