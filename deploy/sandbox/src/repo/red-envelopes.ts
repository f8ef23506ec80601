/**
 * Red-envelope events (docs/product.md#other-screens, Tessera's design): while an event runs, each member
 * may open one envelope. The amount is drawn and paid inside one IMMEDIATE transaction keyed by
 * (event, member), so concurrent opens pay once and every later open answers the same envelope.
 */
import type Database from 'better-sqlite3';
import { randomInt } from 'node:crypto';
import { balanceCents, creditInTx } from './wallets.js';

export const RED_ENVELOPE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS red_envelope_events (
    id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, title TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
    min_cents INTEGER NOT NULL CHECK (min_cents > 0), max_cents INTEGER NOT NULL, art TEXT NOT NULL,
    CHECK (max_cents >= min_cents), CHECK (ends_at > starts_at));
  CREATE TABLE IF NOT EXISTS red_envelope_opens (
    event_id INTEGER NOT NULL, member_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), at INTEGER NOT NULL,
    PRIMARY KEY (event_id, member_id));
`;

export interface RedEnvelopeEventRow {
  id: number;
  title: string;
  startsAt: number;
  endsAt: number;
  minCents: number;
  maxCents: number;
  art: string;
}

export interface RedEnvelopeOpen {
  eventId: number;
  cents: number;
  at: number;
  /** Main balance after the open, in cents. */
  balanceCents: number;
  /** false when the envelope had been opened before (nothing paid this time). */
  fresh: boolean;
}

/** The event is not running (unknown, over, not started, another merchant's). */
export class NoRedEnvelopeEvent extends Error {
  constructor() {
    super('no red envelope event is running');
  }
}

type EventDbRow = { id: number; title: string; starts_at: number; ends_at: number; min_cents: number; max_cents: number; art: string };
const toEvent = (r: EventDbRow): RedEnvelopeEventRow => ({ id: r.id, title: r.title, startsAt: r.starts_at, endsAt: r.ends_at, minCents: r.min_cents, maxCents: r.max_cents, art: r.art });

export function redEnvelopesRepo(db: Database.Database, now: () => number = Date.now) {
  const current = db.prepare<[string, number, number], EventDbRow>(
    'SELECT * FROM red_envelope_events WHERE merchant = ? AND starts_at <= ? AND ends_at > ? ORDER BY starts_at DESC, id LIMIT 1',
  );
  const byId = db.prepare<[number, string, number, number], EventDbRow>('SELECT * FROM red_envelope_events WHERE id = ? AND merchant = ? AND starts_at <= ? AND ends_at > ?');
  const openOf = db.prepare<[number, number], { amount_cents: number; at: number }>('SELECT amount_cents, at FROM red_envelope_opens WHERE event_id = ? AND member_id = ?');
  const insertOpen = db.prepare('INSERT INTO red_envelope_opens (event_id, member_id, amount_cents, at) VALUES (?, ?, ?, ?)');

  return {
    /** The running event of the merchant, if any. */
    current(merchant: string): RedEnvelopeEventRow | undefined {
      const at = now();
      const row = current.get(merchant, at, at);
      return row ? toEvent(row) : undefined;
    },
    openedBy(eventId: number, memberId: number): { cents: number; at: number } | undefined {
      const row = openOf.get(eventId, memberId);
      return row ? { cents: row.amount_cents, at: row.at } : undefined;
    },
    /** Opens the member's envelope of a running event: draws and pays it once; later calls answer the same one. */
    open(merchant: string, eventId: number, memberId: number): RedEnvelopeOpen {
      return db
        .transaction((): RedEnvelopeOpen => {
          const at = now();
          const event = byId.get(eventId, merchant, at, at);
          if (!event) throw new NoRedEnvelopeEvent();
          const before = openOf.get(eventId, memberId);
          if (before) return { eventId, cents: before.amount_cents, at: before.at, balanceCents: balanceCents(db, { memberId }), fresh: false };
          const cents = randomInt(event.min_cents, event.max_cents + 1);
          insertOpen.run(eventId, memberId, cents, at);
          creditInTx(db, memberId, cents, 'bonus', `red-envelope:${eventId}`);
          return { eventId, cents, at, balanceCents: balanceCents(db, { memberId }), fresh: true };
        })
        .immediate();
    },
  };
}
