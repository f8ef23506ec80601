/**
 * The platform event map (architecture §3.3): `'domain:name' -> payload`. Payloads are plain,
 * serialisable data. A breaking payload change gets a new event name; `events.test.ts` pins this map.
 */
import type { AgentPage, MemberPage } from '../contracts/remotes';

export interface SessionChanged {
  status: 'in' | 'out';
  account?: string;
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
