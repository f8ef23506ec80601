/**
 * What each remote exposes to the host (docs/architecture.md#exposed-modules) and the props of each exposed component.
 * The registry refuses to publish a remote build that lacks a module listed in REQUIRED_EXPOSES;
 * the host loads only modules listed in ExposedModules. A module is listed once the host uses it.
 */
import { REMOTE_NAMES, type RemoteName } from './release-set';

/** Member-centre pages, in menu order (docs/product.md#member-centre). */
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

/** Agent-centre pages, in menu order (docs/product.md#agent-centre); the last four depend on contract/salary flags. */
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
  /** The page the centre shows now (its default, or one picked in its menu): the host keeps it in the URL (`?mc=`). */
  onPageChange?(page: MemberPage): void;
}
/** The points mall page (/pointMall): no props; it reads the session from the bus. */
export type PointsMallProps = Record<string, never>;
export interface AgentCentreProps {
  page?: AgentPage;
  onClose(): void;
  /** The page the centre shows now (its default, or one picked in its menu): the host keeps it in the URL (`?ac=`). */
  onPageChange?(page: AgentPage): void;
}
/** Lobby page for /live /pvp /fish /rng /cockfight: `lobbyType` is the path without its slash. */
export interface LobbyProps {
  lobbyType: string;
}
/**
 * Game pages: `sports` `esports` `ds88` `elott` list that category's vendors; `fbsports` opens vendor FB's
 * sportsbook; `game` and `seamless` frame a launched game (`?url=`).
 */
export interface GamePageProps {
  page: 'sports' | 'esports' | 'ds88' | 'elott' | 'fbsports' | 'game' | 'seamless';
}
/** The home page's hot games widget: the cached hot list (docs/product.md#hot-games), each tile launches. */
export interface HotGamesProps {
  /** Tiles shown (default 12). */
  limit?: number;
}
/** Something a player can launch: a game, a hot-list entry, a nav vendor card or a PVP room (docs/product.md#game-launch). */
export interface LaunchTarget {
  vassalage: string;
  gameType: string;
  gameCode?: string;
  gameId?: string;
  nodeId?: string;
  /** `VASSALAGE`: the entry stands for a vendor; its game list opens. */
  isGame?: string;
  roomId?: string;
}
/** What a launch did: asked for login, navigated, or could not launch (a trial account, a failed call). */
export type LaunchResult = { kind: 'login' } | { kind: 'navigate'; to: string } | { kind: 'trial-blocked' } | { kind: 'failed'; message: string };
/**
 * `games/launch` is a function module, not a component: `const { launch } = await loadRemote('games/launch')`,
 * then `launch(target, { navigate })`. It checks login (opening the login popup over the bus), applies the
 * launch rules and navigates; the caller shows a trial or failure result.
 */
export interface LaunchModule {
  launch(target: LaunchTarget, options: { navigate(to: string): void; title?: string }): Promise<LaunchResult>;
}
/** Lottery page for /lottery /lott /seaLottery /vnlottery /vnLottery. */
export interface LotteryPageProps {
  path: string;
}
/** The home page's popular lottery widget: a click opens that game on /lottery or /seaLottery. */
export interface PopularLotteryProps {
  /** Games shown (default 20, docs/product.md#constants). */
  limit?: number;
}

/**
 * Every module the host loads, keyed `<remote>/<module>` as federation names it, with the props of its
 * component. The host renders one with `<RemoteArea module="games/Lobby" props={…} />`: one key gives
 * the remote, the expose path and the props type.
 */
export interface ExposedModules {
  'games/Lobby': LobbyProps;
  'games/GamePage': GamePageProps;
  'games/HotGames': HotGamesProps;
  /** A function module (see LaunchModule), never rendered with RemoteArea. */
  'games/launch': LaunchModule;
  'member/MemberCentre': MemberCentreProps;
  'member/PointsMall': PointsMallProps;
  'agent/AgentCentre': AgentCentreProps;
  'lottery/LotteryPage': LotteryPageProps;
  'lottery/PopularLottery': PopularLotteryProps;
}
export type ExposedModule = keyof ExposedModules;

// Every key names a remote: a typo such as 'game/Lobby' fails to compile here.
const _keysNameRemotes: ExposedModule extends `${RemoteName}/${string}` ? true : never = true;

/** The keys of ExposedModules at run time; `satisfies` keeps the two lists the same. */
export const EXPOSED_MODULES = Object.keys({
  'games/Lobby': true,
  'games/GamePage': true,
  'games/HotGames': true,
  'games/launch': true,
  'member/MemberCentre': true,
  'member/PointsMall': true,
  'agent/AgentCentre': true,
  'lottery/LotteryPage': true,
  'lottery/PopularLottery': true,
} satisfies Record<ExposedModule, true>) as ExposedModule[];

/** `'games/Lobby'` → `{ remote: 'games', expose: './Lobby' }`. */
export function exposedModulePath(key: ExposedModule): { remote: RemoteName; expose: string } {
  const slash = key.indexOf('/');
  return { remote: key.slice(0, slash) as RemoteName, expose: `./${key.slice(slash + 1)}` };
}

/** The expose paths each remote build must contain, derived from ExposedModules. */
export const REQUIRED_EXPOSES: Record<RemoteName, readonly string[]> = (() => {
  const byRemote = Object.fromEntries(REMOTE_NAMES.map((r) => [r, [] as string[]])) as Record<RemoteName, string[]>;
  for (const key of EXPOSED_MODULES) {
    const { remote, expose } = exposedModulePath(key);
    byRemote[remote].push(expose);
  }
  return byRemote;
})();
