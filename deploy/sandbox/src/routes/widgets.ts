/**
 * The site widgets' calls (docs/product.md#other-screens; paths and shapes are Tessera's design): the
 * red-envelope event and its one-time open, the chat room, and the ping each domain route is timed by.
 */
import { defineRoute } from '../gateway/define-route.js';
import { GatewayError } from '../gateway/envelope.js';
import { tokenOf } from '../gateway/session.js';
import { NoRedEnvelopeEvent, RedEnvelopeNotEligible } from '../repo/red-envelopes.js';
import { clientOf } from '../gateway/throttles.js';
import { toAmount } from '../repo/wallets.js';
import { DOMAIN_ROUTES } from '../seed/content.js';

/** Length bounds of a chat line (shared's CHAT_TEXT, mirrored: the server takes only types from shared). */
export const CHAT_TEXT = { min: 1, max: 200 };
/** Lines a room read answers at most. */
export const CHAT_PAGE = 50;
/** A member writes at most one line per this many ms. */
export const CHAT_PACE_MS = 1_000;
/** Control characters (bar tab and newline) have no place in a chat line. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * The merchant switch that runs the red-envelope events (off unless an operator turns it on: its popup
 * shows by itself to every visitor).
 */
export const RED_ENVELOPE_SWITCH = 'REDENVELOPE3';

const ENVELOPE_ART = (state: 'closed' | 'opened') => `/cdn/TCG_PROD_IMAGES/RED_ENVELOPE/${state}.png`;

const redEnvelope = defineRoute('redEnvelope', {
  auth: 'none',
  handler: ({ merchant, repo, req }) => {
    const event = repo.merchants.find(merchant)?.modules[RED_ENVELOPE_SWITCH] === true ? repo.redEnvelopes.current(merchant) : undefined;
    if (!event) return { event: null };
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, merchant) : undefined;
    const opened = member ? repo.redEnvelopes.openedBy(event.id, member.id) : undefined;
    return {
      event: {
        eventId: event.id,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        minAmount: toAmount(event.minCents),
        maxAmount: toAmount(event.maxCents),
        imageUrl: ENVELOPE_ART(opened ? 'opened' : 'closed'),
        ...(opened ? { opened: { amount: toAmount(opened.cents), at: opened.at } } : {}),
      },
    };
  },
});

const openRedEnvelope = defineRoute('openRedEnvelope', {
  auth: 'member',
  handler: ({ input, member, merchant, repo }) => {
    const eventId = Number(input.eventId);
    if (!Number.isSafeInteger(eventId) || eventId <= 0) throw new GatewayError(200, 'request_param_err', 'eventId is required');
    if (member.type === 4) throw new GatewayError(200, 'in_need_true_account', 'Trial accounts cannot open red envelopes');
    if (repo.merchants.find(merchant)?.modules[RED_ENVELOPE_SWITCH] !== true) throw new GatewayError(200, 'red_envelope.no_event', 'This red envelope event has ended');
    try {
      const open = repo.redEnvelopes.open(merchant, eventId, member.id);
      return { eventId, amount: toAmount(open.cents), at: open.at, balance: toAmount(open.balanceCents) };
    } catch (e) {
      if (e instanceof NoRedEnvelopeEvent) throw new GatewayError(200, 'red_envelope.no_event', 'This red envelope event has ended');
      if (e instanceof RedEnvelopeNotEligible) throw new GatewayError(200, 'red_envelope.not_eligible', 'Red envelopes open for accounts older than a day or with a deposit');
      throw e;
    }
  },
});

/** The name a line shows: the member's nickname, else the account masked. */
const authorOf = (m: { nickname: string; username: string }) => m.nickname.trim() || `${m.username.slice(0, 2)}***`;

const chatMessages = defineRoute('chatMessages', {
  auth: 'none',
  handler: ({ input, merchant, repo, req }) => {
    const raw = input.afterId;
    const afterId = raw === undefined || raw === '' ? undefined : Number(raw);
    if (afterId !== undefined && (!Number.isSafeInteger(afterId) || afterId < 0)) throw new GatewayError(200, 'request_param_err', 'afterId must be a whole number');
    const token = tokenOf(req);
    const member = token ? repo.sessions.member(token, merchant) : undefined;
    const messages = repo.chat.list(merchant, CHAT_PAGE, afterId).map((r) => ({ id: r.id, author: r.author, text: r.text, at: r.at, mine: !!member && r.memberId === member.id }));
    return { messages };
  },
});

const chatSend = defineRoute('chatSend', {
  auth: 'member',
  handler: ({ input, member, merchant, repo, throttles, req }) => {
    const text = typeof input.text === 'string' ? input.text.trim() : '';
    if ([...text].length < CHAT_TEXT.min || [...text].length > CHAT_TEXT.max) {
      throw new GatewayError(200, 'request_param_err', `A message must be ${CHAT_TEXT.min} to ${CHAT_TEXT.max} characters`);
    }
    if (CONTROL.test(text)) throw new GatewayError(200, 'request_param_err', 'A message cannot hold control characters');
    if (member.type === 4) throw new GatewayError(200, 'in_need_true_account', 'Trial accounts cannot write in the chat room');
    const now = Date.now();
    const last = repo.chat.lastPostAt(member.id);
    if (last !== undefined && now - last < CHAT_PACE_MS) throw new GatewayError(200, 'chat.too_fast', 'You are sending messages too fast');
    // Per client network and per room: a few accounts together cannot push everyone else's lines out of the window.
    const client = clientOf(req, throttles);
    if (throttles.chatPerClient.limited(client) || throttles.chatPerRoom.limited(merchant)) {
      throw new GatewayError(200, 'chat.too_fast', 'The room is busy, please wait a moment before writing again');
    }
    throttles.chatPerClient.hit(client);
    throttles.chatPerRoom.hit(merchant);
    const row = repo.chat.post(merchant, member.id, authorOf(member), text, now);
    return { id: row.id, author: row.author, text: row.text, at: row.at, mine: true };
  },
});

/**
 * Every domain route of the sandbox leads back to the sandbox itself; its ping waits the route's seeded
 * `speed` in ms, standing in for the network distance of a real route, so the browser's timing sorts them.
 */
const domainPing = defineRoute('domainPing', {
  auth: 'none',
  openInMaintenance: true,
  handler: async ({ input, reply }) => {
    const line = DOMAIN_ROUTES.find((r) => r.domain === input.line);
    if (!line) throw new GatewayError(200, 'request_param_err', 'Unknown route');
    await new Promise((r) => setTimeout(r, line.speed));
    reply.header('Timing-Allow-Origin', '*');
    return null;
  },
});

export const widgetRoutes = [redEnvelope, openRedEnvelope, chatMessages, chatSend, domainPing];
