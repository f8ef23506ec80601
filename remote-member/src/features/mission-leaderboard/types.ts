import type { LoadState, MissionLeaderboardValue, MissionSummary } from '@tessera/shared';

export interface MissionsState {
  summary: MissionSummary | null;
  board: MissionLeaderboardValue | null;
  /** Where the page's data stands (the values are the fields beside it). */
  load: LoadState;
}
