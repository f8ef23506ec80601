/**
 * Login IP verification (LOGINIPVERF3, docs/product.md#login): the addresses each member has logged in
 * from, and the open challenges of logins from an address not among them. A challenge is the right
 * password from a new address, waiting for the SMS code sent to the member's mobile.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

export const LOGIN_IPS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS member_ips (member_id INTEGER NOT NULL, ip TEXT NOT NULL, first_seen INTEGER NOT NULL, PRIMARY KEY (member_id, ip));
  CREATE TABLE IF NOT EXISTS login_challenges (
    ticket TEXT PRIMARY KEY, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, ip TEXT NOT NULL,
    password_expired INTEGER NOT NULL, failures INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS login_challenges_expiry ON login_challenges (expires_at);
`;

/** A challenge stays open this long: long enough to wait for an SMS and resend it a few times. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes a challenge takes before it closes and the player must log in again. */
export const CHALLENGE_MAX_FAILURES = 5;

export interface LoginChallenge {
  ticket: string;
  merchant: string;
  memberId: number;
  ip: string;
  passwordExpired: boolean;
  failures: number;
  expiresAt: number;
}

interface ChallengeRow {
  ticket: string;
  merchant: string;
  member_id: number;
  ip: string;
  password_expired: number;
  failures: number;
  expires_at: number;
}

/**
 * One spelling per address: an IPv4 client seen through an IPv6 socket (`::ffff:1.2.3.4`) is `1.2.3.4`,
 * and every loopback address is the one machine (a browser may reach `localhost` over IPv6, a script over IPv4).
 */
export function normaliseIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  return v4 === '::1' || v4.startsWith('127.') ? '127.0.0.1' : v4;
}

export function loginIpsRepo(db: Database.Database) {
  const known = db.prepare<[number, string], { one: number }>('SELECT 1 AS one FROM member_ips WHERE member_id = ? AND ip = ?');
  const anyKnown = db.prepare<[number], { one: number }>('SELECT 1 AS one FROM member_ips WHERE member_id = ? LIMIT 1');
  const remember = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO member_ips (member_id, ip, first_seen) VALUES (?, ?, ?)');
  const forgetAll = db.prepare<[number]>('DELETE FROM member_ips WHERE member_id = ?');
  const list = db.prepare<[number], { ip: string }>('SELECT ip FROM member_ips WHERE member_id = ? ORDER BY first_seen, ip');
  const ipsOfUsername = db.prepare<[string, string], { ip: string }>(
    'SELECT i.ip FROM member_ips i JOIN members m ON m.id = i.member_id WHERE m.merchant = ? AND m.username = ?',
  );
  const open = db.prepare<[string, string, number, string, number, number]>(
    'INSERT INTO login_challenges (ticket, merchant, member_id, ip, password_expired, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const get = db.prepare<[string], ChallengeRow>('SELECT * FROM login_challenges WHERE ticket = ?');
  const fail = db.prepare<[string]>('UPDATE login_challenges SET failures = failures + 1 WHERE ticket = ?');
  const close = db.prepare<[string]>('DELETE FROM login_challenges WHERE ticket = ?');
  const sweep = db.prepare<[number]>('DELETE FROM login_challenges WHERE expires_at < ?');

  return {
    /** Whether the member has logged in from `ip` before. */
    knows(memberId: number, ip: string): boolean {
      return !!known.get(memberId, normaliseIp(ip));
    },
    /** Whether any address is on record: a member's very first login trusts its address (it is where they signed up). */
    hasAny(memberId: number): boolean {
      return !!anyKnown.get(memberId);
    },
    remember(memberId: number, ip: string, at: number): void {
      remember.run(memberId, normaliseIp(ip), at);
    },
    list(memberId: number): string[] {
      return list.all(memberId).map((r) => r.ip);
    },
    /** The addresses the account `username` (any case) of `merchant` has logged in from; none for an unknown name. */
    ipsOfUsername(merchant: string, username: string): string[] {
      return ipsOfUsername.all(merchant, username).map((r) => r.ip);
    },
    /** Replaces the member's known addresses (the test controls). */
    reset(memberId: number, ips: readonly string[], at: number): void {
      db.transaction(() => {
        forgetAll.run(memberId);
        for (const ip of ips) remember.run(memberId, normaliseIp(ip), at);
      })();
    },
    /** Opens a challenge for a login of `memberId` from `ip`; its ticket is what the client sends back. */
    challenge(merchant: string, memberId: number, ip: string, passwordExpired: boolean, now: number): LoginChallenge {
      sweep.run(now);
      const ticket = randomBytes(18).toString('base64url');
      open.run(ticket, merchant, memberId, normaliseIp(ip), passwordExpired ? 1 : 0, now + CHALLENGE_TTL_MS);
      return { ticket, merchant, memberId, ip: normaliseIp(ip), passwordExpired, failures: 0, expiresAt: now + CHALLENGE_TTL_MS };
    },
    /** The open challenge of `ticket`, or undefined when it is unknown or has expired. */
    find(ticket: string, now: number): LoginChallenge | undefined {
      const r = get.get(ticket);
      if (!r || r.expires_at < now) return undefined;
      return { ticket: r.ticket, merchant: r.merchant, memberId: r.member_id, ip: r.ip, passwordExpired: !!r.password_expired, failures: r.failures, expiresAt: r.expires_at };
    },
    /** Counts a wrong code; the challenge closes at CHALLENGE_MAX_FAILURES. Whether it is still open. */
    failed(ticket: string): boolean {
      fail.run(ticket);
      const r = get.get(ticket);
      if (r && r.failures >= CHALLENGE_MAX_FAILURES) {
        close.run(ticket);
        return false;
      }
      return !!r;
    },
    close(ticket: string): void {
      close.run(ticket);
    },
  };
}
