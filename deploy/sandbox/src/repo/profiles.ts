/**
 * The member's own profile fields (docs/product.md#member-centre) and their password change. The profile
 * row is created on first save; a member without one has every field empty.
 */
import type Database from 'better-sqlite3';
import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { MemberProfileFields } from '@tessera/shared/api-types';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export const PROFILE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS member_profiles (
    member_id INTEGER PRIMARY KEY, telegram TEXT NOT NULL DEFAULT '', zalo TEXT NOT NULL DEFAULT '',
    birthday TEXT NOT NULL DEFAULT '', address TEXT NOT NULL DEFAULT '', nationality TEXT NOT NULL DEFAULT '',
    occupation TEXT NOT NULL DEFAULT '', source_of_income TEXT NOT NULL DEFAULT '', updated_at INTEGER NOT NULL);
`;

/** The fields kept in member_profiles (the nickname lives on the member). */
export type ProfileExtras = Omit<MemberProfileFields, 'nickname'>;

const EMPTY: ProfileExtras = { telegram: '', zalo: '', birthday: '', address: '', nationality: '', occupation: '', sourceOfIncome: '' };

export function profilesRepo(db: Database.Database) {
  const get = db.prepare<[number], { telegram: string; zalo: string; birthday: string; address: string; nationality: string; occupation: string; source_of_income: string }>(
    'SELECT telegram, zalo, birthday, address, nationality, occupation, source_of_income FROM member_profiles WHERE member_id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO member_profiles (member_id, telegram, zalo, birthday, address, nationality, occupation, source_of_income, updated_at)
     VALUES (@memberId, @telegram, @zalo, @birthday, @address, @nationality, @occupation, @sourceOfIncome, @at)
     ON CONFLICT(member_id) DO UPDATE SET telegram = excluded.telegram, zalo = excluded.zalo, birthday = excluded.birthday,
       address = excluded.address, nationality = excluded.nationality, occupation = excluded.occupation,
       source_of_income = excluded.source_of_income, updated_at = excluded.updated_at`,
  );
  const setNickname = db.prepare<[string, number]>('UPDATE members SET nickname = ? WHERE id = ?');
  const nicknameOf = db.prepare<[number], { nickname: string }>('SELECT nickname FROM members WHERE id = ?');
  const setHash = db.prepare<[string, string, number]>('UPDATE members SET password_hash = ?, salt = ? WHERE id = ?');
  const invited = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM members WHERE parent_id = ?');
  const whoIs = db.prepare<[number], { id: number; username: string; nickname: string }>('SELECT id, username, nickname FROM members WHERE id = ?');

  const extras = (memberId: number): ProfileExtras => {
    const r = get.get(memberId);
    return r
      ? { telegram: r.telegram, zalo: r.zalo, birthday: r.birthday, address: r.address, nationality: r.nationality, occupation: r.occupation, sourceOfIncome: r.source_of_income }
      : { ...EMPTY };
  };

  return {
    get: (memberId: number): MemberProfileFields => ({ ...extras(memberId), nickname: nicknameOf.get(memberId)?.nickname ?? '' }),
    /** Saves the given fields (others keep their value) and the nickname, in one transaction. */
    save(memberId: number, changes: Partial<MemberProfileFields>): void {
      db.transaction(() => {
        const { nickname, ...rest } = changes;
        if (nickname !== undefined) setNickname.run(nickname, memberId);
        upsert.run({ ...extras(memberId), ...rest, memberId, at: Date.now() });
      }).immediate();
    },
    /** How many members signed up under this one (their referral count). */
    invitations: (memberId: number): number => invited.get(memberId)?.n ?? 0,
    /** Account and nickname of a member (the upline a transfer goes to). */
    identity: (memberId: number): { id: number; account: string; nickname: string } | undefined => {
      const r = whoIs.get(memberId);
      return r && { id: r.id, account: r.username, nickname: r.nickname };
    },
    /** Stores a new password hash (hashed off the event loop); the caller has checked the old one. */
    async setPassword(memberId: number, password: string): Promise<void> {
      const salt = randomBytes(16).toString('hex');
      const hash = (await scryptAsync(password, salt, 32)).toString('hex');
      setHash.run(hash, salt, memberId);
    },
  };
}
