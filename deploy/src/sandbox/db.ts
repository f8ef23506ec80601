import Database from 'better-sqlite3';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import {
  CLASSIFY,
  DEFAULT_MODULES_ON,
  FISH_NAMES,
  LANES,
  LIVE_NAMES,
  MIN_BETS_CENTS,
  PVP_NAMES,
  WHITELABEL_MODULES,
  WORDS_A,
  WORDS_B,
  WORDS_C,
  prng,
} from './catalog.js';
import { generateRsaKey, loadRsaKey, type RsaKey, type StoredKey } from './rsa.js';
import { MAIN_WALLET, WALLET_SCHEMA } from './wallet.js';

export const SEED_MERCHANTS = ['demo', 'demo2'];
export const SEED_PASSWORD = 'Tessera2026';
export const RNG_GAME_COUNT = 10_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS merchants (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, status INTEGER NOT NULL DEFAULT 0,
    maintenance_json TEXT, modules_json TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS members (
    id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, username TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT NOT NULL, salt TEXT NOT NULL, nickname TEXT NOT NULL, type INTEGER NOT NULL,
    parent_id INTEGER, mobile TEXT, reg_date INTEGER NOT NULL, rank_level INTEGER NOT NULL DEFAULT 1,
    label_name TEXT NOT NULL DEFAULT 'VIP1', customer_id INTEGER NOT NULL, last_login INTEGER,
    password_changed INTEGER NOT NULL,
    UNIQUE (merchant, username));
  CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL, created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS login_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, username TEXT NOT NULL COLLATE NOCASE, at INTEGER NOT NULL, ok INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS login_attempts_user ON login_attempts (merchant, username, at);
  -- Contract and salary settings of an agent (what /wps/member/info/funds/consolidated reports); each a
  -- period or type code, NULL when that contract is not offered.
  CREATE TABLE IF NOT EXISTS agent_contracts (
    member_id INTEGER PRIMARY KEY, dividend TEXT, daily_salary TEXT, hour_salary TEXT, realtime_salary TEXT
  );
  CREATE TABLE IF NOT EXISTS member_prefs (member_id INTEGER PRIMARY KEY, language TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS captchas (sid TEXT PRIMARY KEY, answer TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, game_code TEXT NOT NULL UNIQUE, game_name TEXT NOT NULL, vendor TEXT NOT NULL,
    game_type TEXT NOT NULL, classify TEXT NOT NULL, min_bet_cents INTEGER NOT NULL, is_hot INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX IF NOT EXISTS games_type_vendor ON games (game_type, vendor);
  ${WALLET_SCHEMA}
`;

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): { hash: string; salt: string } {
  return { hash: scryptSync(password, salt, 32).toString('hex'), salt };
}

export function verifyPassword(password: string, hash: string, salt: string): boolean {
  const got = scryptSync(password, salt, 32);
  const want = Buffer.from(hash, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

export interface SandboxDb {
  db: Database.Database;
  rsa: RsaKey;
}

export function openSandboxDb(dataDir: string): SandboxDb {
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  seed(db);
  const stored = JSON.parse((db.prepare("SELECT value FROM kv WHERE key = 'rsa'").get() as { value: string }).value) as StoredKey;
  return { db, rsa: loadRsaKey(stored) };
}

/** Seeds everything once; each part is guarded so a second start changes nothing. */
function seed(db: Database.Database): void {
  db.transaction(() => {
    if (!db.prepare("SELECT 1 FROM kv WHERE key = 'rsa'").get()) {
      db.prepare("INSERT INTO kv (key, value) VALUES ('rsa', ?)").run(JSON.stringify(generateRsaKey()));
    }
    const modules = Object.fromEntries(WHITELABEL_MODULES.map((m) => [m, DEFAULT_MODULES_ON.has(m)]));
    for (const code of SEED_MERCHANTS) {
      db.prepare('INSERT OR IGNORE INTO merchants (code, name, status, modules_json) VALUES (?, ?, 0, ?)').run(
        code,
        code === 'demo' ? 'Tessera Demo' : 'Tessera Demo 2',
        JSON.stringify(modules),
      );
    }
    if (!db.prepare('SELECT 1 FROM members LIMIT 1').get()) seedMembers(db);
    if (!db.prepare('SELECT 1 FROM games LIMIT 1').get()) seedGames(db);
  })();
}

function seedMembers(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO members (id, merchant, username, password_hash, salt, nickname, type, parent_id, mobile, reg_date, rank_level, label_name, customer_id, password_changed)
     VALUES (@id, @merchant, @username, @hash, @salt, @nickname, @type, @parentId, @mobile, @regDate, @rankLevel, @labelName, @customerId, @regDate)`,
  );
  const wallet = db.prepare('INSERT INTO wallets (member_id, account_type_id, balance_cents) VALUES (?, ?, ?)');
  const regDate = Date.UTC(2025, 0, 15, 8, 0, 0);
  let id = 1000;
  for (const [mi, merchant] of SEED_MERCHANTS.entries()) {
    const add = (username: string, nickname: string, type: number, balanceCents: number, rankLevel: number, parentId: number | null) => {
      id += 1;
      const { hash, salt } = hashPassword(SEED_PASSWORD);
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

function seedGames(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO games (id, game_code, game_name, vendor, game_type, classify, min_bet_cents, is_hot) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const rand = prng(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  let id = 0;
  const rngVendors = LANES.find((l) => l.title === 'RNG')?.vendors ?? [];
  for (let i = 0; i < RNG_GAME_COUNT; i += 1) {
    id += 1;
    const vendor = rngVendors[i % rngVendors.length]?.code ?? 'JL';
    const name = `${pick(WORDS_A)} ${pick(WORDS_B)} ${pick(WORDS_C)} ${1 + Math.floor(i / rngVendors.length) % 97}`;
    const classify = rand() < 0.7 ? 'SLOT' : pick(CLASSIFY.slice(1)).key;
    insert.run(id, `${vendor}${String(id).padStart(5, '0')}`, name, vendor, 'RNG', classify, pick(MIN_BETS_CENTS), i % 500 === 7 ? 1 : 0);
  }
  const others: [string, readonly string[], number][] = [
    ['FISH', FISH_NAMES, 36],
    ['LIVE', LIVE_NAMES, 36],
    ['PVP', PVP_NAMES, 30],
  ];
  for (const [type, names, count] of others) {
    const vendors = LANES.find((l) => l.title === type)?.vendors ?? [];
    for (let i = 0; i < count; i += 1) {
      id += 1;
      const vendor = vendors[i % vendors.length]?.code ?? 'JL';
      const base = names[i % names.length] ?? type;
      const name = i < names.length ? base : `${base} ${Math.floor(i / names.length) + 1}`;
      insert.run(id, `${vendor}_${type}${String(id).padStart(5, '0')}`, name, vendor, type, type === 'FISH' ? 'AC' : 'TG', pick(MIN_BETS_CENTS), i < 2 ? 1 : 0);
    }
  }
}
