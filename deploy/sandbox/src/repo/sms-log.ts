/**
 * Every SMS the sandbox "sends", per mobile number: the daily quota a real gateway keeps per number
 * (past it the player must contact customer service, docs/product.md#errors).
 */
import type Database from 'better-sqlite3';

export const SMS_LOG_SCHEMA = `
  CREATE TABLE IF NOT EXISTS sms_log (id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, mobile TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS sms_log_mobile ON sms_log (merchant, mobile, at);
`;

/** Codes one number may receive in SMS_QUOTA_WINDOW_MS, whatever they are for. */
export const SMS_DAILY_QUOTA = 10;
export const SMS_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

export function smsLogRepo(db: Database.Database) {
  const count = db.prepare<[string, string, number], { n: number }>('SELECT COUNT(*) AS n FROM sms_log WHERE merchant = ? AND mobile = ? AND at > ?');
  const insert = db.prepare<[string, string, number]>('INSERT INTO sms_log (merchant, mobile, at) VALUES (?, ?, ?)');
  const sweep = db.prepare<[number]>('DELETE FROM sms_log WHERE at <= ?');
  return {
    /** Whether `mobile` may receive another code now. */
    withinQuota(merchant: string, mobile: string, now: number): boolean {
      return (count.get(merchant, mobile, now - SMS_QUOTA_WINDOW_MS)?.n ?? 0) < SMS_DAILY_QUOTA;
    },
    record(merchant: string, mobile: string, now: number): void {
      sweep.run(now - SMS_QUOTA_WINDOW_MS);
      insert.run(merchant, mobile, now);
    },
  };
}
