import type Database from 'better-sqlite3';

/** How a login attempt ended (the `ok` column). */
export const ATTEMPT = {
  /** Wrong username or password: counts towards the captcha threshold. */
  failed: 0,
  succeeded: 1,
  /** A failure wiped by a later successful login: still counts towards the rate limit. */
  forgiven: 2,
  /** Refused for a missing or wrong captcha: counts towards the rate limit, not as a password failure. */
  captchaRefused: 3,
} as const;
export type AttemptOutcome = (typeof ATTEMPT)[keyof typeof ATTEMPT];

/** Login attempts per merchant and username, for the rate limit and the captcha rule. */
export function loginAttemptsRepo(db: Database.Database) {
  const unsuccessfulSince = db.prepare<[string, string, number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM login_attempts WHERE merchant = ? AND username = ? AND at > ? AND ok != ?',
  );
  const failuresSince = db.prepare<[string, string, number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM login_attempts WHERE merchant = ? AND username = ? AND at > ? AND ok = ?',
  );
  const insert = db.prepare<[string, string, number, number]>('INSERT INTO login_attempts (merchant, username, at, ok) VALUES (?, ?, ?, ?)');
  const forgive = db.prepare<[number, string, string, number]>('UPDATE login_attempts SET ok = ? WHERE merchant = ? AND username = ? AND ok = ?');
  const sweep = db.prepare<[number]>('DELETE FROM login_attempts WHERE at <= ?');
  return {
    /**
     * Attempts that did not log in (wrong password, forgiven failures, refused captchas). Successful logins
     * never count: signing in often is not abuse, and counting it would lock out a busy owner.
     */
    unsuccessfulSince(merchant: string, username: string, since: number): number {
      return unsuccessfulSince.get(merchant, username, since, ATTEMPT.succeeded)?.n ?? 0;
    },
    failuresSince(merchant: string, username: string, since: number): number {
      return failuresSince.get(merchant, username, since, ATTEMPT.failed)?.n ?? 0;
    },
    record(merchant: string, username: string, at: number, outcome: AttemptOutcome): void {
      insert.run(merchant, username, at, outcome);
    },
    forgiveFailures(merchant: string, username: string): void {
      forgive.run(ATTEMPT.forgiven, merchant, username, ATTEMPT.failed);
    },
    /** Deletes attempts older than every window that reads them; returns how many. */
    sweep(before: number): number {
      return sweep.run(before).changes;
    },
  };
}
