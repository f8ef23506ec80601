import type { ErrorInfo, LoadStatus, MissionLeaderboardValue, MissionSummary } from '@tessera/shared';

export interface MissionsState {
  summary: MissionSummary | null;
  board: MissionLeaderboardValue | null;
  status: LoadStatus;
  error: ErrorInfo | null;
}
