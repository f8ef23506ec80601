/**
 * The agent tree under agent01 of each demo merchant, and 90 days of its team's bets and deposits, so the
 * agent centre's reports have something to show (docs/product.md#agent-centre). Deterministic: the same
 * pseudo-random sequence every time, dated back from the moment of seeding.
 */
import type Database from 'better-sqlite3';
import { DAY_MS } from '../repo/agents.js';
import { seedCredentials } from './credentials.js';
import { MAIN_WALLET } from '../repo/wallets.js';
import { FISH_NAMES, LIVE_NAMES, prng } from './catalog.js';

const HISTORY_DAYS = 90;

/** Second and third levels: [username, nickname, type, balance cents, parent username]. */
const TREE: [string, string, number, number, string][] = [
  ['agent01a1', 'Sub-agent North', 1, 800_000, 'agent01'],
  ['agent01a2', 'Sub-agent South', 1, 350_000, 'agent01'],
  ['agent01a1m1', 'North Member 1', 0, 45_000, 'agent01a1'],
  ['agent01a1m2', 'North Member 2', 0, 12_500, 'agent01a1'],
  ['agent01a1m3', 'North Member 3', 0, 0, 'agent01a1'],
  ['agent01a1x', 'North Sub-agent', 1, 90_000, 'agent01a1'],
  ['agent01a1xm1', 'Far North Member', 0, 7_700, 'agent01a1x'],
  ['agent01a2m1', 'South Member 1', 0, 64_000, 'agent01a2'],
  ['agent01a2m2', 'South Member 2', 0, 3_000, 'agent01a2'],
];
for (let k = 6; k <= 14; k += 1) TREE.push([`agent01m${k}`, `Agent One Member ${k}`, 0, 2_500 * k, 'agent01']);

const GAMES: [name: string, type: string, vendor: string][] = [
  ...LIVE_NAMES.slice(0, 6).map((n): [string, string, string] => [n, 'LIVE', 'EVO']),
  ...FISH_NAMES.slice(0, 4).map((n): [string, string, string] => [n, 'FISH', 'JL']),
  ['Fortune Gems', 'RNG', 'JL'],
  ['Super Ace', 'RNG', 'JL'],
  ['Golden Empire', 'RNG', 'JL'],
];

/** Seeds once per database (guarded by the first bet). */
export function seedAgents(db: Database.Database, now = Date.now()): void {
  if (db.prepare('SELECT 1 FROM member_bets LIMIT 1').get()) return;
  const merchants = db.prepare<[], { merchant: string; id: number }>("SELECT merchant, id FROM members WHERE username = 'agent01'").all();
  const idOf = db.prepare<[string, string], { id: number }>('SELECT id FROM members WHERE merchant = ? AND username = ?');
  const insertMember = db.prepare(
    `INSERT INTO members (merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id)
     VALUES (@merchant, @username, @hash, @salt, @nickname, @type, @parentId, NULL, @regDate, 1, 'VIP1',
       (SELECT COALESCE(MAX(customer_id), 880000) + 1 FROM members))`,
  );
  const wallet = db.prepare('INSERT OR IGNORE INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  const bet = db.prepare(
    'INSERT INTO member_bets (member_id, game_name, game_type, vendor, bet_cents, valid_cents, payout_cents, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const ledger = db.prepare('INSERT INTO wallet_ledger (member_id, account_type_id, amount_cents, kind, ref, at) VALUES (?, ?, ?, ?, ?, ?)');
  const contracts = db.prepare(
    `INSERT INTO contract_offers (kind, upline_id, member_id, rate_bp, active_members, valid_bet_cents, period, status, created_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const flags = db.prepare('INSERT OR IGNORE INTO agent_contracts (member_id, dividend, daily_salary, realtime_salary) VALUES (?, ?, ?, ?)');
  const hourFlag = db.prepare("INSERT OR IGNORE INTO agent_contracts (member_id, hour_salary) VALUES (?, 'Y')");
  const rand = prng(90210);
  const { salt, hash } = seedCredentials();

  for (const { merchant, id: agentId } of merchants) {
    for (const [username, nickname, type, cents, parent] of TREE) {
      if (idOf.get(merchant, username)) continue;
      const parentId = idOf.get(merchant, parent)?.id ?? agentId;
      const regDate = now - Math.floor((2 + rand() * 150) * DAY_MS);
      const id = Number(insertMember.run({ merchant, username, hash, salt, nickname, type, parentId, regDate }).lastInsertRowid);
      wallet.run(id, MAIN_WALLET, cents);
    }
    // Every account below agent01, with how busy a player it is (some never bet: not every member is active).
    const team = db
      .prepare<[number], { id: number }>(
        `WITH RECURSIVE team(id) AS (SELECT id FROM members WHERE parent_id = ? UNION ALL
           SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id) SELECT id FROM team ORDER BY id`,
      )
      .all(agentId);
    for (const [i, { id }] of team.entries()) {
      if (i % 5 === 4) continue;
      const activity = 0.15 + rand() * 0.5;
      for (let d = HISTORY_DAYS; d >= 0; d -= 1) {
        const dayStart = now - d * DAY_MS;
        if (rand() > activity) continue;
        if (rand() < 0.25) ledger.run(id, MAIN_WALLET, (5 + Math.floor(rand() * 60)) * 10_000, 'deposit', 'seed', dayStart - Math.floor(rand() * 36e5));
        const bets = 1 + Math.floor(rand() * 6);
        for (let b = 0; b < bets; b += 1) {
          const [name, gameType, vendor] = GAMES[Math.floor(rand() * GAMES.length)]!;
          const stake = (2 + Math.floor(rand() * 98)) * 1_000;
          // Slightly in the house's favour, as real play is.
          const payout = rand() < 0.46 ? Math.round(stake * (1.5 + rand() * 1.6)) : 0;
          const valid = gameType === 'LIVE' && rand() < 0.1 ? 0 : stake;
          bet.run(id, name, gameType, vendor, stake, valid, payout, dayStart - Math.floor(rand() * 8 * 36e5) - b * 60_000 - 60_000);
        }
      }
    }
    // agent01a1's team plays on through the last four hours, so its real-time salary has bets to pay on.
    const north0 = idOf.get(merchant, 'agent01a1')?.id;
    if (north0) {
      const players = db
        .prepare<[number, number], { id: number }>(
          `WITH RECURSIVE team(id) AS (SELECT ? UNION ALL SELECT m.id FROM members m JOIN team t ON m.parent_id = t.id)
           SELECT id FROM team WHERE id <> ? ORDER BY id`,
        )
        .all(north0, north0);
      for (let t = now - 4 * 3_600_000; t < now - 60_000; t += 15 * 60_000) {
        const { id } = players[Math.floor(rand() * players.length)]!;
        const [name, gameType, vendor] = GAMES[Math.floor(rand() * GAMES.length)]!;
        const stake = (5 + Math.floor(rand() * 45)) * 1_000;
        bet.run(id, name, gameType, vendor, stake, stake, rand() < 0.45 ? Math.round(stake * 1.9) : 0, t + Math.floor(rand() * 60_000));
      }
    }
    // Contracts agent01 has with its sub-agents: one running dividend, one daily wage offer waiting for an answer.
    const north = idOf.get(merchant, 'agent01a1')?.id;
    const south = idOf.get(merchant, 'agent01a2')?.id;
    // agent01a1 also earns a real-time salary on its team's valid bets, running since three hours ago (unpaid
    // until the first settlement); the sub-agents' menus list the contract pages they work under.
    if (north) {
      contracts.run('dividend', agentId, north, 3000, 3, 5_000_000, 'M', 'active', now - 40 * DAY_MS, now - 39 * DAY_MS);
      contracts.run('realtime', agentId, north, 50, 0, 0, 'D', 'active', now - 4 * 3_600_000, now - 3 * 3_600_000);
      flags.run(north, 'M', 'D', 'Y');
    }
    if (south) {
      contracts.run('daily', agentId, south, 80, 2, 1_000_000, 'D', 'offered', now - DAY_MS, null);
      flags.run(south, 'M', 'D', null);
    }
    // agent01a1x works under an hourly salary from agent01a1, running since six hours ago, and its member
    // plays every half hour, so the Hourly Salary page (its flag is on) has hours to pay. Only new rows, from
    // a generator of their own: everything above stays as the other suites know it.
    const farNorth = idOf.get(merchant, 'agent01a1x')?.id;
    const farMember = idOf.get(merchant, 'agent01a1xm1')?.id;
    if (north && farNorth && farMember) {
      const hourly = prng(4711);
      contracts.run('hourly', north, farNorth, 100, 0, 0, 'D', 'active', now - 7 * 3_600_000, now - 6 * 3_600_000);
      hourFlag.run(farNorth);
      for (let t = now - 6 * 3_600_000; t < now - 60_000; t += 30 * 60_000) {
        const [name, gameType, vendor] = GAMES[Math.floor(hourly() * GAMES.length)]!;
        const stake = (5 + Math.floor(hourly() * 20)) * 1_000;
        bet.run(farMember, name, gameType, vendor, stake, stake, hourly() < 0.45 ? Math.round(stake * 1.9) : 0, t + Math.floor(hourly() * 60_000));
      }
    }
  }
}
