import type Database from 'better-sqlite3';
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export interface Member {
  id: number;
  merchant: string;
  username: string;
  nickname: string;
  /** Account type: 1, 2, 41, 42 agent; 4 trial; 0 plain member. */
  type: number;
  parentId: number | null;
  mobile: string | null;
  regDate: number;
  rankLevel: number;
  labelName: string;
  customerId: number;
  lastLogin: number | null;
}

export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  salt: string;
  nickname: string;
  type: number;
  parent_id: number | null;
  mobile: string | null;
  reg_date: number;
  rank_level: number;
  label_name: string;
  customer_id: number;
  last_login: number | null;
}

/** An agent's contract and salary settings: a period or type code each, null when not offered. */
export interface AgentContracts {
  dividend: string | null;
  dailySalary: string | null;
  hourSalary: string | null;
  realtimeSalary: string | null;
}

export const toMember = (r: MemberRow): Member => ({
  id: r.id,
  merchant: r.merchant,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  parentId: r.parent_id,
  mobile: r.mobile,
  regDate: r.reg_date,
  rankLevel: r.rank_level,
  labelName: r.label_name,
  customerId: r.customer_id,
  lastLogin: r.last_login,
});

/** The stored hash of a password (seeding only: synchronous, before the server listens). */
export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32).toString('hex');
}

/** Salt hashed against when the username is unknown, so that it costs what a known one costs. */
const DUMMY_SALT = randomBytes(16).toString('hex');

export function membersRepo(db: Database.Database) {
  const byUsername = db.prepare<[string, string], MemberRow>('SELECT * FROM members WHERE merchant = ? AND username = ?');
  const markLogin = db.prepare<[number, number]>('UPDATE members SET last_login = ? WHERE id = ?');
  const contractsOf = db.prepare<[number], { dividend: string | null; daily_salary: string | null; hour_salary: string | null; realtime_salary: string | null }>(
    'SELECT dividend, daily_salary, hour_salary, realtime_salary FROM agent_contracts WHERE member_id = ?',
  );
  const saveLanguage = db.prepare<[number, string]>(
    'INSERT INTO member_prefs (member_id, language) VALUES (?, ?) ON CONFLICT(member_id) DO UPDATE SET language = excluded.language',
  );
  return {
    /**
     * The member of `merchant` called `username` (any case) if `password` is theirs. Hashes off the event
     * loop (scrypt in libuv's pool), and as much for an unknown username as for a known one.
     */
    async authenticate(merchant: string, username: string, password: string): Promise<Member | undefined> {
      const row = byUsername.get(merchant, username);
      const got = await scryptAsync(password, row?.salt ?? DUMMY_SALT, 32);
      if (!row) return undefined;
      const want = Buffer.from(row.password_hash, 'hex');
      return got.length === want.length && timingSafeEqual(got, want) ? toMember(row) : undefined;
    },
    markLogin(memberId: number, at: number): void {
      markLogin.run(at, memberId);
    },
    contracts(memberId: number): AgentContracts | undefined {
      const r = contractsOf.get(memberId);
      return r && { dividend: r.dividend, dailySalary: r.daily_salary, hourSalary: r.hour_salary, realtimeSalary: r.realtime_salary };
    },
    setLanguage(memberId: number, language: string): void {
      saveLanguage.run(memberId, language);
    },
  };
}
