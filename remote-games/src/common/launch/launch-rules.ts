/**
 * Game launch rules (docs/product.md#game-launch): where a game or vendor goes when a player picks it.
 * Pure: `planLaunch` decides, `runLaunch` (run-launch.ts) carries the plan out.
 */

import type { LaunchTarget } from '@tessera/shared';

export type { LaunchTarget };

/** The player as the launch rules see them: logged in or not, and the account type (4: trial). */
export interface LaunchSession {
  loggedIn: boolean;
  accountType?: number;
}

export const TRIAL_ACCOUNT_TYPE = 4;
/** Where the RNG lobby reads the vendor a launch picked (docs/product.md#session-storage). */
export const RNG_VENDOR_KEY = 'rngVendor';

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'route'; to: string; storeRngVendor?: string }
  | { kind: 'vendor-list'; vassalage: string; gameType: string }
  | { kind: 'third-party' };

const withCode = (path: string, code?: string) => (code ? `${path}?gameCode=${encodeURIComponent(code)}` : path);

/** E-sports vendors come out of SPORTS into `/esports` (docs/product.md#header-and-nav). */
const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
const LOBBIES: Record<string, string> = { RNG: '/rng', LIVE: '/live', FISH: '/fish', PVP: '/pvp', COCKFIGHT: '/cockfight' };

/**
 * The page that lists one vendor's games, for a `VASSALAGE` entry launched where no popup can show (the
 * host's nav): a lobby on that vendor, a game page with `?game=`, the lottery page, or else the home route's
 * lobby with `lobbyType` (docs/product.md#lobbies).
 */
export function vendorPagePath(gameType: string, vassalage: string): string {
  const t = gameType.toUpperCase();
  const v = encodeURIComponent(vassalage);
  if (t === 'RNG') return `/rng?page=${v}`;
  if (vassalage === 'DS88') return `/ds88?game=${v}`;
  const lobby = LOBBIES[t];
  if (lobby) return `${lobby}?type=vassalage&vassalage=${v}`;
  if (t === 'SPORTS' || t === 'ESPORTS') return `${ESPORTS_VENDORS.includes(vassalage) ? '/esports' : '/sports'}?game=${v}`;
  if (t === 'LOTT' || t === 'ELOTT') return '/lottery';
  return `/?lobbyType=${encodeURIComponent(t.toLowerCase())}&type=vassalage&vassalage=${v}`;
}

export function planLaunch(target: LaunchTarget, session: LaunchSession): LaunchPlan {
  // Every launch first checks that the player is logged in.
  if (!session.loggedIn) return { kind: 'login' };
  const type = target.gameType.toUpperCase();
  if (target.vassalage === 'TCG_LOTTO_VN') return { kind: 'route', to: withCode('/vnLottery', target.gameCode) };
  if (target.vassalage === 'TCG_SEA') return { kind: 'route', to: withCode('/seaLottery', target.gameCode) };
  if (type === 'LOTT' || type === 'ELOTT') return { kind: 'route', to: withCode('/lottery', target.gameCode) };
  if (target.isGame === 'VASSALAGE') return { kind: 'vendor-list', vassalage: target.vassalage, gameType: type };
  // An RNG vendor (no game picked) opens the slot lobby on that vendor.
  if (type === 'RNG' && !target.gameCode && !target.nodeId) {
    return { kind: 'route', to: `/rng?page=${encodeURIComponent(target.vassalage)}`, storeRngVendor: target.vassalage };
  }
  if (target.vassalage === 'FB' && type === 'SPORTS') return { kind: 'route', to: '/fbsports' };
  // A trial account plays third-party games too, with its trial balance (docs/product.md#roles); only a
  // gateway that refuses it (403) turns the launch into the real-account warning (run-launch.ts).
  return { kind: 'third-party' };
}
