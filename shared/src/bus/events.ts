/**
 * The platform event map (docs/architecture.md#bus): `'domain:name' -> payload`. Payloads are plain,
 * serialisable data. A breaking payload change gets a new event name; `bus.test.tsx` pins which events are sticky.
 */
import type { FieldFlowEvent } from '../contracts/field';
import type { AgentPage, MemberPage } from '../contracts/remotes';

/** Who is logged in. Remotes read it with `bus.last('session:changed')` / `useBusValue`. */
export interface SessionChanged {
  status: 'in' | 'out';
  account?: string;
  /** The name the player logged in with (trimmed); the account when the session was restored without one. */
  username?: string;
  nickname?: string;
  customerId?: number;
  accountType?: number;
  rankLevel?: number;
}

/**
 * Why a player's balance changed, or may have: a money move in the member centre, a bonus or a points
 * redemption, an agent's transfer, play in a game or the lottery, or the player asking for it again.
 */
export type BalanceChangeReason = 'deposit' | 'withdrawal' | 'transfer' | 'bonus' | 'points' | 'game' | 'lottery' | 'asked';

export interface PlatformEvents {
  'session:changed': SessionChanged;
  'wallet:balance': { sumBalance: number; currencySymbol: string; at: number };
  /** The balance changed (or may have), and why: the host refetches it and emits `wallet:balance`. Emit it with `balanceChanged`. */
  'wallet:changed': { reason: BalanceChangeReason };
  /** @deprecated Since 0.7.1: emitted by remotes built against 0.7.0 or older; the host still answers it. Emit `wallet:changed`. */
  'wallet:refresh': Record<string, never>;
  'messages:unread': { count: number };
  'ui:open-login': { reason?: string };
  'ui:open-member-centre': { page?: MemberPage };
  'ui:open-agent-centre': { page?: AgentPage };
  'locale:changed': { lang: string };
  'theme:changed': { theme: 'dark' | 'light' };
  /**
   * The connection came back after the host had found it lost (offline, or the server unreachable): whatever a
   * remote failed to load meanwhile is fetched again without a tap (docs/product.md#errors).
   */
  'connection:restored': { at: number };
  /** The consolidated server flags: module switches by modId, plus contract/salary flags. */
  'settings:changed': { modules: Record<string, boolean>; flags: Record<string, boolean> };
  /** A flow players came for ended (login, deposit, game launch…): its outcome for the field data, error key only. */
  'field:flow': FieldFlowEvent;
}

export type PlatformEventName = keyof PlatformEvents;

/** Sticky events keep their last value so a remote mounted later reads it at once. */
export const STICKY_EVENTS: readonly PlatformEventName[] = [
  'session:changed',
  'wallet:balance',
  'messages:unread',
  'locale:changed',
  'theme:changed',
  'settings:changed',
];
