/**
 * Account tables of the host's flows (docs/product.md#register, #passwords, #free-play): SMS codes, the
 * reset e-mails the sandbox "sends", member e-mail addresses and affiliate codes, guests, feedback.
 */
import type Database from 'better-sqlite3';
import { randomBytes, randomInt, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { MAIN_WALLET } from './wallets.js';
import { toMember, type Member, type MemberRow } from './members.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

export const ACCOUNTS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS sms_codes (
    merchant TEXT NOT NULL, mobile TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
    created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (merchant, mobile, purpose));
  CREATE TABLE IF NOT EXISTS member_contacts (member_id INTEGER PRIMARY KEY, email TEXT, payee_name TEXT, referral_code TEXT);
  CREATE TABLE IF NOT EXISTS affiliate_codes (merchant TEXT NOT NULL, code TEXT NOT NULL COLLATE NOCASE, agent_id INTEGER NOT NULL, PRIMARY KEY (merchant, code));
  CREATE TABLE IF NOT EXISTS reset_mails (id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, email TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS password_expiry (member_id INTEGER PRIMARY KEY, password_hash TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER, question_type TEXT NOT NULL, content TEXT NOT NULL, at INTEGER NOT NULL);
`;

/** SMS codes live this long (the answer's expiredMinutes). */
export const SMS_CODE_MINUTES = 1;
/** `loginip`: the code of a login from an unknown address (repo/login-ips.ts). */
export type SmsPurpose = 'login' | 'register' | 'forgot' | 'loginip';
/** Account type of a free-play guest (docs/product.md#roles). */
export const TRIAL_TYPE = 4;

export interface NewAccount {
  merchant: string;
  username: string;
  password: string;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  parentId: number | null;
  referralCode: string | null;
  type: number;
  at: number;
}

export function accountsRepo(db: Database.Database) {
  const putCode = db.prepare<[string, string, string, string, number, number]>(
    `INSERT INTO sms_codes (merchant, mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(merchant, mobile, purpose) DO UPDATE SET code = excluded.code, created_at = excluded.created_at, expires_at = excluded.expires_at`,
  );
  const getCode = db.prepare<[string, string, string], { code: string; created_at: number; expires_at: number }>(
    'SELECT code, created_at, expires_at FROM sms_codes WHERE merchant = ? AND mobile = ? AND purpose = ?',
  );
  const dropCode = db.prepare<[string, string, string]>('DELETE FROM sms_codes WHERE merchant = ? AND mobile = ? AND purpose = ?');
  const lastCode = db.prepare<[string], { mobile: string; purpose: string; code: string; expires_at: number }>(
    'SELECT mobile, purpose, code, expires_at FROM sms_codes WHERE merchant = ? ORDER BY created_at DESC LIMIT 1',
  );
  const byMobile = db.prepare<[string, string], MemberRow>('SELECT * FROM members WHERE merchant = ? AND mobile = ? ORDER BY id LIMIT 1');
  const byUsername = db.prepare<[string, string], MemberRow>('SELECT * FROM members WHERE merchant = ? AND username = ?');
  const byId = db.prepare<[number], MemberRow>('SELECT * FROM members WHERE id = ?');
  const insertMember = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id)
     VALUES (@merchant, @username, @hash, @salt, @nickname, @type, @parentId, @mobile, @regDate, 1, 'VIP1',
       (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members))`,
  );
  const insertWallet = db.prepare<[number, number, number]>('INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  const insertContact = db.prepare<[number, string | null, string | null, string | null]>(
    'INSERT OR REPLACE INTO member_contacts (member_id, email, payee_name, referral_code) VALUES (?, ?, ?, ?)',
  );
  const emailOf = db.prepare<[number], { email: string | null }>('SELECT email FROM member_contacts WHERE member_id = ?');
  const affiliate = db.prepare<[string, string], { agent_id: number }>('SELECT agent_id FROM affiliate_codes WHERE merchant = ? AND code = ?');
  const putAffiliate = db.prepare<[string, string, number]>('INSERT OR IGNORE INTO affiliate_codes (merchant, code, agent_id) VALUES (?, ?, ?)');
  const mail = db.prepare<[string, number, string, number]>('INSERT INTO reset_mails (merchant, member_id, email, at) VALUES (?, ?, ?, ?)');
  const lastMail = db.prepare<[string], { username: string; email: string; at: number }>(
    'SELECT m.username, r.email, r.at FROM reset_mails r JOIN members m ON m.id = r.member_id WHERE r.merchant = ? ORDER BY r.id DESC LIMIT 1',
  );
  // An expiry names the password it applies to: setting a new password ends it without touching this table.
  const expire = db.prepare<[number]>('INSERT OR REPLACE INTO password_expiry (member_id, password_hash) SELECT id, password_hash FROM members WHERE id = ?');
  const unexpire = db.prepare<[number]>('DELETE FROM password_expiry WHERE member_id = ?');
  const expired = db.prepare<[number], { one: number }>(
    'SELECT 1 AS one FROM password_expiry e JOIN members m ON m.id = e.member_id AND m.password_hash = e.password_hash WHERE e.member_id = ?',
  );
  const putFeedback = db.prepare<[string, number | null, string, string, number]>(
    'INSERT INTO feedback (merchant, member_id, question_type, content, at) VALUES (?, ?, ?, ?, ?)',
  );

  return {
    /** A new 6-digit code for `mobile`, replacing any earlier one of the same purpose. */
    issueCode(merchant: string, mobile: string, purpose: SmsPurpose, at: number): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      putCode.run(merchant, mobile, purpose, code, at, at + SMS_CODE_MINUTES * 60_000);
      return code;
    },
    /** When the last code for `mobile` was sent, to refuse a resend inside the countdown. */
    codeSentAt(merchant: string, mobile: string, purpose: SmsPurpose): number | undefined {
      return getCode.get(merchant, mobile, purpose)?.created_at;
    },
    /** Whether `code` is the live code of `mobile`; a right code is used up. */
    takeCode(merchant: string, mobile: string, purpose: SmsPurpose, code: string, now: number): 'ok' | 'wrong' | 'expired' {
      const row = getCode.get(merchant, mobile, purpose);
      if (!row || row.code !== code) return 'wrong';
      if (row.expires_at < now) return 'expired';
      dropCode.run(merchant, mobile, purpose);
      return 'ok';
    },
    /** The last code sent for a merchant (the test controls read it: no SMS leaves the sandbox). */
    lastCode(merchant: string) {
      return lastCode.get(merchant);
    },
    /** Marks the member's current password expired (the test controls), or lifts that. */
    setPasswordExpired(memberId: number, on: boolean): void {
      if (on) expire.run(memberId);
      else unexpire.run(memberId);
    },
    /** Whether the member's current password was marked expired; a new password is not. */
    passwordExpired(memberId: number): boolean {
      return !!expired.get(memberId);
    },
    memberByMobile(merchant: string, mobile: string): Member | undefined {
      const r = byMobile.get(merchant, mobile);
      return r && toMember(r);
    },
    memberByUsername(merchant: string, username: string): Member | undefined {
      const r = byUsername.get(merchant, username);
      return r && toMember(r);
    },
    member(id: number): Member | undefined {
      const r = byId.get(id);
      return r && toMember(r);
    },
    /** Creates the member and its main wallet (with `openingCents`, a guest's play money) in one transaction. */
    async create(a: NewAccount, openingCents = 0): Promise<Member> {
      const salt = randomBytes(16).toString('hex');
      const hash = (await scryptAsync(a.password, salt, 32)).toString('hex');
      const id = db.transaction(() => {
        const newId = Number(
          insertMember.run({ merchant: a.merchant, username: a.username, hash, salt, nickname: a.username, type: a.type, parentId: a.parentId, mobile: a.mobile, regDate: a.at })
            .lastInsertRowid,
        );
        insertWallet.run(newId, MAIN_WALLET, openingCents);
        insertContact.run(newId, a.email, a.payeeName, a.referralCode);
        return newId;
      }).immediate();
      return toMember(byId.get(id)!);
    },
    emailOf(memberId: number): string | null {
      return emailOf.get(memberId)?.email ?? null;
    },
    affiliateAgent(merchant: string, code: string): number | undefined {
      return affiliate.get(merchant, code)?.agent_id;
    },
    addAffiliate(merchant: string, code: string, agentId: number): void {
      putAffiliate.run(merchant, code, agentId);
    },
    recordResetMail(merchant: string, memberId: number, email: string, at: number): void {
      mail.run(merchant, memberId, email, at);
    },
    lastResetMail(merchant: string) {
      return lastMail.get(merchant);
    },
    addFeedback(merchant: string, memberId: number | null, questionType: string, content: string, at: number): void {
      putFeedback.run(merchant, memberId, questionType, content, at);
    },
  };
}
