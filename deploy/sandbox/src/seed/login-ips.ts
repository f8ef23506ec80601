/**
 * The account of the login-IP verification flow (repo/login-ips.ts): `secure01`, with a mobile and one
 * known address that is not the tester's, so its first login from this machine asks for the SMS code.
 * Only the host-auth end-to-end test uses it.
 */
import type Database from 'better-sqlite3';
import { seedCredentials } from './credentials.js';
import { MAIN_WALLET } from '../repo/wallets.js';

export const SECURE_ACCOUNT = 'secure01';
export const SECURE_MOBILE = '09175550101';
/** A documentation address (RFC 5737): never a real client. */
export const SECURE_KNOWN_IP = '203.0.113.7';

export function seedLoginIps(db: Database.Database, now = Date.now()): void {
  const merchants = db.prepare<[], { merchant: string }>("SELECT DISTINCT merchant FROM members WHERE username = 'player01'").all();
  const exists = db.prepare<[string, string], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const insert = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id, last_login)
     VALUES (?, ?, ?, ?, 'Secure Player', 0, NULL, ?, ?, 2, 'VIP2', (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members), ?)`,
  );
  const wallet = db.prepare('INSERT OR IGNORE INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  const knownIp = db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip, first_seen) VALUES (?, ?, ?)');
  for (const { merchant } of merchants) {
    if (exists.get(merchant, SECURE_ACCOUNT)) continue;
    const { salt, hash } = seedCredentials();
    const id = Number(insert.run(merchant, SECURE_ACCOUNT, hash, salt, SECURE_MOBILE, now - 30 * 86_400_000, now - 86_400_000).lastInsertRowid);
    wallet.run(id, MAIN_WALLET, 250_000);
    knownIp.run(id, SECURE_KNOWN_IP, now - 30 * 86_400_000);
  }
}
