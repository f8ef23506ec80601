/**
 * Inbox calls (messageV2, docs/product.md#member-centre): the unread count (`CSP_unreadCount`, value a
 * number as the mobile client reads it), the inbox by kind and page (`CSP_getInbox`), marking read.
 * Message bodies are HTML as the back office wrote them; the client sanitises before showing them.
 */
import type { InboxMessage } from '@tessera/shared/api-types';
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { pageCount, pageOf } from '../domain/report-pages.js';
import { settleDue, settleDueWithdrawals } from '../domain/settlement.js';
import type { Member, Repo } from '../repo/index.js';
import type { MessageRow } from '../repo/messages.js';
import { localiseSeedMessage } from '../seed/member-messages-i18n.js';

const toMessage = (m: MessageRow): InboxMessage => ({ id: m.id, kind: m.kind, title: m.title, html: m.html, sentAt: m.sentAt, read: m.readAt != null });

/** Money moves that came due since the last call notify first, so the inbox is current. */
function settle(repo: Repo, member: Member): void {
  settleDue(repo, member);
  settleDueWithdrawals(repo, member);
}

const unreadCount = defineRoute('unreadCount', {
  auth: 'member',
  handler: ({ member, repo }) => {
    settle(repo, member);
    return repo.messages.unread(member.id);
  },
});

const inbox = defineRoute('inbox', {
  auth: 'member',
  handler: ({ input, member, repo, req }) => {
    const kind = input.kind === 'system' || input.kind === 'internal' ? input.kind : input.kind === undefined || input.kind === 'all' ? null : undefined;
    if (kind === undefined) throw new GatewayError(200, 'request_param_err', 'kind is all, system or internal');
    settle(repo, member);
    const { pageNo, pageSize, offset } = pageOf(input, 50);
    const { rows, count } = repo.messages.list(member.id, kind, offset, pageSize);
    // The seeded messages come in the member's language, as the back office writes them per market.
    return { list: rows.map((r) => toMessage(localiseSeedMessage(r, r.seedKey, req.headers.language))), pageNo, totalCount: count, totalPages: pageCount(count, pageSize), unread: repo.messages.unread(member.id) };
  },
});

const readMessages = defineRoute('readMessages', {
  auth: 'member',
  handler: ({ input, member, repo }) => {
    const ids = input.ids === 'all' ? 'all' : Array.isArray(input.ids) && input.ids.every((i) => Number.isSafeInteger(i)) ? (input.ids as number[]) : null;
    if (!ids) throw new GatewayError(200, 'request_param_err', 'ids is a list of message ids or "all"');
    repo.messages.markRead(member.id, ids);
    return { unread: repo.messages.unread(member.id) };
  },
});

export const messageRoutes = [unreadCount, inbox, readMessages];
