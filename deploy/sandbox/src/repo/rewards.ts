/**
 * The member's part in promotions (rewardCenter): a claim, a join, or an activity application with its
 * remark and images; one row per member and promotion. Bonuses are credited through the wallet ledger in
 * the same transaction as the status that pays them.
 */
import type Database from 'better-sqlite3';
import { creditInTx } from './wallets.js';

export const REWARD_SCHEMA = `
  CREATE TABLE IF NOT EXISTS reward_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL,
    status TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '', bonus_cents INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, UNIQUE (member_id, promotion_id));
  CREATE TABLE IF NOT EXISTS reward_images (
    entry_id INTEGER NOT NULL, idx INTEGER NOT NULL, type TEXT NOT NULL, bytes BLOB NOT NULL, PRIMARY KEY (entry_id, idx));
`;

/** claimed / joined at once; applying → issued (bonus paid) or rejected after review. */
export type RewardStatus = 'claimed' | 'joined' | 'applying' | 'issued' | 'rejected';
export interface RewardEntry {
  id: number;
  promotionId: number;
  status: RewardStatus;
  remark: string;
  imageCount: number;
  createdAt: number;
  updatedAt: number;
}

export class AlreadyTaken extends Error {
  constructor() {
    super('already taken part');
  }
}

export function rewardsRepo(db: Database.Database) {
  const byMember = db.prepare<[number], { id: number; promotion_id: number; status: RewardStatus; remark: string; created_at: number; updated_at: number; images: number }>(
    `SELECT e.id, e.promotion_id, e.status, e.remark, e.created_at, e.updated_at, (SELECT COUNT(*) FROM reward_images i WHERE i.entry_id = e.id) AS images
     FROM reward_entries e WHERE e.member_id = ?`,
  );
  const insert = db.prepare('INSERT INTO reward_entries (member_id, promotion_id, status, remark, bonus_cents, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const taken = (memberId: number, promotionId: number) => !!db.prepare('SELECT 1 FROM reward_entries WHERE member_id = ? AND promotion_id = ?').get(memberId, promotionId);
  return {
    entries(memberId: number): RewardEntry[] {
      return byMember.all(memberId).map((r) => ({ id: r.id, promotionId: r.promotion_id, status: r.status, remark: r.remark, imageCount: r.images, createdAt: r.created_at, updatedAt: r.updated_at }));
    },
    /** Claims (bonus credited to main now) or joins; once per member and promotion. */
    take(memberId: number, promotionId: number, status: 'claimed' | 'joined', bonusCents: number): void {
      db.transaction(() => {
        if (taken(memberId, promotionId)) throw new AlreadyTaken();
        const now = Date.now();
        const id = Number(insert.run(memberId, promotionId, status, '', bonusCents, now, now).lastInsertRowid);
        if (status === 'claimed' && bonusCents > 0) creditInTx(db, memberId, bonusCents, 'bonus', `reward:${id}`);
      }).immediate();
    },
    /** An activity application with its remark and images, to be reviewed. */
    apply(memberId: number, promotionId: number, remark: string, bonusCents: number, images: { type: string; bytes: Buffer }[]): void {
      db.transaction(() => {
        if (taken(memberId, promotionId)) throw new AlreadyTaken();
        const now = Date.now();
        const id = Number(insert.run(memberId, promotionId, 'applying', remark, bonusCents, now, now).lastInsertRowid);
        const img = db.prepare('INSERT INTO reward_images (entry_id, idx, type, bytes) VALUES (?, ?, ?, ?)');
        images.forEach((im, i) => img.run(id, i, im.type, im.bytes));
      }).immediate();
    },
    /** Reviews applications older than `afterMs`: issued with the bonus paid, or rejected when `rejects(remark)`. */
    review(memberId: number, afterMs: number, rejects: (remark: string) => boolean, now = Date.now()): void {
      const due = db
        .prepare("SELECT id, remark, bonus_cents FROM reward_entries WHERE member_id = ? AND status = 'applying' AND created_at <= ?")
        .all(memberId, now - afterMs) as { id: number; remark: string; bonus_cents: number }[];
      for (const e of due) {
        db.transaction(() => {
          const status = rejects(e.remark) ? 'rejected' : 'issued';
          const res = db.prepare("UPDATE reward_entries SET status = ?, updated_at = ? WHERE id = ? AND status = 'applying'").run(status, now, e.id);
          if (res.changes === 1 && status === 'issued' && e.bonus_cents > 0) creditInTx(db, memberId, e.bonus_cents, 'bonus', `reward:${e.id}`);
        }).immediate();
      }
    },
  };
}
