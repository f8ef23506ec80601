/**
 * Money moves of the sandbox. Balances are integer cents in `wallets.balance_cents` with
 * `CHECK (balance_cents >= 0)`; every move is one IMMEDIATE transaction whose debit is a conditional
 * UPDATE (`… WHERE balance_cents >= amount`), so concurrent debits from several connections never
 * overdraw and nothing is lost. Each move also writes a ledger row.
 *
 * No runtime imports: wallets.test.ts compiles this file alone and runs it in worker threads.
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
  CREATE TABLE IF NOT EXISTS money_requests (
    member_id INTEGER NOT NULL, request_id TEXT NOT NULL, kind TEXT NOT NULL, result TEXT NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (member_id, request_id));
  CREATE TABLE IF NOT EXISTS deposits (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, channel_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), status TEXT NOT NULL DEFAULT 'pending',
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS deposits_member ON deposits (member_id, created_at);
  CREATE TABLE IF NOT EXISTS upline_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT, from_id INTEGER NOT NULL, to_id INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), note TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS upline_transfers_from ON upline_transfers (from_id, at);
  CREATE TABLE IF NOT EXISTS withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    status TEXT NOT NULL DEFAULT 'pending', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    disbursed_at INTEGER, auto_confirmed INTEGER NOT NULL DEFAULT 0, proof BLOB, proof_type TEXT);
  CREATE INDEX IF NOT EXISTS withdrawals_member ON withdrawals (member_id, created_at);
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

/**
 * Largest single money move, in cents (P 1,000,000,000.00). Far below 2^53, so amounts, balances and
 * their sums stay exact integers (docs/gateway.md#wallet-calls).
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000;
/** Largest balance one wallet may hold, in cents: a credit past it is refused, so sums of wallets stay exact. */
export const MAX_BALANCE_CENTS = 100_000_000_000_000;

/** A credit that would take a wallet past MAX_BALANCE_CENTS (a RangeError: the caller's "bad amount"). */
export class BalanceLimit extends RangeError {
  constructor() {
    super('the wallet cannot hold that much');
  }
}

/** Refuses an amount that is not a whole, positive number of cents within MAX_AMOUNT_CENTS (a RangeError). */
export function checkAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError('amount must be a positive integer number of cents');
  if (cents > MAX_AMOUNT_CENTS) throw new RangeError(`amount is more than the largest allowed (${MAX_AMOUNT_CENTS} cents)`);
}

/** Takes `cents` from a wallet inside the caller's transaction, with its ledger row (InsufficientFunds if short). */
export function debitIn(db: Database.Database, w: WalletRef, cents: number, kind: string, ref?: string): void {
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

/** Adds `cents` to a wallet inside the caller's transaction, with its ledger row (BalanceLimit past the bound). */
export function creditIn(db: Database.Database, w: WalletRef, cents: number, kind: string, ref?: string): void {
  const acct = w.accountTypeId ?? MAIN_WALLET;
  if (cents > MAX_BALANCE_CENTS) throw new BalanceLimit();
  // The conditional upsert changes nothing when the sum would pass the bound; the caller's transaction
  // then rolls back whatever it had already done (a transfer's debit).
  const res = db
    .prepare(
      `INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)
       ON CONFLICT(member_id, account_type_id) DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents
       WHERE balance_cents + excluded.balance_cents <= ?`,
    )
    .run(w.memberId, acct, cents, MAX_BALANCE_CENTS);
  if (res.changes !== 1) throw new BalanceLimit();
  db.prepare('INSERT INTO wallet_ledger (member_id, account_type_id, amount_cents, kind, ref, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    w.memberId,
    acct,
    cents,
    kind,
    ref ?? null,
    Date.now(),
  );
}

/** A credit to main inside the caller's transaction (bonuses paid with the status that earns them). */
export function creditInTx(db: Database.Database, memberId: number, cents: number, kind: string, ref: string): void {
  checkAmount(cents);
  creditIn(db, { memberId }, cents, kind, ref);
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

/**
 * Runs a money move at most once per (member, request id): inside one IMMEDIATE transaction the id is
 * claimed, the move runs and its result is stored; the same id again answers the stored result and moves
 * nothing. A move that throws leaves no claim, so a retry of a refused move is tried afresh.
 */
export function once<T>(db: Database.Database, memberId: number, requestId: string, kind: string, move: () => T): T {
  if (!requestId || requestId.length > 64) throw new RangeError('requestId must be 1 to 64 characters');
  return db
    .transaction((): T => {
      const done = db.prepare('SELECT kind, result FROM money_requests WHERE member_id = ? AND request_id = ?').get(memberId, requestId) as
        | { kind: string; result: string }
        | undefined;
      if (done) {
        if (done.kind !== kind) throw new RangeError('requestId already used for another move');
        return JSON.parse(done.result) as T;
      }
      const result = move();
      db.prepare('INSERT INTO money_requests (member_id, request_id, kind, result, at) VALUES (?, ?, ?, ?, ?)').run(
        memberId,
        requestId,
        kind,
        JSON.stringify(result ?? null),
        Date.now(),
      );
      return result;
    })
    .immediate();
}

/**
 * Moves `cents` between two wallets of one member, once per request id (nested in `once`'s transaction:
 * better-sqlite3 turns the inner transaction into a savepoint).
 */
export function transferOnce(db: Database.Database, memberId: number, requestId: string, fromAcct: number, toAcct: number, cents: number): number {
  checkAmount(cents);
  if (fromAcct === toAcct) throw new RangeError('from and to are the same wallet');
  return once(db, memberId, requestId, 'transfer', () => {
    debitIn(db, { memberId, accountTypeId: fromAcct }, cents, 'transfer-out', requestId);
    creditIn(db, { memberId, accountTypeId: toAcct }, cents, 'transfer-in', requestId);
    return cents;
  });
}

/** Every vendor wallet of the member back to main, once per request id; answers the cents moved (0 if none). */
export function returnAllOnce(db: Database.Database, memberId: number, requestId: string): number {
  return once(db, memberId, requestId, 'return-all', () => {
    const rows = db
      .prepare('SELECT account_type_id, balance_cents FROM wallets WHERE member_id = ? AND account_type_id != ? AND balance_cents > 0')
      .all(memberId, MAIN_WALLET) as { account_type_id: number; balance_cents: number }[];
    let moved = 0;
    for (const r of rows) {
      debitIn(db, { memberId, accountTypeId: r.account_type_id }, r.balance_cents, 'transfer-out', requestId);
      creditIn(db, { memberId }, r.balance_cents, 'transfer-in', requestId);
      moved += r.balance_cents;
    }
    return moved;
  });
}

export interface LedgerRow {
  id: number;
  accountTypeId: number;
  cents: number;
  kind: string;
  ref: string | null;
  at: number;
}
export interface LedgerQuery {
  from: number;
  to: number;
  /** LIKE patterns of ledger kinds (e.g. 'deposit', '%-bet'); empty: every kind. */
  kinds: readonly string[];
  offset: number;
  limit: number;
}

/** A page of the member's ledger in a time range, newest first, with the count and the in/out totals of the whole range. */
export function ledgerPage(db: Database.Database, memberId: number, q: LedgerQuery): { rows: LedgerRow[]; count: number; inCents: number; outCents: number } {
  const kindSql = q.kinds.length ? ` AND (${q.kinds.map(() => 'kind LIKE ?').join(' OR ')})` : '';
  const where = `member_id = ? AND at >= ? AND at < ?${kindSql}`;
  const args = [memberId, q.from, q.to, ...q.kinds];
  const rows = (
    db.prepare(`SELECT id, account_type_id, amount_cents, kind, ref, at FROM wallet_ledger WHERE ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, q.limit, q.offset) as {
      id: number;
      account_type_id: number;
      amount_cents: number;
      kind: string;
      ref: string | null;
      at: number;
    }[]
  ).map((r) => ({ id: r.id, accountTypeId: r.account_type_id, cents: r.amount_cents, kind: r.kind, ref: r.ref, at: r.at }));
  const sums = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount_cents > 0 THEN amount_cents END), 0) AS inc, COALESCE(SUM(CASE WHEN amount_cents < 0 THEN -amount_cents END), 0) AS outc FROM wallet_ledger WHERE ${where}`,
    )
    .get(...args) as { n: number; inc: number; outc: number };
  return { rows, count: sums.n, inCents: sums.inc, outCents: sums.outc };
}

export interface UplineTransferRow {
  id: number;
  toId: number;
  cents: number;
  note: string;
  at: number;
}

/** Main to main from a member to their upline, with a note, once per request id (both wallets or neither). */
export function transferToUplineOnce(db: Database.Database, fromId: number, toId: number, requestId: string, cents: number, note: string, now = Date.now()): UplineTransferRow {
  checkAmount(cents);
  return once(db, fromId, requestId, 'upline', () => {
    const id = Number(db.prepare('INSERT INTO upline_transfers (from_id, to_id, amount_cents, note, at) VALUES (?, ?, ?, ?, ?)').run(fromId, toId, cents, note, now).lastInsertRowid);
    debitIn(db, { memberId: fromId }, cents, 'upline-out', `upline:${id}`);
    creditIn(db, { memberId: toId }, cents, 'upline-in', `upline:${id}`);
    return { id, toId, cents, note, at: now };
  });
}

/** Cents → a number with two decimals, as the API answers amounts. */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}
