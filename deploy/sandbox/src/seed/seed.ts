/** Seed data of the sandbox: the RSA key, the demo merchants, their members and agents, and the games. */
import type Database from 'better-sqlite3';
import { generateRsaKey } from '../gateway/crypto.js';
import { seedCredentials } from './credentials.js';
import { MAIN_WALLET } from '../repo/wallets.js';
import { seedAgents } from './agents.js';
import { seedContent } from './content.js';
import { DEFAULT_MODULES_ON, WHITELABEL_MODULES } from './catalog.js';
import { seedGames } from './games.js';
import { seedPointsMall, seedRewards } from './points.js';
import { seedMissions } from './missions.js';
import { seedWidgets } from './widgets.js';
import { seedLoginIps } from './login-ips.js';

const SEED_MERCHANTS = ['demo', 'demo2'];

/**
 * Seeds everything once; each part is guarded so a second start changes nothing. IMMEDIATE: the write
 * lock is taken (waiting out another writer) before anything is read, so the guards cannot go stale.
 */
export function seed(db: Database.Database): void {
  db.transaction(() => {
    if (!db.prepare("SELECT 1 FROM kv WHERE key = 'rsa'").get()) {
      db.prepare("INSERT INTO kv (key, value) VALUES ('rsa', ?)").run(JSON.stringify(generateRsaKey()));
    }
    const modules = JSON.stringify(Object.fromEntries(WHITELABEL_MODULES.map((m) => [m, DEFAULT_MODULES_ON.has(m)])));
    for (const code of SEED_MERCHANTS) db.prepare('INSERT OR IGNORE INTO merchants (code, status, modules_json) VALUES (?, 0, ?)').run(code, modules);
    if (!db.prepare('SELECT 1 FROM members LIMIT 1').get()) seedMembers(db);
    seedGames(db);
    seedAgents(db);
    seedRewards(db);
    seedPointsMall(db);
    seedContent(db);
    seedMissions(db);
    seedLoginIps(db);
    seedWidgets(db);
  }).immediate();
}

function seedMembers(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO members (id, merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id)
     VALUES (@id, @merchant, @username, @hash, @salt, @nickname, @type, @parentId, @mobile, @regDate, @rankLevel, @labelName, @customerId)`,
  );
  const wallet = db.prepare('INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  const regDate = Date.UTC(2025, 0, 15, 8, 0, 0);
  let id = 1000;
  for (const [mi, merchant] of SEED_MERCHANTS.entries()) {
    const add = (username: string, nickname: string, type: number, balanceCents: number, rankLevel: number, parentId: number | null) => {
      id += 1;
      const { salt, hash } = seedCredentials();
      insert.run({
        id,
        merchant,
        username,
        hash,
        salt,
        nickname,
        type,
        parentId,
        mobile: `0917${String(1000000 + id).slice(-7)}`,
        regDate: regDate + id * 3_600_000,
        rankLevel,
        labelName: `VIP${rankLevel}`,
        customerId: 880000 + mi * 10000 + id,
      });
      wallet.run(id, MAIN_WALLET, balanceCents);
      return id;
    };
    add('player01', 'Player One', 0, 1_234_567, 3, null);
    const agent = add('agent01', 'Agent One', 1, 5_000_000, 4, null);
    // agent01 is offered a monthly dividend contract and a daily wage; no hourly or real-time salary.
    db.prepare('INSERT INTO agent_contracts (member_id, dividend, daily_salary) VALUES (?, ?, ?)').run(agent, 'M', 'D');
    for (let k = 1; k <= 5; k += 1) add(`agent01m${k}`, `Agent One Member ${k}`, 0, 10_000 * k, 1, agent);
    add('trial01', 'Trial Player', 4, 200_000, 1, null);
  }
}
