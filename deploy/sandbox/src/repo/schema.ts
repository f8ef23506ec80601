/** The sandbox's SQLite schema, and the one migration older databases need. */
import type Database from 'better-sqlite3';
import { MESSAGE_SCHEMA } from './messages.js';
import { PROFILE_SCHEMA } from './profiles.js';
import { REWARD_SCHEMA } from './rewards.js';
import { WALLET_SCHEMA } from './wallets.js';
import { LOTTERY_SCHEMA } from './lottery.js';
import { FAVOURITES_SCHEMA } from './favourites.js';
import { GAME_PLAYS_SCHEMA } from './game-plays.js';
import { GAMES_INDEX_SCHEMA } from './games.js';
import { AGENT_SCHEMA } from './agents.js';
import { ACCOUNTS_SCHEMA } from './accounts.js';
import { LOGIN_IPS_SCHEMA } from './login-ips.js';
import { SMS_LOG_SCHEMA } from './sms-log.js';
import { POINT_SCHEMA } from './points.js';
import { MISSION_SCHEMA } from './missions.js';
import { RED_ENVELOPE_SCHEMA } from './red-envelopes.js';
import { CHAT_SCHEMA } from './chat.js';
import { GEETEST_SCHEMA } from './geetest.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS merchants (
    code TEXT PRIMARY KEY, status INTEGER NOT NULL DEFAULT 0, maintenance_json TEXT, modules_json TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS members (
    id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, username TEXT NOT NULL COLLATE NOCASE,
    password_hash TEXT NOT NULL, salt TEXT NOT NULL, nickname TEXT NOT NULL, type INTEGER NOT NULL,
    parent_id INTEGER, mobile TEXT, reg_date INTEGER NOT NULL, rank_level INTEGER NOT NULL DEFAULT 1,
    label_name TEXT NOT NULL DEFAULT 'VIP1', customer_id INTEGER NOT NULL, last_login INTEGER,
    UNIQUE (merchant, username));
  CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL, expires_at INTEGER NOT NULL DEFAULT 0);
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
  CREATE INDEX IF NOT EXISTS captchas_created ON captchas (created_at);
  CREATE INDEX IF NOT EXISTS login_attempts_at ON login_attempts (at);
  CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, game_code TEXT NOT NULL UNIQUE, game_name TEXT NOT NULL, vendor TEXT NOT NULL,
    game_type TEXT NOT NULL, classify TEXT NOT NULL, min_bet_cents INTEGER NOT NULL, is_hot INTEGER NOT NULL DEFAULT 0);
  CREATE INDEX IF NOT EXISTS games_type_vendor ON games (game_type, vendor);
  ${WALLET_SCHEMA}
  ${LOTTERY_SCHEMA}
  ${GAMES_INDEX_SCHEMA}${FAVOURITES_SCHEMA}${GAME_PLAYS_SCHEMA}
  ${PROFILE_SCHEMA}
  ${MESSAGE_SCHEMA}
  ${REWARD_SCHEMA}
  ${AGENT_SCHEMA}
  ${ACCOUNTS_SCHEMA}
  ${LOGIN_IPS_SCHEMA}
  ${SMS_LOG_SCHEMA}
  ${POINT_SCHEMA}
  ${MISSION_SCHEMA}
  ${RED_ENVELOPE_SCHEMA}
  ${CHAT_SCHEMA}
  ${GEETEST_SCHEMA}
`;

/** Columns that earlier versions wrote but nothing ever read; dropped from existing databases once. */
const DROPPED_COLUMNS: [table: string, column: string][] = [
  ['merchants', 'name'],
  ['members', 'password_changed'],
  ['sessions', 'created_at'],
  ['sessions', 'last_seen'],
];
/** Columns added since (version 2: sessions end; a session of an older database has already ended). */
const ADDED_COLUMNS: [table: string, column: string, definition: string][] = [
  ['sessions', 'expires_at', 'INTEGER NOT NULL DEFAULT 0'],
  // Version 3: an SMS code counts its wrong tries and may be bound to a login challenge's ticket.
  ['sms_codes', 'failures', 'INTEGER NOT NULL DEFAULT 0'],
  ['sms_codes', 'ticket', 'TEXT'],
  // Version 4: an SMS send records whether the owner asked for it (after a right password) and from which network.
  ['sms_log', 'owner', 'INTEGER NOT NULL DEFAULT 0'],
  ['sms_log', 'network', 'TEXT'],
];
const SCHEMA_VERSION = 4;

const hasColumn = (db: Database.Database, table: string, column: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).some((c) => c.name === column);

/**
 * Creates missing tables and brings an older database to the current schema, in one IMMEDIATE
 * transaction: a second process starting on the same file waits for it (busy_timeout) instead of
 * failing half-way.
 */
export function applySchema(db: Database.Database): void {
  db.transaction(() => {
    db.exec(SCHEMA);
    if ((db.pragma('user_version', { simple: true }) as number) >= SCHEMA_VERSION) return;
    for (const [table, column] of DROPPED_COLUMNS) if (hasColumn(db, table, column)) db.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    for (const [table, column, definition] of ADDED_COLUMNS) {
      if (!hasColumn(db, table, column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    }
    db.exec('CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at)');
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
