/** The telemetry repository (with crashes and ticket uses) on both databases, and the figures made from it. */
import { DIALECTS, seedArtifacts, storePerFile } from '../../test-utils/registry-store.js';
import { setCanary, setRelease } from '../releases.js';
import type { RegistryStore } from '../store.js';
import { LOAD_BUCKETS_MS, bucketQuantile, checkCanaries, loadBucket, recordEvents, seriesStepMinutes, telemetryCounts, telemetryRates, telemetrySeries, RATE_RETENTION_MINUTES } from '../telemetry.js';
import { MemoryCounters, SharedLimit } from '../../security/shared-counters.js';

jest.setTimeout(30_000);

describe.each(DIALECTS)('telemetry repository on %s', (dialect) => {
  const db = storePerFile(dialect);
  const { open } = db;
  let store: RegistryStore;
  beforeAll(() => (store = db.store));
  beforeAll(async () => {
    await seedArtifacts(store);
    await setRelease(store, 'shop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: '1.1.0' } } }, 'alice');
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
    expect(await store.telemetry.since(Math.floor(now / 60_000) - RATE_RETENTION_MINUTES - 24 * 60)).toEqual([
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
    expect(series(await store.telemetry.since(minute, { merchant: 'fa', remote: 'member' }))).toEqual(['fa/member/1.0.0', 'fa/member/2.0.0']);
    expect(series(await store.telemetry.since(minute, { merchant: 'fa', version: '1.0.0' }))).toEqual(['fa/games/1.0.0', 'fa/member/1.0.0']);
    expect(series(await store.telemetry.loadBucketsSince(minute, { merchant: 'fb' }))).toEqual(['fb/member/1.0.0']);
    expect(series(await store.telemetry.slots(minute, 5, { merchant: 'fa', remote: 'games' }))).toEqual(['fa/games/1.0.0']);
    expect(series(await store.telemetry.loadBucketSlots(minute, 5, { remote: 'member', merchant: 'fb' }))).toEqual(['fb/member/1.0.0']);
    expect(series(await store.telemetry.since(minute))).toEqual(expect.arrayContaining(['fa/games/1.0.0', 'fa/member/1.0.0', 'fa/member/2.0.0', 'fb/member/1.0.0']));
    const at = new Date(now).toISOString();
    await store.crashes.record({ merchant: 'fa', remote: 'member', version: '2.0.0', expose: './MemberCentre', message: 'boom', frame: null }, at);
    await store.crashes.record({ merchant: 'fa', remote: 'games', version: '2.0.0', expose: './Lobby', message: 'boom', frame: null }, at);
    await store.crashes.record({ merchant: 'fb', remote: 'member', version: '2.0.0', expose: './MemberCentre', message: 'boom', frame: null }, at);
    expect(series(await store.crashes.list({ merchant: 'fa', version: '2.0.0' }))).toEqual(['fa/games/2.0.0', 'fa/member/2.0.0']);
    expect(series(await store.crashes.list({ merchant: 'fa', remote: 'member', version: '2.0.0' }))).toEqual(['fa/member/2.0.0']);
    expect(series(await store.crashes.list({ version: '2.0.0' }))).toEqual(['fa/games/2.0.0', 'fa/member/2.0.0', 'fb/member/2.0.0']);
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

  it('switches a failing canary off once, as an audited revision', async () => {
    const base = await store.releases.currentRevision('shop');
    const withCanary = await setCanary(store, 'shop', { expectedRevision: base, remote: 'member', version: '1.0.0', percent: 50 }, 'ops');
    const now = Date.now();
    const errors = Array.from({ length: 6 }, () => ({ merchant: 'shop', remote: 'member' as const, version: '1.0.0', kind: 'error' as const, reason: 'load' }));
    await recordEvents(store, errors, now);
    const policy = { windowMs: 600_000, minSample: 3, maxErrorRate: 0.5, minTickets: 4, minNetworks: 4, minNetworkShare: 0.5 };
    const alerts = new SharedLimit(new MemoryCounters(), 'canary:alert', 1, policy.windowMs);
    // The errors of three page loads (tickets): enough reports, too few loads behind them.
    const use = (i: number) => ({ ticket: `t${i}`, remote: 'member', kind: 'error', merchant: 'shop', version: '1.0.0', network: `10.0.${i}.0/24`, minute: Math.floor(now / 60_000) });
    for (let i = 0; i < 3; i += 1) expect(await store.telemetry.claimTicketUse(use(i), 0)).toBe(true);
    expect(await store.telemetry.claimTicketUse(use(0), 0)).toBe(false);
    expect(await store.telemetry.ticketFigures('shop', 'member', '1.0.0', ['error', 'render'], 0)).toEqual({ tickets: 3, networks: 3 });
    expect(await checkCanaries(store, errors, policy, alerts, now)).toEqual([]);
    expect(await store.telemetry.claimTicketUse(use(3), 0)).toBe(true);
    const changed = await checkCanaries(store, errors, policy, alerts, now);
    expect(changed).toHaveLength(1);
    expect(changed[0]?.revision).toBe(withCanary.revision + 1);
    expect(changed[0]?.remotes.member?.canary).toBeUndefined();
    const [row] = await store.audit.list(1, { action: 'auto-rollback', merchant: 'shop' });
    expect(row).toMatchObject({ actor: 'auto-rollback', note: expect.stringMatching(/canary member@1\.0\.0 switched off: error rate 100%/) });
    // Nothing left to switch off.
    expect(await checkCanaries(store, errors, policy, alerts, now)).toEqual([]);
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
