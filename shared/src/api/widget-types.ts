/**
 * Types of the site widgets the product names without details (docs/product.md#other-screens): the red
 * envelope, the chat room and the domain-route pings. Their gateway calls are not recorded, so the shapes
 * here are Tessera's design, answered by the sandbox.
 */

/** A red-envelope event: between its start and end a member may open one envelope, once. */
export interface RedEnvelopeEvent {
  eventId: number;
  title: string;
  /** Epoch ms. */
  startsAt: number;
  endsAt: number;
  /** The bonus range of one envelope, in the wallet's currency. */
  minAmount: number;
  maxAmount: number;
  /** The artwork of the popup (a CDN path). */
  imageUrl: string;
  /** Set for a logged-in member who has opened this event's envelope. */
  opened?: { amount: number; at: number };
}

/** The current event, or null when none is running. */
export interface RedEnvelopeValue {
  event: RedEnvelopeEvent | null;
}

export interface OpenRedEnvelopeRequest {
  eventId: number;
}

export interface OpenRedEnvelopeValue {
  eventId: number;
  amount: number;
  at: number;
  /** The member's main balance after the bonus. */
  balance: number;
}

/** One chat line: plain text, never HTML. */
export interface ChatMessage {
  id: number;
  /** The sender's nickname (or masked account). */
  author: string;
  text: string;
  /** Epoch ms. */
  at: number;
  /** true for the caller's own lines. */
  mine?: boolean;
}

export interface ChatMessagesRequest {
  /** Only lines newer than this id (polling); absent: the latest page. */
  afterId?: number;
}

export interface ChatMessagesValue {
  messages: ChatMessage[];
}

export interface ChatSendRequest {
  text: string;
}

/** Length bounds of a chat line, enforced by the form and by the gateway. */
export const CHAT_TEXT = { min: 1, max: 200 } as const;
