/** Withdrawals of the sandbox: the money leaves main at once, then the withdrawal is reviewed, paid out and confirmed. */
import type Database from 'better-sqlite3';
import { checkAmount, creditIn, debitIn, once } from './wallets.js';

/**
 * A withdrawal's life: `pending` (the money has left main and is held) → `rejected` (refunded) or
 * `disbursed` (paid out; the player confirms) → `received` (confirmed, or auto-confirmed after the wait)
 * or `disputed` (reported not received, with a proof image).
 */
export type WithdrawalStatus = 'pending' | 'rejected' | 'disbursed' | 'received' | 'disputed';
export interface WithdrawalRow {
  id: number;
  cents: number;
  status: WithdrawalStatus;
  createdAt: number;
  updatedAt: number;
  disbursedAt: number | null;
  autoConfirmed: boolean;
  hasProof: boolean;
}
export type WithdrawalDbRow = {
  id: number;
  amount_cents: number;
  status: WithdrawalStatus;
  created_at: number;
  updated_at: number;
  disbursed_at: number | null;
  auto_confirmed: number;
  has_proof: number;
};
export const WITHDRAWAL_COLUMNS = 'id, amount_cents, status, created_at, updated_at, disbursed_at, auto_confirmed, proof IS NOT NULL AS has_proof';
export const toWithdrawal = (r: WithdrawalDbRow): WithdrawalRow => ({
  id: r.id,
  cents: r.amount_cents,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  disbursedAt: r.disbursed_at,
  autoConfirmed: r.auto_confirmed === 1,
  hasProof: r.has_proof === 1,
});

/** Takes the amount from main and records a pending withdrawal, once per request id. */
export function withdrawOnce(db: Database.Database, memberId: number, requestId: string, cents: number, now = Date.now()): WithdrawalRow {
  checkAmount(cents);
  return once(db, memberId, requestId, 'withdraw', () => {
    const id = Number(
      db.prepare('INSERT INTO withdrawals (member_id, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(memberId, cents, 'pending', now, now)
        .lastInsertRowid,
    );
    debitIn(db, { memberId }, cents, 'withdraw', `withdraw:${id}`);
    return toWithdrawal(db.prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE id = ?`).get(id) as WithdrawalDbRow);
  });
}

/**
 * Moves the member's withdrawals on: pending ones older than `reviewMs` are disbursed, or rejected and
 * refunded (status and refund in one transaction) when `rejects` says so; disbursed ones unconfirmed for
 * `autoConfirmMs` count as received. Each UPDATE is conditional on the status it leaves.
 */
export function settleWithdrawals(
  db: Database.Database,
  memberId: number,
  reviewMs: number,
  autoConfirmMs: number,
  rejects: (w: WithdrawalRow) => boolean,
  now = Date.now(),
): WithdrawalRow[] {
  const due = (db.prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE member_id = ? AND status = 'pending' AND created_at <= ?`).all(memberId, now - reviewMs) as WithdrawalDbRow[]).map(
    toWithdrawal,
  );
  const reviewed: WithdrawalRow[] = [];
  for (const w of due) {
    db.transaction(() => {
      if (rejects(w)) {
        const res = db.prepare("UPDATE withdrawals SET status = 'rejected', updated_at = ? WHERE id = ? AND status = 'pending'").run(now, w.id);
        if (res.changes !== 1) return;
        creditIn(db, { memberId }, w.cents, 'withdraw-refund', `withdraw:${w.id}`);
        reviewed.push({ ...w, status: 'rejected', updatedAt: now });
      } else {
        const res = db.prepare("UPDATE withdrawals SET status = 'disbursed', updated_at = ?, disbursed_at = ? WHERE id = ? AND status = 'pending'").run(now, now, w.id);
        if (res.changes === 1) reviewed.push({ ...w, status: 'disbursed', updatedAt: now, disbursedAt: now });
      }
    }).immediate();
  }
  db.prepare("UPDATE withdrawals SET status = 'received', auto_confirmed = 1, updated_at = ? WHERE member_id = ? AND status = 'disbursed' AND disbursed_at <= ?").run(
    now,
    memberId,
    now - autoConfirmMs,
  );
  return reviewed;
}

/** The player's answer to a disbursed withdrawal; false when it is not (or no longer) awaiting one. */
export function confirmWithdrawal(
  db: Database.Database,
  memberId: number,
  id: number,
  answer: { received: true } | { received: false; proof: Buffer; proofType: string },
  now = Date.now(),
): boolean {
  const res = answer.received
    ? db.prepare("UPDATE withdrawals SET status = 'received', updated_at = ? WHERE id = ? AND member_id = ? AND status = 'disbursed'").run(now, id, memberId)
    : db
        .prepare("UPDATE withdrawals SET status = 'disputed', updated_at = ?, proof = ?, proof_type = ? WHERE id = ? AND member_id = ? AND status = 'disbursed'")
        .run(now, answer.proof, answer.proofType, id, memberId);
  return res.changes === 1;
}

/** Confirms every disbursed withdrawal of the member as received; answers how many. */
export function confirmAllWithdrawals(db: Database.Database, memberId: number, now = Date.now()): number {
  return db.prepare("UPDATE withdrawals SET status = 'received', updated_at = ? WHERE member_id = ? AND status = 'disbursed'").run(now, memberId).changes;
}
