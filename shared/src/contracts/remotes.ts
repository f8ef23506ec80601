/**
 * What each remote exposes to the host (architecture §3.1) and the props of each exposed component.
 * The registry refuses to publish a remote build that lacks a module listed in REQUIRED_EXPOSES;
 * the host loads only modules listed here. Later issues add modules here as the host starts to use them.
 */
import type { RemoteName } from './release-set';

/** Member-centre pages, in menu order (spec §2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Agent-centre pages, in menu order (spec §2); the last four depend on contract/salary flags. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserLoss',
  'agentMyIncome',
  'agentAccountDetails',
  'agentDividendRecord2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export interface MemberCentreProps {
  page?: MemberPage;
  onClose(): void;
}
export interface AgentCentreProps {
  page?: AgentPage;
  onClose(): void;
}
/** Lobby page for /live /pvp /fish /rng /cockfight: `lobbyType` is the path without its slash. */
export interface LobbyProps {
  lobbyType: string;
}
/** Lottery page for /lottery /seaLottery /vnlottery /vnLottery. */
export interface LotteryPageProps {
  path: string;
}

export const REQUIRED_EXPOSES: Record<RemoteName, readonly string[]> = {
  games: ['./Lobby'],
  member: ['./MemberCentre'],
  agent: ['./AgentCentre'],
  lottery: ['./LotteryPage'],
};
