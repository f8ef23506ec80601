/**
 * Release-set and telemetry types: mirrors shared/src/contracts/release-set.ts and remotes.ts.
 * The server cannot import the TypeScript source of @tessera/shared at runtime (NodeNext build),
 * so the few declarations it needs are copied here. Keep them in step with the shared contracts.
 */

export const REMOTE_NAMES = ['games', 'member', 'agent', 'lottery'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const APP_NAMES = ['host', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

export interface RemoteVersionRef {
  version: string;
  entry: string;
  integrity: string;
}

export interface RemoteRelease extends RemoteVersionRef {
  canary?: RemoteVersionRef & { percent: number };
  fallback?: RemoteVersionRef;
}

export interface ReleaseSet {
  merchant: string;
  revision: number;
  publishedAt: string;
  host: { version: string };
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
  overrides: { allowed: boolean };
}

export interface TelemetryEvent {
  merchant: string;
  remote: RemoteName;
  version: string;
  kind: 'load' | 'error' | 'fallback';
  reason?: string;
  ms?: number;
}

/** Mirrors REQUIRED_EXPOSES of shared/src/contracts/remotes.ts; the host must expose nothing. */
export const REQUIRED_EXPOSES: Record<AppName, readonly string[]> = {
  games: ['./Lobby'],
  member: ['./MemberCentre'],
  agent: ['./AgentCentre'],
  lottery: ['./LotteryPage'],
  host: [],
};

export function isRemoteName(v: unknown): v is RemoteName {
  return typeof v === 'string' && (REMOTE_NAMES as readonly string[]).includes(v);
}
export function isAppName(v: unknown): v is AppName {
  return typeof v === 'string' && (APP_NAMES as readonly string[]).includes(v);
}
