import type Database from 'better-sqlite3';
import { loadRsaKey, type RsaKey, type StoredKey } from '../gateway/crypto.js';

/** The gateway's RSA key (seeded once, so encrypted calls keep working across restarts). */
export function rsaKeyOf(db: Database.Database): RsaKey {
  const row = db.prepare<[], { value: string }>("SELECT value FROM kv WHERE key = 'rsa'").get();
  if (!row) throw new Error('the sandbox database has no RSA key (it is seeded on open)');
  return loadRsaKey(JSON.parse(row.value) as StoredKey);
}
