/**
 * Money moves of the sandbox. Balances are integer cents in `wallets.balance_cents` with
 * `CHECK (balance_cents >= 0)`; every move is one IMMEDIATE transaction whose debit is a conditional
 * UPDATE (`… WHERE balance_cents >= amount`), so concurrent debits from several connections never
 * overdraw and nothing is lost. Each move also writes a ledger row.
 */
import type Database from 'better-sqlite3';

export const MAIN_WALLET = 2;

export const WALLET_SCHEMA = `
  CREATE TABLE IF NOT EXISTS wallets (
    member_id INTEGER NOT NULL, account_type_id INTEGER NOT NULL,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    PRIMARY KEY (member_id, account_type_id));
  CREATE TABLE IF NOT EXISTS wallet_ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, account_type_id INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL, kind TEXT NOT NULL, ref TEXT, at INTEGER NOT NULL);
`;

export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
  }
}

export interface WalletRef {
  memberId: number;
  accountTypeId?: number;
}

function checkAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError('amount must be a positive integer number of cents');
}

function debitIn(db: Database.Database, w: WalletRef, cents: number, kind: string, ref?: string): void {
  const acct = w.accountTypeId ?? MAIN_WALLET;
  const res = db
    .prepare('UPDATE wallets SET balance_cents = balance_cents - ? WHERE member_id = ? AND account_type_id = ? AND balance_cents >= ?')
    .run(cents, w.memberId, acct, cents);
  if (res.changes !== 1) throw new InsufficientFunds();
  db.prepare('INSERT INTO wallet_ledger (member_id, account_type_id, amount_cents, kind, ref, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    w.memberId,
    acct,
    -cents,
    kind,
    ref ?? null,
    Date.now(),
  );
}

function creditIn(db: Database.Database, w: WalletRef, cents: number, kind: string, ref?: string): void {
  const acct = w.accountTypeId ?? MAIN_WALLET;
  db.prepare(
    `INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)
     ON CONFLICT(member_id, account_type_id) DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents`,
  ).run(w.memberId, acct, cents);
  db.prepare('INSERT INTO wallet_ledger (member_id, account_type_id, amount_cents, kind, ref, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    w.memberId,
    acct,
    cents,
    kind,
    ref ?? null,
    Date.now(),
  );
}

/** Takes `cents` from a wallet; throws InsufficientFunds (and changes nothing) if it would go negative. */
export function debit(db: Database.Database, w: WalletRef, cents: number, kind = 'debit', ref?: string): void {
  checkAmount(cents);
  db.transaction(() => debitIn(db, w, cents, kind, ref)).immediate();
}

export function credit(db: Database.Database, w: WalletRef, cents: number, kind = 'credit', ref?: string): void {
  checkAmount(cents);
  db.transaction(() => creditIn(db, w, cents, kind, ref)).immediate();
}

/** Moves `cents` from one wallet to another atomically (both or neither). */
export function transfer(db: Database.Database, from: WalletRef, to: WalletRef, cents: number, ref?: string): void {
  checkAmount(cents);
  db.transaction(() => {
    debitIn(db, from, cents, 'transfer-out', ref);
    creditIn(db, to, cents, 'transfer-in', ref);
  }).immediate();
}

export function balanceCents(db: Database.Database, w: WalletRef): number {
  const row = db
    .prepare('SELECT balance_cents FROM wallets WHERE member_id = ? AND account_type_id = ?')
    .get(w.memberId, w.accountTypeId ?? MAIN_WALLET) as { balance_cents: number } | undefined;
  return row?.balance_cents ?? 0;
}

/** Cents → a number with two decimals, as the API answers amounts. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}
