/** The counts the centre's menu shows as badges (common/badges.ts). */
export interface MemberCentreBadges {
  /** rewardCenter's badge: promotions still open to the member. */
  promotions: number;
  /** missionLeaderboard's badge: missions not yet completed this period. */
  missions: number;
}
