import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/** GeeTest v4 emulation (domain/geetest.ts): one row per challenge ("lot"), its answer and its state. */
export const GEETEST_SCHEMA = `
  CREATE TABLE IF NOT EXISTS geetest_lots (
    lot_number TEXT PRIMARY KEY,
    captcha_id TEXT NOT NULL,
    answer_x INTEGER NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    passed_at INTEGER,
    used INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS geetest_lots_created ON geetest_lots (created_at);
`;

export interface GeetestLot {
  lotNumber: string;
  captchaId: string;
  answerX: number;
  failures: number;
  passedAt: number | null;
  used: boolean;
  createdAt: number;
}

interface LotRow {
  lot_number: string;
  captcha_id: string;
  answer_x: number;
  failures: number;
  passed_at: number | null;
  used: number;
  created_at: number;
}

export function geetestRepo(db: Database.Database) {
  const insert = db.prepare<[string, string, number, number]>('INSERT INTO geetest_lots (lot_number, captcha_id, answer_x, created_at) VALUES (?, ?, ?, ?)');
  const byLot = db.prepare<[string], LotRow>('SELECT * FROM geetest_lots WHERE lot_number = ?');
  const fail = db.prepare<[string], { failures: number }>('UPDATE geetest_lots SET failures = failures + 1 WHERE lot_number = ? AND passed_at IS NULL RETURNING failures');
  const exhaust = db.prepare<[number, string]>('UPDATE geetest_lots SET failures = MAX(failures, ?) WHERE lot_number = ? AND passed_at IS NULL');
  const pass = db.prepare<[number, string]>('UPDATE geetest_lots SET passed_at = ? WHERE lot_number = ? AND passed_at IS NULL');
  // Single use: only the first spend of a passed lot changes its row.
  const spend = db.prepare<[string]>('UPDATE geetest_lots SET used = 1 WHERE lot_number = ? AND passed_at IS NOT NULL AND used = 0');
  const expire = db.prepare<[number]>('DELETE FROM geetest_lots WHERE created_at <= ?');
  const secretRow = db.prepare<[], { value: string }>("SELECT value FROM kv WHERE key = 'geetest'");
  const saveSecret = db.prepare<[string]>("INSERT OR IGNORE INTO kv (key, value) VALUES ('geetest', ?)");
  let secret: Buffer | undefined;
  return {
    /** The key of the emulation's captcha ids and pass tokens, made once per database (kept across restarts). */
    secret(): Buffer {
      if (!secret) {
        saveSecret.run(randomBytes(32).toString('hex'));
        secret = Buffer.from(secretRow.get()?.value ?? '', 'hex');
      }
      return secret;
    },
    open(lotNumber: string, captchaId: string, answerX: number, at: number): void {
      insert.run(lotNumber, captchaId, answerX, at);
    },
    find(lotNumber: string): GeetestLot | undefined {
      const r = byLot.get(lotNumber);
      return r && { lotNumber: r.lot_number, captchaId: r.captcha_id, answerX: r.answer_x, failures: r.failures, passedAt: r.passed_at, used: r.used === 1, createdAt: r.created_at };
    },
    /** Counts a wrong slide; returns the lot's failures so far (undefined: no such open lot). */
    failed(lotNumber: string): number | undefined {
      return fail.get(lotNumber)?.failures;
    },
    /** Uses up an open lot's tries (a slide no person made). */
    exhaust(lotNumber: string, tries: number): void {
      exhaust.run(tries, lotNumber);
    },
    passed(lotNumber: string, at: number): boolean {
      return pass.run(at, lotNumber).changes === 1;
    },
    /** Uses up a passed lot; false when it was already used (or never passed). */
    spend(lotNumber: string): boolean {
      return spend.run(lotNumber).changes === 1;
    },
    /** Deletes lots created at or before `before`; returns how many. */
    sweep(before: number): number {
      return expire.run(before).changes;
    },
  };
}
