/**
 * The member's inbox (messageV2): system and internal messages, read or unread. A member's inbox is
 * filled from seed/member.ts the first time it is read, so every member (also one registered later)
 * starts with the same messages.
 */
import type Database from 'better-sqlite3';
import { SEED_MESSAGES } from '../seed/member.js';

export const MESSAGE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, seed_key TEXT, kind TEXT NOT NULL,
    title TEXT NOT NULL, html TEXT NOT NULL, sent_at INTEGER NOT NULL, read_at INTEGER,
    UNIQUE (member_id, seed_key));
  CREATE INDEX IF NOT EXISTS messages_member ON messages (member_id, sent_at);
`;

export type MessageKind = 'system' | 'internal';
export interface MessageRow {
  id: number;
  kind: MessageKind;
  title: string;
  html: string;
  sentAt: number;
  readAt: number | null;
  /** Which seeded message this is (seed/member.ts), for its translations; null for a message sent later. */
  seedKey: string | null;
}

export function messagesRepo(db: Database.Database) {
  const seeded = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND seed_key IS NOT NULL');
  const insertSeed = db.prepare('INSERT OR IGNORE INTO messages (member_id, seed_key, kind, title, html, sent_at) VALUES (?, ?, ?, ?, ?, ?)');
  const ensure = (memberId: number) => {
    if (seeded.get(memberId)!.n > 0) return;
    const now = Date.now();
    db.transaction(() => {
      for (const m of SEED_MESSAGES) insertSeed.run(memberId, m.key, m.kind, m.title, m.html, now - m.ageMs);
    })();
  };
  const toRow = (r: { id: number; kind: MessageKind; title: string; html: string; sent_at: number; read_at: number | null; seed_key: string | null }): MessageRow => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    html: r.html,
    sentAt: r.sent_at,
    readAt: r.read_at,
    seedKey: r.seed_key,
  });
  return {
    /** A page of the member's messages of one kind (or all), newest first, with the count. */
    list(memberId: number, kind: MessageKind | null, offset: number, limit: number): { rows: MessageRow[]; count: number } {
      ensure(memberId);
      const where = kind ? 'member_id = ? AND kind = ?' : 'member_id = ?';
      const args = kind ? [memberId, kind] : [memberId];
      const rows = (db.prepare(`SELECT * FROM messages WHERE ${where} ORDER BY sent_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, limit, offset) as Parameters<typeof toRow>[0][]).map(toRow);
      const count = (db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE ${where}`).get(...args) as { n: number }).n;
      return { rows, count };
    },
    unread(memberId: number): number {
      ensure(memberId);
      return (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL').get(memberId) as { n: number }).n;
    },
    /** Marks the given messages of the member read (others' ids are ignored); answers how many changed. */
    markRead(memberId: number, ids: readonly number[] | 'all'): number {
      ensure(memberId);
      const now = Date.now();
      if (ids === 'all') return db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(now, memberId).changes;
      const mark = db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND id = ? AND read_at IS NULL');
      return db.transaction(() => ids.reduce((n, id) => n + mark.run(now, memberId, id).changes, 0))();
    },
    /** A message from the platform to the member (e.g. a deposit credited). */
    send(memberId: number, kind: MessageKind, title: string, html: string): void {
      ensure(memberId);
      db.prepare('INSERT INTO messages (member_id, kind, title, html, sent_at) VALUES (?, ?, ?, ?, ?)').run(memberId, kind, title, html, Date.now());
    },
  };
}
