import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tempDir } from './test-utils/http.js';
import { openSandboxDb, RUN_BUSY_TIMEOUT_MS } from './database.js';

/** Another process that takes the write lock of `dir`'s sandbox file for `ms` (what a second server or a tool does). */
function holdLock(dir: string, ms: number) {
  const sqlite = createRequire(join(__dirname, '..', 'package.json')).resolve('better-sqlite3');
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const D = require(${JSON.stringify(sqlite)}); const db = new D(${JSON.stringify(join(dir, 'sandbox.sqlite'))});
       db.exec("BEGIN IMMEDIATE"); db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES ('busy', 'x')").run();
       process.stdout.write('locked\\n'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return { locked: new Promise<void>((resolve) => holder.stdout.once('data', () => resolve())), exited: new Promise((r) => holder.once('exit', r)) };
}

describe('security: concurrency — a start waits for the database', () => {
  it('waits past the running write timeout for another process writing the file, then opens with the short one', async () => {
    const dir = tempDir();
    openSandboxDb(dir).db.close();
    // Held longer than a running write waits: before, a start waited only that long and then exited (SQLITE_BUSY).
    const holder = holdLock(dir, RUN_BUSY_TIMEOUT_MS + 600);
    await holder.locked;
    const t0 = Date.now();
    const { db, repo } = openSandboxDb(dir);
    try {
      expect(Date.now() - t0).toBeGreaterThan(RUN_BUSY_TIMEOUT_MS);
      expect(repo.merchants.find('demo')?.code).toBe('demo');
      expect(db.pragma('busy_timeout', { simple: true })).toBe(RUN_BUSY_TIMEOUT_MS);
    } finally {
      db.close();
      await holder.exited;
    }
  });
});

describe('security: concurrency', () => {
  it('opens, migrates and seeds while another process holds the database, instead of crashing', async () => {
    const dir = tempDir();
    openSandboxDb(dir).db.close();
    // Another process writes and holds the write lock for 300 ms (what a second server or a tool does).
    const sqlite = createRequire(join(__dirname, '..', 'package.json')).resolve('better-sqlite3');
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D = require(${JSON.stringify(sqlite)}); const db = new D(${JSON.stringify(join(dir, 'sandbox.sqlite'))});
         db.exec("BEGIN IMMEDIATE"); db.prepare("INSERT INTO kv (key, value) VALUES ('busy', 'x')").run();
         process.stdout.write('locked\\n'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const t0 = Date.now();
    const { db, repo } = openSandboxDb(dir);
    try {
      expect(Date.now() - t0).toBeGreaterThan(100); // it waited for the other writer
      expect(repo.merchants.find('demo')?.code).toBe('demo');
      expect(db.prepare("SELECT value FROM kv WHERE key = 'busy'").get()).toEqual({ value: 'x' });
    } finally {
      db.close();
      await new Promise((r) => holder.once('exit', r));
    }
  });
});
