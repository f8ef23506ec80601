/**
 * Seed of the site widgets (Tessera's design, docs/product.md#other-screens): a running red-envelope
 * event per merchant, the chat room's opening lines, and the accounts their end-to-end tests spend
 * (`envelope01` opens the envelope, `chat01` writes in the room; no other suite uses them).
 */
import type Database from 'better-sqlite3';
import { seedCredentials } from './credentials.js';
import { MAIN_WALLET } from '../repo/wallets.js';

export const ENVELOPE_ACCOUNT = 'envelope01';
export const CHAT_ACCOUNT = 'chat01';

/** One event per merchant, running for years so that every test run sees it. */
export const RED_ENVELOPE_EVENT = {
  title: 'Lucky Red Envelope',
  startsAt: Date.UTC(2026, 0, 1),
  endsAt: Date.UTC(2031, 0, 1),
  minCents: 188,
  maxCents: 8_888,
  art: 'closed',
};

const CHAT_OPENING = [
  { author: 'Tessera Host', text: 'Welcome to the Tessera chat room! Be kind, no links, no personal details.' },
  { author: 'Tessera Host', text: 'Tonight 20:00: double points on all slots. Good luck everyone!' },
  { author: 'Lucky Ace', text: 'Just hit a 50x on Fortune Koi!' },
];

export function seedWidgets(db: Database.Database, now = Date.now()): void {
  const merchants = db.prepare<[], { merchant: string }>("SELECT DISTINCT merchant FROM members WHERE username = 'player01'").all();
  const hasEvent = db.prepare<[string], { id: number }>('SELECT id FROM red_envelope_events WHERE merchant = ? LIMIT 1');
  const addEvent = db.prepare(
    'INSERT INTO red_envelope_events (merchant, title, starts_at, ends_at, min_cents, max_cents, art) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const hasChat = db.prepare<[string], { id: number }>('SELECT id FROM chat_messages WHERE merchant = ? LIMIT 1');
  const addLine = db.prepare('INSERT INTO chat_messages (merchant, member_id, author, text, at) VALUES (?, NULL, ?, ?, ?)');
  const exists = db.prepare<[string, string], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const addMember = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id)
     VALUES (?, ?, ?, ?, ?, 0, NULL, NULL, ?, 2, 'VIP2', (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members))`,
  );
  const wallet = db.prepare('INSERT OR IGNORE INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  for (const { merchant } of merchants) {
    const e = RED_ENVELOPE_EVENT;
    if (!hasEvent.get(merchant)) addEvent.run(merchant, e.title, e.startsAt, e.endsAt, e.minCents, e.maxCents, e.art);
    if (!hasChat.get(merchant)) CHAT_OPENING.forEach((l, i) => addLine.run(merchant, l.author, l.text, now - (CHAT_OPENING.length - i) * 60_000));
    for (const [username, nickname] of [
      [ENVELOPE_ACCOUNT, 'Envelope Tester'],
      [CHAT_ACCOUNT, 'Chatty Cat'],
    ] as const) {
      if (exists.get(merchant, username)) continue;
      const { salt, hash } = seedCredentials();
      const id = Number(addMember.run(merchant, username, hash, salt, nickname, now - 30 * 86_400_000).lastInsertRowid);
      wallet.run(id, MAIN_WALLET, 10_000);
    }
  }
}
