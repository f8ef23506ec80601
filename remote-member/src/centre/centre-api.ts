/** The centre's own calls: the counts its menu badges show (docs/architecture.md#page-registry). */
import { api, bus } from '@tessera/shared';

/** Counts are the signed-in member's: without a session there is nothing to ask. */
export function hasSession(): boolean {
  return api.hasSession();
}

export async function fetchPromotionCount(): Promise<number> {
  return (await api.call('availablePromotions')).available;
}

/** Missions not yet completed this period (missionLeaderboard's badge). */
export async function fetchMissionCount(): Promise<number> {
  return (await api.call('missionSummary')).open;
}

export function fetchUnreadCount(): Promise<number> {
  return api.call('unreadCount');
}

/** Sticky on the bus: the menu badge and any other listener (the host header) read it. */
export function announceUnread(count: number): void {
  bus.emit('messages:unread', { count });
}
