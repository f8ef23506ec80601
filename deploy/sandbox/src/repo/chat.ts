/**
 * The chat room (docs/product.md#other-screens, Tessera's design): one room per merchant, plain-text lines
 * kept in order. Anyone reads the latest lines; only members write.
 */
import type Database from 'better-sqlite3';

export const CHAT_SCHEMA = `
  CREATE TABLE IF NOT EXISTS chat_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER, author TEXT NOT NULL,
    text TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS chat_messages_merchant ON chat_messages (merchant, id);
`;

export interface ChatRow {
  id: number;
  memberId: number | null;
  author: string;
  text: string;
  at: number;
}

type DbRow = { id: number; member_id: number | null; author: string; text: string; at: number };
const toRow = (r: DbRow): ChatRow => ({ id: r.id, memberId: r.member_id, author: r.author, text: r.text, at: r.at });

export function chatRepo(db: Database.Database) {
  const latest = db.prepare<[string, number], DbRow>('SELECT * FROM (SELECT * FROM chat_messages WHERE merchant = ? ORDER BY id DESC LIMIT ?) ORDER BY id');
  const after = db.prepare<[string, number, number], DbRow>('SELECT * FROM chat_messages WHERE merchant = ? AND id > ? ORDER BY id LIMIT ?');
  const lastOf = db.prepare<[number], { at: number }>('SELECT at FROM chat_messages WHERE member_id = ? ORDER BY id DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO chat_messages (merchant, member_id, author, text, at) VALUES (?, ?, ?, ?, ?)');
  return {
    /** The newest `limit` lines in order, or (polling) those after `afterId`. */
    list(merchant: string, limit: number, afterId?: number): ChatRow[] {
      return (afterId === undefined ? latest.all(merchant, limit) : after.all(merchant, afterId, limit)).map(toRow);
    },
    /** When the member last wrote (epoch ms), for the room's pace limit. */
    lastPostAt(memberId: number): number | undefined {
      return lastOf.get(memberId)?.at;
    },
    post(merchant: string, memberId: number | null, author: string, text: string, at: number): ChatRow {
      const id = Number(insert.run(merchant, memberId, author, text, at).lastInsertRowid);
      return { id, memberId, author, text, at };
    },
  };
}
