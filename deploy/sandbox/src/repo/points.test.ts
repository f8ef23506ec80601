import Database from 'better-sqlite3';
import { seedRewards } from '../seed/points.js';
import { InsufficientPoints, pointsRepo, ratioFor, RewardUnavailable } from './points.js';
import { applySchema } from './schema.js';
import { balanceCents } from './wallets.js';

function fresh() {
  const db = new Database(':memory:');
  applySchema(db);
  seedRewards(db);
  return { db, points: pointsRepo(db) };
}
const round = (db: Database.Database, memberId: number, betCents: number) =>
  db.prepare('INSERT INTO game_rounds (member_id, game_id, bet_cents, win_cents, at) VALUES (?, 1, ?, 0, ?)').run(memberId, betCents, Date.now());

describe('points repo', () => {
  it('opens an account once with its seeded history, and a trial account without one', () => {
    const { points } = fresh();
    points.settleEarnings(7, true);
    const first = points.points(7);
    expect(first).toBeGreaterThan(500);
    points.settleEarnings(7, true);
    expect(points.points(7)).toBe(first);
    expect(points.totals(7)).toEqual({ earned: first, spent: 0 });
    points.settleEarnings(8, false);
    expect(points.points(8)).toBe(0);
  });

  it('earns 1 point per P 10 of bets played, carrying the remainder between reads', () => {
    const { db, points } = fresh();
    points.settleEarnings(9, false);
    round(db, 9, 1_500);
    points.settleEarnings(9, false);
    expect(points.points(9)).toBe(1);
    round(db, 9, 600); // 500 carried + 600
    round(db, 9, 2_000);
    points.settleEarnings(9, false);
    expect(points.points(9)).toBe(4);
    points.settleEarnings(9, false);
    expect(points.points(9)).toBe(4);
  });

  it('redeems once per request id, never below zero, and refuses an empty stock', () => {
    const { db, points } = fresh();
    points.settleEarnings(10, false);
    db.prepare('UPDATE point_accounts SET points = 1000 WHERE member_id = 10').run();
    const a = points.redeemOnce(10, 'req-00001', 1); // 600
    expect(points.redeemOnce(10, 'req-00001', 1).id).toBe(a.id);
    expect(points.points(10)).toBe(400);
    expect(() => points.redeemOnce(10, 'req-00002', 1)).toThrow(InsufficientPoints);
    expect(points.points(10)).toBe(400);
    expect(() => points.redeemOnce(10, 'req-00003', 7)).toThrow(RewardUnavailable);
    expect(() => points.redeemOnce(10, 'req-00004', 999)).toThrow(RewardUnavailable);
    expect(points.redeems(10, 0, 10)).toMatchObject({ count: 1, rows: [{ status: 'process', rewardName: 'P 50.00 Free Bet Voucher', points: 600 }] });
  });

  it('reviews due redeems: approved, or rejected with points and stock returned', () => {
    const { db, points } = fresh();
    points.settleEarnings(11, false);
    db.prepare('UPDATE point_accounts SET points = 5000 WHERE member_id = 11').run();
    const stock = () => points.rewards().find((r) => r.id === 2)!.stock;
    const before = stock()!;
    const coffee = points.redeemOnce(11, 'req-00011', 2, 1_000);
    const zalo = points.redeemOnce(11, 'req-00012', 3, 1_000);
    expect(stock()).toBe(before - 1);
    expect(points.reviewRedeems(11, 60_000, () => null, 30_000)).toEqual([]);
    const reviewed = points.reviewRedeems(11, 60_000, (r) => (r.needsZalo ? 'no zalo' : null), 70_000);
    expect(reviewed.map((r) => [r.id, r.status])).toEqual([
      [coffee.id, 'approved'],
      [zalo.id, 'rejected'],
    ]);
    expect(points.points(11)).toBe(5000 - 900);
    expect(points.reviewRedeems(11, 0, () => 'again')).toEqual([]);
    expect(points.ledgerPage(11, { from: 0, to: Date.now() + 1, offset: 0, limit: 10 }).rows.map((r) => r.kind)).toEqual(['redeem-refund', 'redeem', 'redeem']);
  });

  it('converts points to main-wallet cents in one transaction, once per request id', () => {
    const { db, points } = fresh();
    points.settleEarnings(12, false);
    db.prepare('UPDATE point_accounts SET points = 250 WHERE member_id = 12').run();
    expect(points.convertOnce(12, 'conv-0001', 200, ratioFor(3))).toEqual({ points: 200, cents: 2000 });
    expect(points.convertOnce(12, 'conv-0001', 200, ratioFor(3))).toEqual({ points: 200, cents: 2000 });
    expect(points.points(12)).toBe(50);
    expect(balanceCents(db, { memberId: 12 })).toBe(2000);
    expect(() => points.convertOnce(12, 'conv-0002', 100, 10)).toThrow(InsufficientPoints);
    expect(balanceCents(db, { memberId: 12 })).toBe(2000);
  });

  it('has a ratio for every VIP level that keeps cents whole', () => {
    for (let level = 1; level <= 10; level += 1) expect(100 % ratioFor(level)).toBe(0);
    expect([ratioFor(1), ratioFor(3), ratioFor(5), ratioFor(9)]).toEqual([20, 10, 5, 4]);
  });
});
