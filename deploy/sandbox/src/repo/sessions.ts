import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { toMember, type Member, type MemberRow } from './members.js';

/**
 * Login sessions: an opaque token bound to one member of one merchant, ending `idleMs` after its last
 * call (each call moves the end; ended sessions are deleted by the sweep).
 */
export function sessionsRepo(db: Database.Database, idleMs = 2 * 60 * 60_000) {
  const insert = db.prepare<[string, number, string, number]>('INSERT INTO sessions (token, member_id, merchant, expires_at) VALUES (?, ?, ?, ?)');
  const memberOf = db.prepare<[string, string, number], MemberRow & { expires_at: number }>(
    'SELECT m.*, s.expires_at FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ? AND s.merchant = ? AND s.expires_at > ?',
  );
  const touch = db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE token = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token = ?');
  const sweep = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  return {
    /** Opens a session and returns its token. */
    open(memberId: number, merchant: string, now = Date.now()): string {
      const token = randomBytes(16).toString('hex');
      insert.run(token, memberId, merchant, now + idleMs);
      return token;
    },
    /** The member a live token of `merchant` belongs to; a token of another merchant or an ended one finds nobody. */
    member(token: string, merchant: string, now = Date.now()): Member | undefined {
      const row = memberOf.get(token, merchant, now);
      if (!row) return undefined;
      // Written at most once a minute per session, not on every call.
      if (row.expires_at - now < idleMs - 60_000) touch.run(now + idleMs, token);
      return toMember(row);
    },
    close(token: string): void {
      remove.run(token);
    },
    /** Deletes ended sessions; returns how many. */
    sweep(now = Date.now()): number {
      return sweep.run(now).changes;
    },
  };
}
