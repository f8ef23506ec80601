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

/**
 * Opens (creating, migrating and seeding as needed) <dataDir>/sandbox.sqlite. The busy timeout comes
 * first, so that every later step, switching to WAL included, waits for another process holding the
 * file rather than failing; migrating and seeding are IMMEDIATE transactions that do nothing the
 * second time.
 */
export function openSandboxDb(dataDir: string, options: RepoOptions = {}): SandboxDb {
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  applySchema(db);
  seed(db);
  return { db, repo: createRepo(db, options) };
}
