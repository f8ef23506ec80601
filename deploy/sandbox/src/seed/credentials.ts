/**
 * The seeded accounts' password: every demo account has the published one (README's demo logins), so one salt
 * and one scrypt hash serve them all. Each hash costs tens of milliseconds, and a sandbox is seeded for every
 * test file and every platform start; a member who changes the password gets a salt of their own.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../repo/members.js';

export const SEED_PASSWORD = 'Tessera2026';

let credentials: { salt: string; hash: string } | undefined;

/** The salt and hash of SEED_PASSWORD, made once per process. */
export function seedCredentials(): { salt: string; hash: string } {
  if (!credentials) {
    const salt = randomBytes(16).toString('hex');
    credentials = { salt, hash: hashPassword(SEED_PASSWORD, salt) };
  }
  return credentials;
}
