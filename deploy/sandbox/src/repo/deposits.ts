/** Deposits of the sandbox: recorded pending once per request id, then settled to main (or failed) once. */
import type Database from 'better-sqlite3';
import { checkAmount, creditIn, once } from './wallets.js';

export type DepositStatus = 'pending' | 'credited' | 'failed';
export interface DepositRow {
  id: number;
  channelId: string;
  cents: number;
  status: DepositStatus;
  createdAt: number;
  updatedAt: number;
}
export type DepositDbRow = { id: number; channel_id: string; amount_cents: number; status: DepositStatus; created_at: number; updated_at: number };
export const toDeposit = (r: DepositDbRow): DepositRow => ({
  id: r.id,
  channelId: r.channel_id,
  cents: r.amount_cents,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Records a pending deposit once per request id (the money arrives when it is settled). */
export function depositOnce(db: Database.Database, memberId: number, requestId: string, channelId: string, cents: number, now = Date.now()): DepositRow {
  checkAmount(cents);
  return once(db, memberId, requestId, 'deposit', () => {
    const id = Number(
      db
        .prepare('INSERT INTO deposits (member_id, channel_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(memberId, channelId, cents, 'pending', now, now).lastInsertRowid,
    );
    return toDeposit(db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositDbRow);
  });
}

/**
 * Settles the member's pending deposits older than `afterMs`: credited to main (one transaction per
 * deposit, status and money together), or failed when `fails(deposit)` says so. A deposit is settled once:
 * the status UPDATE is conditional on 'pending'.
 */
export function settleDeposits(db: Database.Database, memberId: number, afterMs: number, fails: (d: DepositRow) => boolean, now = Date.now()): DepositRow[] {
  const due = (db.prepare("SELECT * FROM deposits WHERE member_id = ? AND status = 'pending' AND created_at <= ?").all(memberId, now - afterMs) as DepositDbRow[]).map(
    toDeposit,
  );
  const settled: DepositRow[] = [];
  for (const d of due) {
    db.transaction(() => {
      const status: DepositStatus = fails(d) ? 'failed' : 'credited';
      const res = db.prepare("UPDATE deposits SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'").run(status, now, d.id);
      if (res.changes !== 1) return;
      if (status === 'credited') creditIn(db, { memberId }, d.cents, 'deposit', `deposit:${d.id}`);
      settled.push({ ...d, status, updatedAt: now });
    }).immediate();
  }
  return settled;
}
