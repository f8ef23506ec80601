/**
 * The platform event map (docs/architecture.md#bus): `'domain:name' -> payload`. Payloads are plain,
 * serialisable data. A breaking payload change gets a new event name; `bus.test.tsx` pins which events are sticky.
 */
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

export interface PlatformEvents {
  'session:changed': SessionChanged;
  'wallet:balance': { sumBalance: number; currencySymbol: string; at: number };
  'wallet:refresh': Record<string, never>;
  'messages:unread': { count: number };
  'ui:open-login': { reason?: string };
  'ui:open-member-centre': { page?: MemberPage };
  'ui:open-agent-centre': { page?: AgentPage };
  'locale:changed': { lang: string };
  'theme:changed': { theme: 'dark' | 'light' };
  /** The consolidated server flags: module switches by modId, plus contract/salary flags. */
  'settings:changed': { modules: Record<string, boolean>; flags: Record<string, boolean> };
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
