/**
 * Every SMS the sandbox "sends", per mobile number: the daily quota a real gateway keeps per number
 * (past it the player must contact customer service, docs/product.md#errors). Part of it is kept for the codes
 * only the owner can ask for (the new-address code, sent after a right password): anonymous sends (SMS login,
 * reset, registration) may use SMS_ANONYMOUS_QUOTA of it, and one network SMS_ANONYMOUS_PER_NETWORK of those, so
 * that strangers who know the number cannot use up the owner's codes for the day.
 */
import type Database from 'better-sqlite3';

// `owner` and `network` are added to older databases by schema.ts (version 4).
export const SMS_LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS sms_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, mobile TEXT NOT NULL, at INTEGER NOT NULL,
    owner INTEGER NOT NULL DEFAULT 0, network TEXT);
  CREATE INDEX IF NOT EXISTS sms_log_mobile ON sms_log (merchant, mobile, at);
`;

/** Codes one number may receive in SMS_QUOTA_WINDOW_MS, whatever they are for. */
export const SMS_DAILY_QUOTA = 10;
/** Of those, codes anyone may ask for (the rest is kept for the owner's new-address codes). */
export const SMS_ANONYMOUS_QUOTA = 6;
/** Of the anonymous ones, codes asked for from one client network. */
export const SMS_ANONYMOUS_PER_NETWORK = 3;
export const SMS_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

/** Who asks for a code: the owner (after a right password) or anyone, from which client network. */
export interface SmsAsker {
  owner: boolean;
  network: string;
}

export function smsLogRepo(db: Database.Database) {
  const count = db.prepare<[string, string, number], { n: number }>('SELECT COUNT(*) AS n FROM sms_log WHERE merchant = ? AND mobile = ? AND at > ?');
  const anonymous = db.prepare<[string, string, string, number], { n: number; here: number }>(
    'SELECT COUNT(*) AS n, COALESCE(SUM(network = ?), 0) AS here FROM sms_log WHERE merchant = ? AND mobile = ? AND at > ? AND owner = 0',
  );
  const insert = db.prepare<[string, string, number, number, string]>('INSERT INTO sms_log (merchant, mobile, at, owner, network) VALUES (?, ?, ?, ?, ?)');
  const sweep = db.prepare<[number]>('DELETE FROM sms_log WHERE at <= ?');
  return {
    /** Whether `mobile` may receive another code now, asked for by `asker`. */
    withinQuota(merchant: string, mobile: string, now: number, asker: SmsAsker): boolean {
      const since = now - SMS_QUOTA_WINDOW_MS;
      if ((count.get(merchant, mobile, since)?.n ?? 0) >= SMS_DAILY_QUOTA) return false;
      if (asker.owner) return true;
      const anon = anonymous.get(asker.network, merchant, mobile, since);
      return (anon?.n ?? 0) < SMS_ANONYMOUS_QUOTA && (anon?.here ?? 0) < SMS_ANONYMOUS_PER_NETWORK;
    },
    record(merchant: string, mobile: string, now: number, asker: SmsAsker): void {
      sweep.run(now - SMS_QUOTA_WINDOW_MS);
      insert.run(merchant, mobile, now, asker.owner ? 1 : 0, asker.network);
    },
  };
}
