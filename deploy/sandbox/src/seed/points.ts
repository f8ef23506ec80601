/**
 * Seed data of the points mall (docs/product.md#points-mall): the rewards catalogue (artwork drawn by
 * cdn/point-rewards.ts from `art`), each member's earning history credited when their points are first
 * read, and `mall01`, the account the points-mall end-to-end test spends (no other suite uses it).
 */
import type Database from 'better-sqlite3';
import { seedCredentials } from './credentials.js';
import type { RewardRow } from '../repo/points.js';
import { MAIN_WALLET } from '../repo/wallets.js';
import { prng } from './catalog.js';
import { money } from './money.js';

export const POINT_REWARDS: readonly RewardRow[] = [
  { id: 1, name: `${money.en(50)} Free Bet Voucher`, description: 'A free bet for any slot game, credited within a day.', art: 'ticket', points: 600, stock: null, needsZalo: false },
  { id: 2, name: 'Coffee Gift Card', description: `A ${money.en(150)} gift card for a coffee shop near you.`, art: 'hot-beverage', points: 900, stock: 200, needsZalo: false },
  { id: 3, name: 'Zalo Load Reward', description: 'Mobile load of up to 131K sent to your Zalo number.', art: 'mobile-phone', points: 1_500, stock: null, needsZalo: true },
  { id: 4, name: 'Tessera T-shirt', description: 'A cotton T-shirt with the Tessera crown, shipped to your address.', art: 't-shirt', points: 2_400, stock: 50, needsZalo: false },
  { id: 5, name: 'Wireless Headphones', description: 'Bluetooth headphones with a 20-hour battery.', art: 'headphone', points: 12_000, stock: 10, needsZalo: false },
  { id: 6, name: 'Smart Watch', description: 'Fitness and notifications on your wrist.', art: 'watch', points: 25_000, stock: 5, needsZalo: false },
  { id: 7, name: 'Lucky Gift Box', description: 'A surprise box of Tessera goodies.', art: 'wrapped-gift', points: 3_000, stock: 0, needsZalo: false },
  { id: 8, name: 'Laptop', description: 'A 14-inch laptop for work and play.', art: 'laptop-computer', points: 150_000, stock: 2, needsZalo: false },
];

export const MALL_ACCOUNT = 'mall01';
const DAY = 86_400_000;
const HISTORY_DAYS = 45;

/** The points a member earned before the sandbox started: a welcome grant, then daily bets over 45 days. */
export function seedEarnings(memberId: number, now: number): { points: number; kind: string; at: number }[] {
  const rand = prng(memberId * 7919);
  const out = [{ points: 500, kind: 'earn-welcome', at: now - HISTORY_DAYS * DAY }];
  for (let d = HISTORY_DAYS - 1; d >= 1; d -= 1) {
    if (rand() < 0.35) continue; // days without play
    out.push({ points: 20 + Math.floor(rand() * 260), kind: 'earn-bet', at: now - d * DAY + Math.floor(rand() * 8) * 3_600_000 });
  }
  return out;
}

/** The rewards catalogue, once per database (guarded per reward id). */
export function seedRewards(db: Database.Database): void {
  const insert = db.prepare('INSERT OR IGNORE INTO point_rewards (id, name, description, art, points, stock, needs_zalo, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  POINT_REWARDS.forEach((r, i) => insert.run(r.id, r.name, r.description, r.art, r.points, r.stock, r.needsZalo ? 1 : 0, i));
}

/** Adds `mall01` to each merchant that has members, once (P 500.00 in main). */
export function seedPointsMall(db: Database.Database, now = Date.now()): void {
  const merchants = db.prepare<[], { merchant: string }>("SELECT DISTINCT merchant FROM members WHERE username = 'player01'").all();
  const exists = db.prepare<[string, string], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const insert = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id)
     VALUES (?, ?, ?, ?, 'Mall Shopper', 0, NULL, NULL, ?, 3, 'VIP3', (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members))`,
  );
  const wallet = db.prepare('INSERT OR IGNORE INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  for (const { merchant } of merchants) {
    if (exists.get(merchant, MALL_ACCOUNT)) continue;
    const { salt, hash } = seedCredentials();
    const id = Number(insert.run(merchant, MALL_ACCOUNT, hash, salt, now - 60 * DAY).lastInsertRowid);
    wallet.run(id, MAIN_WALLET, 50_000);
  }
}
