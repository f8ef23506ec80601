/** Digests of what a bad request must leave as it was: every stored table (but the volatile ones) and a folder's files. */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Tables that change on any call, good or bad (session expiry, attempt counters, captchas), or by the clock:
 * the salary timer records a payout row at every 5-minute boundary, which a run of a few minutes crosses.
 */
const VOLATILE = new Set(['sessions', 'login_attempts', 'captchas', 'salary_payouts']);

/**
 * A digest of every table but the volatile ones. The reading connection stays open so that
 * `PRAGMA data_version` (which changes whenever another connection commits) can tell when the last
 * digest still holds: most bad requests write nothing, and digesting ten thousand rows twice per case
 * would make the corpus slow.
 */
const readers = new Map<string, { db: Database.Database; version: number; digest: Record<string, string> }>();
export function tablesDigest(file: string): Record<string, string> {
  let r = readers.get(file);
  if (!r) {
    r = { db: new Database(file, { readonly: true, fileMustExist: true }), version: -1, digest: {} };
    readers.set(file, r);
  }
  const version = r.db.pragma('data_version', { simple: true }) as number;
  if (version !== r.version) {
    r.digest = digestTables(r.db);
    r.version = version;
  }
  return r.digest;
}
/** Closes the reading connections (after the file's tests). */
export function closeDigests(): void {
  for (const r of readers.values()) r.db.close();
  readers.clear();
}

function digestTables(db: Database.Database): Record<string, string> {
  {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
    const out: Record<string, string> = {};
    for (const t of tables) {
      if (VOLATILE.has(t)) continue;
      const h = createHash('sha1');
      for (const row of db.prepare(`SELECT * FROM "${t}"`).iterate()) h.update(JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)));
      out[t] = h.digest('hex');
    }
    return out;
  }
}

export function filesDigest(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else out.push(`${relative(dir, p)}:${st.size}`);
    }
  };
  walk(dir);
  return out.sort();
}
