/**
 * Counts a page learns that the centre's menu shows as badges (docs/architecture.md#page-registry). An
 * app-level action, so a page reports a count without importing the centre.
 */
import { createAction } from '@tessera/shared/toolkit';

/** The promotions the member can still claim or join (rewardCenter's badge). */
export const promotionsCounted = createAction<number>('badges/promotionsCounted');

/** The missions not yet completed this period (missionLeaderboard's badge). */
export const missionsCounted = createAction<number>('badges/missionsCounted');
