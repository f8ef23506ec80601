/** The member's unread inbox count (docs/gateway.md#member-calls), and its announcement on the bus. */
import { api, bus } from '@tessera/shared';

export const messagesApi = {
  unreadCount: (): Promise<number> => api.call('unreadCount'),
  /** The host is the one source of `messages:unread` at login and on each poll (docs/architecture.md#bus). */
  announce: (count: number): void => bus.emit('messages:unread', { count }),
};
