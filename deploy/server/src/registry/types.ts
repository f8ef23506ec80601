/**
 * Release-set and telemetry contracts. The types come from @tessera/shared (type-only: the server runs
 * compiled JavaScript and cannot load shared's TypeScript at runtime); the few runtime tables are
 * repeated here and pinned to shared's by contracts.test.ts.
 */
export type { ReleaseSet, RemoteRelease, RemoteVersionRef, TelemetryEvent } from '@tessera/shared/contracts';
import type { RemoteName as SharedRemoteName } from '@tessera/shared/contracts';

export const REMOTE_NAMES = ['games', 'member', 'agent', 'lottery'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number] & SharedRemoteName;
export const APP_NAMES = ['host', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

/** Mirrors REQUIRED_EXPOSES of shared/src/contracts/remotes.ts; the host must expose nothing. */
export const REQUIRED_EXPOSES: Record<AppName, readonly string[]> = {
  games: ['./Lobby', './GamePage', './HotGames', './launch'],
  member: ['./MemberCentre', './PointsMall'],
  agent: ['./AgentCentre'],
  lottery: ['./LotteryPage', './PopularLottery'],
  host: [],
};

export function isRemoteName(v: unknown): v is RemoteName {
  return typeof v === 'string' && (REMOTE_NAMES as readonly string[]).includes(v);
}
export function isAppName(v: unknown): v is AppName {
  return typeof v === 'string' && (APP_NAMES as readonly string[]).includes(v);
}
