/**
 * The points mall's data (docs/product.md#points-mall): each member's points, a points ledger (every earn
 * and spend, signed), the rewards catalogue with its stock, and redeem records.
 *
 * - Points are whole numbers in `point_accounts.points` with `CHECK (points >= 0)`; a spend is a
 *   conditional UPDATE (`… WHERE points >= ?`), so concurrent spends never overdraw. Points never expire.
 * - An account opens the first time it is read: it is credited the member's seeded earning history
 *   (seed/points.ts), then earns from the rounds the member plays in the sandbox game (1 point per
 *   `BET_PER_POINT` of bet, the remainder carried), accrued on each read.
 * - Redeeming and converting run inside `once` (wallets.ts): one IMMEDIATE transaction per request id, so a
 *   retry moves nothing twice; converting credits the main wallet in the same transaction.
 * - A redeem is `process` until reviewed: after `reviewMs` it is `approved`, or `rejected` with its points
 *   and stock returned when the reward needs a Zalo number the member's profile lacks.
 */
import type Database from 'better-sqlite3';
import { creditInTx, once } from './wallets.js';
import { seedEarnings } from '../seed/points.js';

export const POINT_SCHEMA = `
  CREATE TABLE IF NOT EXISTS point_accounts (
    member_id INTEGER PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
    accrued_round_id INTEGER NOT NULL DEFAULT 0, bet_carry_cents INTEGER NOT NULL DEFAULT 0, opened_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS point_ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, points INTEGER NOT NULL, kind TEXT NOT NULL, ref TEXT, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS point_ledger_member ON point_ledger (member_id, at);
  CREATE TABLE IF NOT EXISTS point_rewards (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, art TEXT NOT NULL,
    points INTEGER NOT NULL CHECK (points > 0), stock INTEGER CHECK (stock >= 0), needs_zalo INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS point_redeems (
    id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, reward_id INTEGER NOT NULL, points INTEGER NOT NULL CHECK (points > 0),
    status TEXT NOT NULL DEFAULT 'process', remark TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS point_redeems_member ON point_redeems (member_id, created_at);
`;

/** Valid bet, in cents, that earns one point. */
export const BET_PER_POINT_CENTS = 1_000;
export const MIN_CONVERT_POINTS = 100;
/** Points per currency unit by VIP level (the exchange-rate table); each divides 100, so cents stay whole. */
export const EXCHANGE_RATES: readonly { fromLevel: number; ratio: number }[] = [
  { fromLevel: 1, ratio: 20 },
  { fromLevel: 3, ratio: 10 },
  { fromLevel: 5, ratio: 5 },
  { fromLevel: 7, ratio: 4 },
];
export const ratioFor = (rankLevel: number): number => [...EXCHANGE_RATES].reverse().find((r) => rankLevel >= r.fromLevel)?.ratio ?? EXCHANGE_RATES[0]!.ratio;

export class InsufficientPoints extends Error {
  constructor() {
    super('insufficient points');
  }
}
export class RewardUnavailable extends Error {
  constructor(readonly reason: 'unknown' | 'out-of-stock') {
    super(`reward ${reason}`);
  }
}

export type RedeemStatus = 'process' | 'rejected' | 'approved';
export interface RedeemRow {
  id: number;
  rewardId: number;
  rewardName: string;
  points: number;
  status: RedeemStatus;
  remark: string;
  createdAt: number;
  updatedAt: number;
}
export interface RewardRow {
  id: number;
  name: string;
  description: string;
  /** Artwork key: a Noto motif and a hue (cdn/point-rewards.ts). */
  art: string;
  points: number;
  /** null: unlimited. */
  stock: number | null;
  /** Delivered to the member's Zalo number: rejected on review when the profile has none. */
  needsZalo: boolean;
}
export interface PointLedgerRow {
  id: number;
  points: number;
  kind: string;
  ref: string | null;
  at: number;
}

type RedeemDbRow = { id: number; reward_id: number; name: string; points: number; status: RedeemStatus; remark: string; created_at: number; updated_at: number };
const REDEEM_SELECT = 'SELECT r.id, r.reward_id, w.name, r.points, r.status, r.remark, r.created_at, r.updated_at FROM point_redeems r JOIN point_rewards w ON w.id = r.reward_id';
const toRedeem = (r: RedeemDbRow): RedeemRow => ({
  id: r.id,
  rewardId: r.reward_id,
  rewardName: r.name,
  points: r.points,
  status: r.status,
  remark: r.remark,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function pointsRepo(db: Database.Database) {
  const account = db.prepare<[number], { points: number; accrued_round_id: number; bet_carry_cents: number }>(
    'SELECT points, accrued_round_id, bet_carry_cents FROM point_accounts WHERE member_id = ?',
  );
  const open = db.prepare('INSERT OR IGNORE INTO point_accounts (member_id, points, opened_at) VALUES (?, 0, ?)');
  const add = db.prepare('UPDATE point_accounts SET points = points + ? WHERE member_id = ?');
  const take = db.prepare('UPDATE point_accounts SET points = points - ? WHERE member_id = ? AND points >= ?');
  const ledger = db.prepare('INSERT INTO point_ledger (member_id, points, kind, ref, at) VALUES (?, ?, ?, ?, ?)');
  const rounds = db.prepare<[number, number], { id: number; bet_cents: number }>('SELECT id, bet_cents FROM game_rounds WHERE member_id = ? AND id > ? ORDER BY id');
  const setAccrued = db.prepare('UPDATE point_accounts SET accrued_round_id = ?, bet_carry_cents = ? WHERE member_id = ?');
  const reward = db.prepare<[number], { id: number; name: string; description: string; art: string; points: number; stock: number | null; needs_zalo: number }>(
    'SELECT id, name, description, art, points, stock, needs_zalo FROM point_rewards WHERE id = ?',
  );
  const takeStock = db.prepare('UPDATE point_rewards SET stock = stock - 1 WHERE id = ? AND (stock IS NULL OR stock > 0)');
  const returnStock = db.prepare('UPDATE point_rewards SET stock = stock + 1 WHERE id = ? AND stock IS NOT NULL');

  function credit(memberId: number, points: number, kind: string, ref: string | null, at: number): void {
    add.run(points, memberId);
    ledger.run(memberId, points, kind, ref, at);
  }
  function spend(memberId: number, points: number, kind: string, ref: string, at: number): void {
    if (take.run(points, memberId, points).changes !== 1) throw new InsufficientPoints();
    ledger.run(memberId, -points, kind, ref, at);
  }

  /**
   * Opens the account on first read (with its seeded history) and accrues the points of rounds played
   * since the last read; one IMMEDIATE transaction, so two first reads cannot both seed.
   */
  function settleEarnings(memberId: number, seedable: boolean, now = Date.now()): void {
    db.transaction(() => {
      if (open.run(memberId, now).changes === 1 && seedable) {
        for (const e of seedEarnings(memberId, now)) credit(memberId, e.points, e.kind, null, e.at);
      }
      const acct = account.get(memberId)!;
      const fresh = rounds.all(memberId, acct.accrued_round_id);
      if (!fresh.length) return;
      let carry = acct.bet_carry_cents;
      for (const r of fresh) {
        carry += r.bet_cents;
        const earned = Math.floor(carry / BET_PER_POINT_CENTS);
        carry -= earned * BET_PER_POINT_CENTS;
        if (earned > 0) credit(memberId, earned, 'earn-game', `round:${r.id}`, now);
      }
      setAccrued.run(fresh[fresh.length - 1]!.id, carry, memberId);
    }).immediate();
  }

  return {
    settleEarnings,
    points: (memberId: number): number => account.get(memberId)?.points ?? 0,
    totals(memberId: number): { earned: number; spent: number } {
      const r = db
        .prepare<[number], { earned: number; spent: number }>(
          'SELECT COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS earned, COALESCE(SUM(CASE WHEN points < 0 THEN -points END), 0) AS spent FROM point_ledger WHERE member_id = ?',
        )
        .get(memberId)!;
      return r;
    },
    /** Earned points (earn-* kinds) per UTC day since `from`. */
    earnedByDay(memberId: number, from: number): { day: string; points: number }[] {
      return db
        .prepare<[number, number], { day: string; points: number }>(
          `SELECT strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS day, SUM(points) AS points FROM point_ledger
           WHERE member_id = ? AND at >= ? AND kind LIKE 'earn-%' GROUP BY day ORDER BY day`,
        )
        .all(memberId, from);
    },
    rewards(): RewardRow[] {
      return db
        .prepare<[], { id: number; name: string; description: string; art: string; points: number; stock: number | null; needs_zalo: number }>(
          'SELECT id, name, description, art, points, stock, needs_zalo FROM point_rewards ORDER BY sort',
        )
        .all()
        .map((r) => ({ id: r.id, name: r.name, description: r.description, art: r.art, points: r.points, stock: r.stock, needsZalo: r.needs_zalo === 1 }));
    },
    /** Redeems one reward once per request id: points and stock taken, a `process` record written, together. */
    redeemOnce(memberId: number, requestId: string, rewardId: number, now = Date.now()): RedeemRow {
      return once(db, memberId, requestId, 'point-redeem', () => {
        const r = reward.get(rewardId);
        if (!r) throw new RewardUnavailable('unknown');
        if (takeStock.run(rewardId).changes !== 1) throw new RewardUnavailable('out-of-stock');
        const id = Number(
          db.prepare('INSERT INTO point_redeems (member_id, reward_id, points, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(memberId, rewardId, r.points, 'process', now, now)
            .lastInsertRowid,
        );
        spend(memberId, r.points, 'redeem', `redeem:${id}`, now);
        return toRedeem(db.prepare<[number], RedeemDbRow>(`${REDEEM_SELECT} WHERE r.id = ?`).get(id)!);
      });
    },
    /** Converts points to main-wallet cents once per request id: points out, money in, one transaction. */
    convertOnce(memberId: number, requestId: string, points: number, ratio: number, now = Date.now()): { points: number; cents: number } {
      if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError('points must be a positive whole number');
      if (100 % ratio !== 0) throw new RangeError('ratio must divide 100');
      return once(db, memberId, requestId, 'point-convert', () => {
        const cents = points * (100 / ratio);
        spend(memberId, points, 'convert', `convert:${requestId}`, now);
        creditInTx(db, memberId, cents, 'points-convert', `convert:${requestId}`);
        return { points, cents };
      });
    },
    /**
     * Reviews the member's redeems older than `reviewMs`: approved, or rejected with points and stock
     * returned when `rejects(reward)` says so (status and refund in one transaction, conditional on 'process').
     */
    reviewRedeems(memberId: number, reviewMs: number, rejects: (reward: RewardRow) => string | null, now = Date.now()): RedeemRow[] {
      const due = db.prepare<[number, number], RedeemDbRow>(`${REDEEM_SELECT} WHERE r.member_id = ? AND r.status = 'process' AND r.created_at <= ? ORDER BY r.id`).all(memberId, now - reviewMs);
      const reviewed: RedeemRow[] = [];
      for (const d of due) {
        db.transaction(() => {
          const w = reward.get(d.reward_id)!;
          const remark = rejects({ id: w.id, name: w.name, description: w.description, art: w.art, points: w.points, stock: w.stock, needsZalo: w.needs_zalo === 1 });
          const status: RedeemStatus = remark ? 'rejected' : 'approved';
          const res = db.prepare("UPDATE point_redeems SET status = ?, remark = ?, updated_at = ? WHERE id = ? AND status = 'process'").run(status, remark ?? '', now, d.id);
          if (res.changes !== 1) return;
          if (status === 'rejected') {
            credit(memberId, d.points, 'redeem-refund', `redeem:${d.id}`, now);
            returnStock.run(d.reward_id);
          }
          reviewed.push({ ...toRedeem(d), status, remark: remark ?? '', updatedAt: now });
        }).immediate();
      }
      return reviewed;
    },
    /** Members with a redeem still in process (the test control reviews them all). */
    membersInReview: (): number[] => db.prepare<[], { member_id: number }>("SELECT DISTINCT member_id FROM point_redeems WHERE status = 'process'").all().map((r) => r.member_id),
    redeems(memberId: number, offset: number, limit: number): { rows: RedeemRow[]; count: number } {
      const rows = db.prepare<[number, number, number], RedeemDbRow>(`${REDEEM_SELECT} WHERE r.member_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`).all(memberId, limit, offset).map(toRedeem);
      const count = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM point_redeems WHERE member_id = ?').get(memberId)!.n;
      return { rows, count };
    },
    /** A page of the points ledger in a time range, newest first, with the range's earned and spent totals. */
    ledgerPage(memberId: number, q: { from: number; to: number; offset: number; limit: number }): { rows: PointLedgerRow[]; count: number; earned: number; spent: number } {
      const rows = db
        .prepare<[number, number, number, number, number], PointLedgerRow>(
          'SELECT id, points, kind, ref, at FROM point_ledger WHERE member_id = ? AND at >= ? AND at < ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?',
        )
        .all(memberId, q.from, q.to, q.limit, q.offset);
      const sums = db
        .prepare<[number, number, number], { n: number; earned: number; spent: number }>(
          `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS earned,
             COALESCE(SUM(CASE WHEN points < 0 THEN -points END), 0) AS spent FROM point_ledger WHERE member_id = ? AND at >= ? AND at < ?`,
        )
        .get(memberId, q.from, q.to)!;
      return { rows, count: sums.n, earned: sums.earned, spent: sums.spent };
    },
  };
}
