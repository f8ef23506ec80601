import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createRepo, type Repo, type RepoOptions } from './repo/index.js';
import { applySchema } from './repo/schema.js';
import { seed } from './seed/seed.js';

/** An open sandbox database and the repo over it. */
export interface SandboxDb {
  db: Database.Database;
  repo: Repo;
}

/** How long a start waits for another process holding the file (a tool, an instance finishing its work). */
export const START_BUSY_TIMEOUT_MS = 120_000;
/** How long a running sandbox's write waits for the file (a wait blocks the event loop). */
export const RUN_BUSY_TIMEOUT_MS = 5_000;

export interface SandboxDbOptions extends RepoOptions {
  startBusyMs?: number;
  runBusyMs?: number;
}

/**
 * Opens (creating, migrating and seeding as needed) <dataDir>/sandbox.sqlite. A start that finds the file held by
 * another process says so and waits for it, up to START_BUSY_TIMEOUT_MS, before any step (switching to WAL
 * included) instead of exiting; migrating and seeding are IMMEDIATE transactions that do nothing the second time.
 * Once open, a write waits RUN_BUSY_TIMEOUT_MS at most, as the registry's database does.
 */
export function openSandboxDb(dataDir: string, options: SandboxDbOptions = {}): SandboxDb {
  const path = join(dataDir, 'sandbox.sqlite');
  const db = new Database(path, { timeout: 0 });
  const startBusyMs = options.startBusyMs ?? START_BUSY_TIMEOUT_MS;
  try {
    db.exec('BEGIN IMMEDIATE; ROLLBACK');
  } catch (e) {
    if ((e as { code?: string }).code !== 'SQLITE_BUSY') throw e;
    process.stderr.write(`[tessera] ${path} is held by another process; waiting up to ${Math.round(startBusyMs / 1000)} s for it\n`);
  }
  db.pragma(`busy_timeout = ${startBusyMs}`);
  db.pragma('journal_mode = WAL');
  applySchema(db);
  seed(db);
  db.pragma(`busy_timeout = ${options.runBusyMs ?? RUN_BUSY_TIMEOUT_MS}`);
  return { db, repo: createRepo(db, options) };
}
