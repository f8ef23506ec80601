import type Database from 'better-sqlite3';

/** How long a captcha can be answered; older ones are deleted. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Most captchas kept at once; beyond it the oldest go (each browser without a cookie adds one). */
export const CAPTCHA_MAX_ROWS = 10_000;

/** Image-captcha answers, one per browser (`tcg-sid` cookie). */
export function captchasRepo(db: Database.Database, maxRows = CAPTCHA_MAX_ROWS) {
  const save = db.prepare<[string, string, number]>(
    'INSERT INTO captchas (sid, answer, created_at) VALUES (?, ?, ?) ON CONFLICT(sid) DO UPDATE SET answer = excluded.answer, created_at = excluded.created_at',
  );
  const expire = db.prepare<[number]>('DELETE FROM captchas WHERE created_at <= ?');
  const trim = db.prepare<[number]>('DELETE FROM captchas WHERE sid IN (SELECT sid FROM captchas ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)');
  const take = db.prepare<[string], { answer: string; created_at: number }>('DELETE FROM captchas WHERE sid = ? RETURNING answer, created_at');
  const peek = db.prepare<[string], { answer: string }>('SELECT answer FROM captchas WHERE sid = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM captchas');
  return {
    /** Stores the captcha of `sid`, dropping expired ones and the oldest beyond the cap. */
    save(sid: string, answer: string, at: number): void {
      db.transaction(() => {
        save.run(sid, answer, at);
        expire.run(at - CAPTCHA_TTL_MS);
        trim.run(maxRows);
      })();
    },
    /** Removes and returns the captcha of `sid`: each one can be tried once. */
    take(sid: string): { answer: string; createdAt: number } | undefined {
      const r = take.get(sid);
      return r && { answer: r.answer, createdAt: r.created_at };
    },
    /** The current answer without using it up (the test controls). */
    peek(sid: string): string | undefined {
      return peek.get(sid)?.answer;
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
    /** Deletes expired captchas; returns how many. */
    sweep(now = Date.now()): number {
      return expire.run(now - CAPTCHA_TTL_MS).changes;
    },
  };
}
