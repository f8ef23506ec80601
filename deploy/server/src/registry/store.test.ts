/**
 * The registry store on both of its databases: SQLite (embedded default) and PostgreSQL (shared by
 * instances). PostgreSQL must be reachable (see test-utils/postgres.ts); the suite fails otherwise.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../test-utils/postgres.js';
import { tempDir } from '../test-utils/helpers.js';
import { ReleaseError, pinRemote, rollback, setRelease } from './releases.js';
import { RegistryStore, type ArtifactRecord } from './store.js';
import { LOAD_BUCKETS_MS, bucketQuantile, checkCanaries, loadBucket, recordEvents, seriesStepMinutes, telemetryCounts, telemetryRates, telemetrySeries, RATE_RETENTION_MINUTES } from './telemetry.js';
import type { DialectName } from './db.js';

jest.setTimeout(30_000);

const artifact = (app: ArtifactRecord['app'], version: string, contentHash = `hash-${app}-${version}`): ArtifactRecord => ({
  app,
  version,
  federationName: app,
  integrity: `sha384-${app}${version}`,
  entry: app === 'host' ? `/host/${version}/index.html` : `/remotes/${app}/${version}/mf-manifest.json`,
  contentHash,
  manifest: { name: app, metaData: { buildInfo: { buildVersion: version } } },
  publishedAt: new Date().toISOString(),
});

async function seed(store: RegistryStore): Promise<void> {
  for (const a of [artifact('host', '1.0.0'), artifact('member', '1.0.0'), artifact('member', '1.1.0'), artifact('member', '1.2.0'), artifact('games', '1.0.0')]) {
    expect(await store.insertArtifact(a)).toBe(true);
  }
}

const statusOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' && r.reason instanceof ReleaseError ? r.reason.status : r.status);

describe.each<DialectName>(['sqlite', 'postgres'])('registry store on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let dataDir: string;
  const open = () => RegistryStore.open({ dataDir, databaseUrl: pgDb?.url });
  let store: RegistryStore;

  beforeAll(async () => {
    dataDir = tempDir();
    if (dialect === 'postgres') pgDb = await createTestDatabase();
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
    await pgDb?.drop();
  });

  it('runs its migrations once and opens an already migrated database again', async () => {
    expect(store.dialect).toBe(dialect);
    const again = await open();
    expect(await again.listMerchants()).toEqual([]);
    await again.close();
  });

  it('records artifacts immutably: a second insert of a version is refused, latest follows publish order', async () => {
    await seed(store);
    expect(await store.insertArtifact(artifact('member', '1.1.0', 'other-bytes'))).toBe(false);
    expect((await store.getArtifact('member', '1.1.0'))?.contentHash).toBe('hash-member-1.1.0');
    expect((await store.latestArtifact('member'))?.version).toBe('1.2.0');
    expect((await store.listArtifacts('member')).map((a) => a.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect((await store.listArtifacts()).map((a) => `${a.app}@${a.version}`)).toEqual(['games@1.0.0', 'host@1.0.0', 'member@1.0.0', 'member@1.1.0', 'member@1.2.0']);
    expect((await store.getArtifact('member', '1.1.0'))?.manifest).toEqual({ name: 'member', metaData: { buildInfo: { buildVersion: '1.1.0' } } });
    expect(await store.getArtifact('member', '9.9.9')).toBeUndefined();
  });

  it('compare-and-swaps release sets: a stale revision is refused with 409 and changes nothing', async () => {
    const first = await setRelease(store, 'shop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: '1.0.0' } } }, 'alice');
    expect(first.revision).toBe(1);
    await expect(setRelease(store, 'shop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} }, 'bob')).rejects.toMatchObject({ status: 409, extra: { currentRevision: 1 } });
    const pinned = await pinRemote(store, 'shop', { expectedRevision: 1, remote: 'member', version: '1.1.0' }, 'alice');
    expect(pinned.remotes.member).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    await expect(pinRemote(store, 'shop', { expectedRevision: 1, remote: 'member', version: '1.2.0' }, 'bob')).rejects.toMatchObject({ status: 409 });
    expect((await store.getRelease('shop'))?.remotes.member?.version).toBe('1.1.0');
    // The conditional write itself: a revision that moved on is not overwritten.
    expect(await store.putRelease({ ...pinned, revision: 3 }, 1, 'mallory')).toBe(false);
    expect(await store.currentRevision('shop')).toBe(2);
    const back = await rollback(store, 'shop', { expectedRevision: 2, toRevision: 1 }, 'carol');
    expect(back.revision).toBe(3);
    expect(back.remotes.member?.version).toBe('1.0.0');
    expect((await store.history('shop')).map((h) => [h.revision, h.actor, h.release.remotes.member?.version])).toEqual([
      [1, 'alice', '1.0.0'],
      [2, 'alice', '1.1.0'],
      [3, 'carol', '1.0.0'],
    ]);
    expect(await store.getRevision('shop', 2)).toMatchObject({ revision: 2, merchant: 'shop' });
    expect(await store.listMerchants()).toEqual([{ merchant: 'shop', revision: 3, updatedAt: back.publishedAt, host: '1.0.0' }]);
  });

  it('lets exactly one of two racing pins win, and audits it once', async () => {
    // On PostgreSQL the racers are two stores (two connection pools, as two instances would have).
    const other = dialect === 'postgres' ? await open() : store;
    try {
      const base = await store.currentRevision('shop');
      const results = await Promise.allSettled([
        pinRemote(store, 'shop', { expectedRevision: base, remote: 'member', version: '1.2.0' }, 'racer-a'),
        pinRemote(other, 'shop', { expectedRevision: base, remote: 'member', version: '1.1.0' }, 'racer-b'),
      ]);
      expect(results.map(statusOf).sort()).toEqual([409, 'fulfilled']);
      const winner = results.find((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof pinRemote>>> => r.status === 'fulfilled')!.value;
      expect(winner.revision).toBe(base + 1);
      expect(await store.getRelease('shop')).toEqual(winner);
      expect(await other.getRelease('shop')).toEqual(winner);
      const pins = (await store.audit(100, { merchant: 'shop', action: 'pin' })).filter((r) => r.actor.startsWith('racer-'));
      expect(pins).toHaveLength(1);
      expect(pins[0]?.after).toEqual(winner);

      // Two racing first releases of a new merchant: the row's insert is the guard.
      const created = await Promise.allSettled([
        setRelease(store, 'newshop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} }, 'racer-a'),
        setRelease(other, 'newshop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '1.0.0' } } }, 'racer-b'),
      ]);
      expect(created.map(statusOf).sort()).toEqual([409, 'fulfilled']);
      expect(await store.history('newshop')).toHaveLength(1);
    } finally {
      if (other !== store) await other.close();
    }
  });

  it('filters the audit log by merchant and action before the limit, newest first', async () => {
    await store.addAudit('ops', '-', 'publish', null, { app: 'member', version: '1.2.0' });
    await store.addAudit('auto-rollback', 'shop', 'auto-rollback', { a: 1 }, { a: 2 }, 'error rate 60%');
    const all = await store.audit(500);
    expect(all[0]).toMatchObject({ actor: 'auto-rollback', merchant: 'shop', action: 'auto-rollback', before: { a: 1 }, after: { a: 2 }, note: 'error rate 60%' });
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
    const rollbacks = await store.audit(1, { action: 'rollback' });
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]).toMatchObject({ action: 'rollback', actor: 'carol', merchant: 'shop' });
    expect((await store.audit(500, { merchant: '-' })).map((r) => r.action)).toEqual(['publish']);
    expect(await store.audit(500, { merchant: 'shop', action: 'publish' })).toEqual([]);
  });

  it('counts telemetry per minute and in all, over a window, dropping minutes older than a week', async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    const ev = (kind: 'load' | 'error', ms?: number) => ({ merchant: 'shop', remote: 'member' as const, version: '1.2.0', kind, ...(ms !== undefined ? { ms } : {}), ...(kind === 'error' ? { reason: 'timeout' } : {}) });
    await recordEvents(store, [ev('load', 100), ev('load', 300)], now - 8 * 24 * 3_600_000);
    await recordEvents(store, [ev('load', 200), ev('error')], now - 5 * 60_000);
    await recordEvents(store, [ev('load', 400), ev('error'), ev('error')], now);
    const rates = await telemetryRates(store, 3_600_000, now, { merchant: 'shop' });
    // Load times 200 and 400 ms in the window: the median is the first, p95 the second (each its bucket's top).
    expect(rates).toEqual([{ merchant: 'shop', remote: 'member', version: '1.2.0', loads: 2, errors: 3, fallbacks: 0, renders: 0, errorRate: 0.6, avgMs: 300, p50Ms: 200, p95Ms: 400 }]);
    expect(await telemetryRates(store, 60_000, now)).toEqual([expect.objectContaining({ loads: 1, errors: 2 })]);
    // The week-old minute is gone from the rates; the all-time counts keep it.
    expect(await store.telemetrySince(Math.floor(now / 60_000) - RATE_RETENTION_MINUTES - 24 * 60)).toEqual([
      expect.objectContaining({ kind: 'error', count: 3 }),
      expect.objectContaining({ kind: 'load', count: 2, totalMs: 600 }),
    ]);
    const totals = await telemetryCounts(store);
    expect(totals).toEqual([
      expect.objectContaining({ merchant: 'shop', version: '1.2.0', kind: 'error', count: 3, avgMs: null, lastReason: 'timeout' }),
      expect.objectContaining({ merchant: 'shop', version: '1.2.0', kind: 'load', count: 4, avgMs: 250 }),
    ]);
  });

  it('gives each version a trend: a point per step, aligned to the step, gaps as nulls', async () => {
    const now = Date.UTC(2026, 10, 23, 12, 7, 30);
    const ev = (version: string, kind: 'load' | 'error' | 'render', ms?: number) => ({
      merchant: 'trend',
      remote: 'member' as const,
      version,
      kind,
      ...(ms !== undefined ? { ms } : {}),
      ...(kind === 'render' ? { expose: './MemberCentre', message: 'boom' } : {}),
    });
    // Hour window, 5-minute steps: 12:05–12:10 is the last (running) step, 11:10–11:15 the first.
    await recordEvents(store, [ev('1.1.0', 'load', 100), ev('1.1.0', 'load', 400), ev('1.1.0', 'error')], now);
    await recordEvents(store, [ev('1.1.0', 'load', 1000), ev('1.1.0', 'render')], now - 10 * 60_000);
    await recordEvents(store, [ev('1.2.0', 'load', 300)], now - 56 * 60_000);
    // Outside the hour (before the first step): not in any point.
    await recordEvents(store, [ev('1.1.0', 'error')], now - 70 * 60_000);
    const s = await telemetrySeries(store, 3_600_000, now, { merchant: 'trend' });
    expect(s.stepMs).toBe(5 * 60_000);
    expect(s.slots).toHaveLength(12);
    expect(s.slots[0]).toBe('2026-11-23T11:10:00.000Z');
    expect(s.slots[11]).toBe('2026-11-23T12:05:00.000Z');
    expect(s.series.map((t) => t.version)).toEqual(['1.1.0', '1.2.0']);
    const [a, b] = s.series;
    expect(a!.points[11]).toEqual({ loads: 2, errors: 1, renders: 0, errorRate: 1 / 3, p50Ms: 100, p95Ms: 400 });
    expect(a!.points[9]).toEqual({ loads: 1, errors: 0, renders: 1, errorRate: 1, p50Ms: 1000, p95Ms: 1000 });
    expect(a!.points[10]).toEqual({ loads: 0, errors: 0, renders: 0, errorRate: null, p50Ms: null, p95Ms: null });
    expect(a!.points.reduce((n, p) => n + p.errors, 0)).toBe(1);
    expect(b!.points[0]).toMatchObject({ loads: 1, p50Ms: 300 });
    // A day in 30-minute steps, a week in 6-hour steps: at most 48 points each.
    const day = await telemetrySeries(store, 86_400_000, now, { merchant: 'trend' });
    expect([day.stepMs, day.slots.length]).toEqual([30 * 60_000, 48]);
    expect(day.series.find((t) => t.version === '1.1.0')!.points.reduce((n, p) => n + p.errors, 0)).toBe(2);
    expect([seriesStepMinutes(7 * 86_400_000), seriesStepMinutes(15 * 60_000)]).toEqual([360, 1]);
    expect((await telemetrySeries(store, 3_600_000, now, { merchant: 'trend', remote: 'games' })).series).toEqual([]);
  });

  it('filters telemetry sums, trend slots, load buckets and crashes by merchant, remote and version', async () => {
    const now = Date.UTC(2026, 10, 22, 9, 0, 30);
    const minute = Math.floor(now / 60_000);
    const ev = (merchant: string, remote: 'member' | 'games', version: string) => ({ merchant, remote, version, kind: 'load' as const, ms: 100 });
    await recordEvents(store, [ev('fa', 'member', '1.0.0'), ev('fa', 'member', '2.0.0'), ev('fa', 'games', '1.0.0'), ev('fb', 'member', '1.0.0')], now);
    const series = (rows: { merchant: string; remote: string; version: string }[]) => [...new Set(rows.map((r) => `${r.merchant}/${r.remote}/${r.version}`))].sort();
    expect(series(await store.telemetrySince(minute, { merchant: 'fa', remote: 'member' }))).toEqual(['fa/member/1.0.0', 'fa/member/2.0.0']);
    expect(series(await store.telemetrySince(minute, { merchant: 'fa', version: '1.0.0' }))).toEqual(['fa/games/1.0.0', 'fa/member/1.0.0']);
    expect(series(await store.loadBucketsSince(minute, { merchant: 'fb' }))).toEqual(['fb/member/1.0.0']);
    expect(series(await store.telemetrySlots(minute, 5, { merchant: 'fa', remote: 'games' }))).toEqual(['fa/games/1.0.0']);
    expect(series(await store.loadBucketSlots(minute, 5, { remote: 'member', merchant: 'fb' }))).toEqual(['fb/member/1.0.0']);
    expect(series(await store.telemetrySince(minute))).toEqual(expect.arrayContaining(['fa/games/1.0.0', 'fa/member/1.0.0', 'fa/member/2.0.0', 'fb/member/1.0.0']));
    const at = new Date(now).toISOString();
    await store.recordCrash({ merchant: 'fa', remote: 'member', version: '2.0.0', expose: './MemberCentre', message: 'boom', frame: null }, at);
    await store.recordCrash({ merchant: 'fa', remote: 'games', version: '2.0.0', expose: './Lobby', message: 'boom', frame: null }, at);
    await store.recordCrash({ merchant: 'fb', remote: 'member', version: '2.0.0', expose: './MemberCentre', message: 'boom', frame: null }, at);
    expect(series(await store.crashReports({ merchant: 'fa', version: '2.0.0' }))).toEqual(['fa/games/2.0.0', 'fa/member/2.0.0']);
    expect(series(await store.crashReports({ merchant: 'fa', remote: 'member', version: '2.0.0' }))).toEqual(['fa/member/2.0.0']);
    expect(series(await store.crashReports({ version: '2.0.0' }))).toEqual(['fa/games/2.0.0', 'fa/member/2.0.0', 'fb/member/2.0.0']);
  });

  it('adds concurrent telemetry from several writers without losing a count', async () => {
    const others = dialect === 'postgres' ? await Promise.all([open(), open()]) : [store, store];
    try {
      const now = Date.UTC(2026, 10, 25, 9, 0, 0);
      const batch = (version: string) => [
        { merchant: 'race', remote: 'games' as const, version, kind: 'load' as const, ms: 10 },
        { merchant: 'race', remote: 'games' as const, version: '1.0.0', kind: 'load' as const, ms: 10 },
      ];
      await Promise.all(Array.from({ length: 10 }, (_, i) => recordEvents(others[i % 2]!, batch(i % 2 ? '2.0.0' : '3.0.0'), now)));
      const rates = await telemetryRates(store, 60_000, now, { merchant: 'race' });
      expect(rates.map((r) => [r.version, r.loads])).toEqual([
        ['1.0.0', 10],
        ['2.0.0', 5],
        ['3.0.0', 5],
      ]);
    } finally {
      if (dialect === 'postgres') await Promise.all(others.map((s) => s.close()));
    }
  });

  it('publishes one version once when two publishers race it: the other answers unchanged, or 409 for other bytes', async () => {
    const { publishArtifact } = await import('./artifacts.js');
    const { DirectoryArtifactStore } = await import('./artifact-store.js');
    const { makeArtifactDir, tarGz } = await import('../test-utils/helpers.js');
    const { sri } = await import('./artifacts.js');
    const { readFileSync } = await import('node:fs');
    const files = new DirectoryArtifactStore(tempDir());
    const other = dialect === 'postgres' ? await open() : store;
    const limits = { extractedBytes: 1 << 20, files: 100, depth: 8 };
    const spec = (version: string, remoteEntry: string) => ({ app: 'lottery', version, exposes: ['./LotteryPage', './PopularLottery'], remoteEntry });
    try {
      const same = await tarGz(makeArtifactDir(spec('3.0.0', 'var lottery = "same";')));
      const twice = await Promise.all([publishArtifact(store, files, same, limits), publishArtifact(other, files, same, limits)]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 201]);

      const a = await tarGz(makeArtifactDir(spec('3.0.1', 'var lottery = "a";')));
      const b = await tarGz(makeArtifactDir(spec('3.0.1', 'var lottery = "b";')));
      const raced = await Promise.allSettled([publishArtifact(store, files, a, limits), publishArtifact(other, files, b, limits)]);
      expect(raced.map((r) => (r.status === 'fulfilled' ? r.value.status : (r.reason as { status: number }).status)).sort()).toEqual([201, 409]);
      // The files in place are the ones the record describes.
      const record = await store.getArtifact('lottery', '3.0.1');
      expect(sri(readFileSync(join(files.publicDir('lottery', '3.0.1'), 'remoteEntry.js')))).toBe(record?.integrity);
    } finally {
      if (other !== store) await other.close();
    }
  });

  it('switches a failing canary off once, as an audited revision', async () => {
    const base = await store.currentRevision('shop');
    const { setCanary } = await import('./releases.js');
    const withCanary = await setCanary(store, 'shop', { expectedRevision: base, remote: 'member', version: '1.0.0', percent: 50 }, 'ops');
    const now = Date.now();
    const errors = Array.from({ length: 6 }, () => ({ merchant: 'shop', remote: 'member' as const, version: '1.0.0', kind: 'error' as const, reason: 'load' }));
    await recordEvents(store, errors, now);
    const policy = { windowMs: 600_000, minSample: 5, maxErrorRate: 0.5, minTickets: 4 };
    // The errors of three page loads (tickets): enough reports, too few loads behind them.
    const use = (i: number) => ({ ticket: `t${i}`, remote: 'member', kind: 'error', merchant: 'shop', version: '1.0.0', network: `10.0.${i}.0/24`, minute: Math.floor(now / 60_000) });
    for (let i = 0; i < 3; i += 1) expect(await store.claimTicketUse(use(i), 0)).toBe(true);
    expect(await store.claimTicketUse(use(0), 0)).toBe(false);
    expect(await store.ticketFigures('shop', 'member', '1.0.0', ['error', 'render'], 0)).toEqual({ tickets: 3, networks: 3 });
    expect(await checkCanaries(store, errors, policy, now)).toEqual([]);
    expect(await store.claimTicketUse(use(3), 0)).toBe(true);
    const changed = await checkCanaries(store, errors, policy, now);
    expect(changed).toHaveLength(1);
    expect(changed[0]?.revision).toBe(withCanary.revision + 1);
    expect(changed[0]?.remotes.member?.canary).toBeUndefined();
    const [row] = await store.audit(1, { action: 'auto-rollback', merchant: 'shop' });
    expect(row).toMatchObject({ actor: 'auto-rollback', note: expect.stringMatching(/canary member@1\.0\.0 switched off: error rate 100%/) });
    // Nothing left to switch off.
    expect(await checkCanaries(store, errors, policy, now)).toEqual([]);
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
      await store.setPolicy({ merchant: 'shop', requireVerifiedRelease: true }, 'ops');
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
      expect((await store.getArtifact('host', '0.9.0'))?.integrity).toBe('sha384-x');
      await store.addAudit('ops', 'demo', 'pin', null, { x: 1 }, 'why');
      expect((await store.audit()).map((r) => [r.action, r.note ?? null])).toEqual([
        ['pin', 'why'],
        ['publish', null],
      ]);
      expect(await store.history('demo')).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('a server on PostgreSQL', () => {
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
  });
});

describe('load-time percentiles', () => {
  const histogram = (values: number[]) => {
    const m = new Map<number, number>();
    for (const v of values) m.set(loadBucket(v), (m.get(loadBucket(v)) ?? 0) + 1);
    return m;
  };

  it('estimates p50 and p95 within one bucket of the exact value', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i + 1); // 1..1000 ms
    const p50 = bucketQuantile(histogram(values), 0.5)!;
    const p95 = bucketQuantile(histogram(values), 0.95)!;
    expect(Math.abs(p50 - 500)).toBeLessThanOrEqual(50);
    expect(Math.abs(p95 - 950)).toBeLessThanOrEqual(50);
    // A slow tail moves p95, not the median.
    const tail = [...Array.from({ length: 90 }, () => 120), ...Array.from({ length: 10 }, () => 4000)];
    expect(bucketQuantile(histogram(tail), 0.5)).toBeLessThanOrEqual(150);
    expect(bucketQuantile(histogram(tail), 0.95)).toBeGreaterThan(3000);
  });

  it('puts every allowed load time in a bucket and has no percentile without loads', () => {
    expect(loadBucket(0)).toBe(0);
    expect(loadBucket(3_600_000)).toBe(LOAD_BUCKETS_MS.length - 1);
    expect(bucketQuantile(new Map(), 0.5)).toBeNull();
  });
});
