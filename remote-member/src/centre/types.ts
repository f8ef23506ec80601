import type { RegisteredPage } from './page-registry';

export interface MemberCentreState {
  /** Always a page this build has; a request for any other page lands on the default. */
  page: RegisteredPage;
  /** rewardCenter's badge: promotions still open to the member. */
  promotions: number;
  /** missionLeaderboard's badge: missions not yet completed this period. */
  missions: number;
}
