/** Inbox calls (docs/product.md#member-centre) and the unread count the menu badge and header read. */
import { api, bus, type InboxValue } from '@tessera/shared';

export type InboxKind = 'all' | 'system' | 'internal';

export function fetchInbox(kind: InboxKind, pageNo: number, pageSize: number): Promise<InboxValue> {
  return api.call('inbox', { kind, pageNo, pageSize });
}

export function markRead(ids: number[] | 'all'): Promise<{ unread: number }> {
  return api.call('readMessages', { ids });
}

export function announceUnread(count: number): void {
  bus.emit('messages:unread', { count });
}
