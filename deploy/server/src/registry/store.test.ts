/**
 * The registry store itself (the repositories have their own tests beside them, in repositories/): migrations,
 * a SQLite file another process holds, a database from before migrations, a server on PostgreSQL.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase } from '../test-utils/postgres.js';
import { tempDir } from '../test-utils/helpers.js';
import { DIALECTS, storePerFile } from '../test-utils/registry-store.js';
import { RegistryStore } from './store.js';

jest.setTimeout(30_000);

describe.each(DIALECTS)('registry store on %s', (dialect) => {
  const db = storePerFile(dialect);

  it('runs its migrations once and opens an already migrated database again', async () => {
    expect(db.store.dialect).toBe(dialect);
    const again = await db.open();
    expect(await again.releases.listMerchants()).toEqual([]);
    await again.close();
  });
});

describe('registry store on a SQLite file another process holds', () => {
  it('waits at start for the other process (longer than a running server waits), saying so, instead of failing', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'registry.sqlite');
    // Another process holds the file locked for 7 s (beyond the 5 s a running server waits), then lets go: a
    // first start (it migrates, so it writes) has to wait for it.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(file)}); db.exec('CREATE TABLE IF NOT EXISTS other (a)'); db.exec('BEGIN EXCLUSIVE'); db.exec('INSERT INTO other VALUES (1)'); process.stdout.write('held\\n'); setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, 7000);`,
      ],
      { cwd: __dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    const said: string[] = [];
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => said.push(String(chunk)) > 0);
    const started = Date.now();
    try {
      const store = await RegistryStore.open({ dataDir, startBusyMs: 20_000 });
      expect(Date.now() - started).toBeGreaterThan(5_000);
      await store.policies.set({ merchant: 'shop', requireVerifiedRelease: true }, 'ops');
      await store.close();
    } finally {
      write.mockRestore();
      holder.kill();
    }
    expect(said.join('')).toMatch(/registry\.sqlite is held by another process; waiting up to 20 s/);
  }, 40_000);
});

describe('registry store on a SQLite file from before migrations', () => {
  it('adopts the old tables, adds the audit note column and keeps every row', async () => {
    const dataDir = tempDir();
    const old = new Database(join(dataDir, 'registry.sqlite'));
    old.exec(`
      CREATE TABLE artifacts (app TEXT NOT NULL, version TEXT NOT NULL, federation_name TEXT NOT NULL, integrity TEXT NOT NULL,
        entry TEXT NOT NULL, content_hash TEXT NOT NULL, manifest_json TEXT NOT NULL, published_at TEXT NOT NULL, seq INTEGER NOT NULL,
        PRIMARY KEY (app, version));
      CREATE TABLE merchants (merchant TEXT PRIMARY KEY, revision INTEGER NOT NULL, release_json TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE TABLE audit (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, actor TEXT NOT NULL, merchant TEXT NOT NULL,
        action TEXT NOT NULL, before_json TEXT, after_json TEXT);
      INSERT INTO artifacts VALUES ('host', '0.9.0', 'host', 'sha384-x', '/host/0.9.0/index.html', 'h', '{}', '2026-01-01T00:00:00Z', 1);
      INSERT INTO audit (at, actor, merchant, action) VALUES ('2026-01-01T00:00:00Z', 'ops', '-', 'publish');
    `);
    old.close();
    const store = await RegistryStore.open({ dataDir });
    try {
      expect((await store.artifacts.get('host', '0.9.0'))?.integrity).toBe('sha384-x');
      await store.audit.add('ops', 'demo', 'pin', null, { x: 1 }, 'why');
      expect((await store.audit.list()).map((r) => [r.action, r.note ?? null])).toEqual([
        ['pin', 'why'],
        ['publish', null],
      ]);
      expect(await store.releases.history('demo')).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('a server on PostgreSQL', () => {
  // Slow by nature (the pool notices the dropped database by its timeouts): its own budget, so a busy machine does not fail it.
  it('serves its registry from the database and reports itself unready (503) when the database is gone', async () => {
    const { buildServer } = await import('../server.js');
    const { listen } = await import('../test-utils/helpers.js');
    const pgDb = await createTestDatabase();
    let app: Awaited<ReturnType<typeof buildServer>> | undefined;
    try {
      app = await buildServer({ dataDir: tempDir(), databaseUrl: pgDb.url, opsToken: 'pg-server-test-token-0123456789', logger: false });
      const call = await listen(app);
      expect((await call({ url: '/platform/health' })).json()).toEqual({ ok: true, mode: 'sandbox' });
      expect((await call({ url: '/ops/merchants', headers: { authorization: 'Bearer pg-server-test-token-0123456789' } })).json()).toEqual([]);
      await pgDb.drop();
      const down = await call({ url: '/platform/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, mode: 'sandbox' });
    } finally {
      await app?.close().catch(() => undefined);
      await pgDb.drop();
    }
  }, 60_000);
});
