/**
 * The field repositories on both databases: two instances' counts merge in the same rows, old buckets age into
 * coarser ones without losing or doubling a count, and a ticket's item counts once however often it is sent; the
 * field canary's (field-canary.ts): each network's measurements per version within a window, added up whichever
 * instance noted them, forgotten once old, and a merchant's policy, absent until set.
 */
import { createTestDatabase, type TestDatabase } from '../../test-utils/postgres.js';
import { tempDir } from '../../test-utils/helpers.js';
import { openRegistryDb, type DialectName, type OpenedDb } from '../db.js';
import { addTo, binOf, bucketOf, quantile, BUCKET_LEVELS, type Bins } from '../field-sketch.js';
import { FLOW_METRIC, FieldCanaryRepository } from './field-canary.js';
import { FieldRepository, type VitalWrite } from './field.js';

jest.setTimeout(60_000);

const vital = (value: number, over: Partial<VitalWrite> = {}): VitalWrite => ({
  merchant: 'demo',
  app: 'member',
  version: '1.1.0',
  route: 'member',
  device: 'phone',
  metric: 'INP',
  bin: binOf('INP', value),
  ...over,
});
const binsOf = (rows: { bin: number; count: number }[]): Bins => rows.reduce((b, r) => addTo(b, r.bin, r.count), new Map<number, number>());

describe.each<DialectName>(['sqlite', 'postgres'])('field repositories on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let dataDir: string;
  const opened: OpenedDb[] = [];
  const db = async () => {
    const o = await openRegistryDb({ dataDir, databaseUrl: pgDb?.url });
    opened.push(o);
    return o;
  };
  const open = async () => new FieldRepository(await db());
  const openCanary = async () => new FieldCanaryRepository(await db());

  beforeAll(async () => {
    dataDir = tempDir();
    if (dialect === 'postgres') pgDb = await createTestDatabase();
  });
  afterAll(async () => {
    for (const o of opened) await o.db.destroy();
    await pgDb?.drop();
  });

  it('merges two instances writing the same series into one sketch', async () => {
    const [a, b] = [await open(), await open()];
    const now = Date.parse('2026-11-29T10:00:00Z');
    const bucket = bucketOf(now);
    const values = Array.from({ length: 200 }, (_, i) => 40 + i * 3);
    await Promise.all([
      a.record(values.filter((_, i) => i % 2 === 0).map((v) => vital(v)), [{ merchant: 'demo', app: 'member', version: '1.1.0', flow: 'deposit', ok: true, errorKey: 'ignored' }], bucket, 5),
      b.record(values.filter((_, i) => i % 2 === 1).map((v) => vital(v)), [{ merchant: 'demo', app: 'member', version: '1.1.0', flow: 'deposit', ok: false, errorKey: 'wallet.declined' }], bucket, 5),
    ]);
    await a.record([vital(100)], [{ merchant: 'demo', app: 'member', version: '1.1.0', flow: 'deposit', ok: true, errorKey: '' }], bucket, 5);
    const rows = await b.vitals(bucket, { merchant: 'demo', app: 'member' });
    const bins = binsOf(rows);
    expect([...bins.values()].reduce((s, n) => s + n, 0)).toBe(201);
    const p75 = quantile('INP', bins, 0.75)!;
    const sorted = [...values, 100].sort((x, y) => x - y);
    expect(Math.abs(p75 - sorted[Math.floor(0.75 * 200)]!)).toBeLessThanOrEqual(sorted[150]! * 0.02);
    const flows = await a.flows(bucket, { merchant: 'demo' });
    expect(flows.map((f) => [f.outcome, f.errorKey, f.count]).sort()).toEqual([
      ['fail', 'wallet.declined', 1],
      ['ok', '', 2],
    ]);
  });

  it('ages old buckets into coarser ones, keeping every count once, and drops the oldest', async () => {
    const repo = await open();
    const day = 86_400_000;
    const now = Date.parse('2026-12-31T12:02:00Z');
    // Three days ago in two 5-minute buckets of one hour, twenty days ago, and a hundred days ago.
    const threeDays = now - 3 * day;
    await repo.record([vital(120, { merchant: 'age' }), vital(130, { merchant: 'age' })], [], bucketOf(threeDays), 5);
    await repo.record([vital(140, { merchant: 'age' })], [{ merchant: 'age', app: 'host', version: '1.0.0', flow: 'login', ok: true, errorKey: '' }], bucketOf(threeDays + 5 * 60_000), 5);
    await repo.record([vital(150, { merchant: 'age' })], [], bucketOf(now - 20 * day), 5);
    await repo.record([vital(160, { merchant: 'age' })], [], bucketOf(now - 100 * day), 5);
    await repo.record([vital(170, { merchant: 'age' })], [], bucketOf(now), 5);
    const since = Math.floor((now - 200 * day) / 60_000);
    const before = (await repo.vitals(since, { merchant: 'age' })).reduce((s, r) => s + r.count, 0);
    expect(before).toBe(6);
    // Ageing twice (or on two instances at once) moves nothing twice.
    await Promise.all([repo.age(now), (await open()).age(now)]);
    await repo.age(now + 3 * day);
    await repo.age(now + 3 * day);
    const rows = await repo.vitals(since, { merchant: 'age' });
    // The row 100 days old is gone after ageing; the 20-day one went to a day bucket; three days to an hour.
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(5);
    const at = (ms: number) => rows.filter((r) => r.bucket <= ms / 60_000 && r.bucket > ms / 60_000 - 24 * 60);
    const old = at(threeDays + 10 * 60_000);
    expect(old.every((r) => r.bucket % 60 === 0 || r.bucket % 1440 === 0)).toBe(true);
    expect(old.reduce((s, r) => s + r.count, 0)).toBe(3);
    expect(rows.filter((r) => r.bucket % BUCKET_LEVELS[2].minutes === 0).reduce((s, r) => s + r.count, 0)).toBeGreaterThanOrEqual(1);
    const flows = await repo.flows(since, { merchant: 'age' });
    expect(flows.reduce((s, r) => s + r.count, 0)).toBe(1);
  });

  it('counts a ticket item once, whichever instance sees it', async () => {
    const [a, b] = [await open(), await open()];
    const first = await a.claim('ticket-1', ['v:LCP', 'v:INP'], 100, 0);
    const again = await Promise.all([b.claim('ticket-1', ['v:LCP', 'v:CLS'], 101, 0), a.claim('ticket-1', ['v:CLS'], 101, 0)]);
    expect([...first].sort()).toEqual(['v:INP', 'v:LCP']);
    expect([...again[0], ...again[1]].sort()).toEqual(['v:CLS']);
    expect(await a.claimed('ticket-1')).toBe(3);
    // Uses older than the tickets' lifetime are forgotten.
    await a.claim('ticket-2', ['v:LCP'], 2000, 1000);
    expect(await a.claimed('ticket-1')).toBe(0);
  });

  it('keeps a sample rate per merchant', async () => {
    const repo = await open();
    expect(await repo.sampleRate('demo')).toBeUndefined();
    await repo.setSampleRate('demo', 0.25, 'ops', new Date().toISOString());
    await repo.setSampleRate('demo', 0.5, 'ops', new Date().toISOString());
    expect(await repo.sampleRate('demo')).toBe(0.5);
  });

  it("adds each network's measurements per version in a window, from any instance, and forgets old ones", async () => {
    const [a, b] = [await openCanary(), await openCanary()];
    const inp = (bin: number, version = '1.1.0') => ({ app: 'member', version, metric: 'INP', bin });
    await Promise.all([
      a.note('demo', '127.0.1.0/24', [inp(300), inp(300), { app: 'member', version: '1.1.0', metric: FLOW_METRIC, bin: 1 }], 100),
      b.note('demo', '127.0.1.0/24', [inp(300)], 100),
      b.note('demo', '127.0.2.0/24', [inp(310), inp(200, '1.0.0')], 101),
    ]);
    await a.note('demo', '127.0.3.0/24', [inp(320)], 160);
    await a.note('demo2', '127.0.4.0/24', [inp(330)], 160);
    await a.note('demo', '127.0.5.0/24', [{ app: 'host', version: '1.1.0', metric: 'INP', bin: 1 }], 160);
    const rows = (since: number, versions = ['1.1.0']) => b.bins('demo', 'member', versions, since).then((r) => r.sort((x, y) => `${x.network}${x.metric}`.localeCompare(`${y.network}${y.metric}`)));
    expect(await rows(100)).toEqual([
      { app: 'member', version: '1.1.0', network: '127.0.1.0/24', metric: FLOW_METRIC, bin: 1, count: 1 },
      { app: 'member', version: '1.1.0', network: '127.0.1.0/24', metric: 'INP', bin: 300, count: 3 },
      { app: 'member', version: '1.1.0', network: '127.0.2.0/24', metric: 'INP', bin: 310, count: 1 },
      { app: 'member', version: '1.1.0', network: '127.0.3.0/24', metric: 'INP', bin: 320, count: 1 },
    ]);
    expect((await rows(101)).map((r) => r.network)).toEqual(['127.0.2.0/24', '127.0.3.0/24']);
    expect((await rows(0, ['1.0.0', '1.1.0'])).filter((r) => r.version === '1.0.0')).toHaveLength(1);
    expect(await b.bins('demo', 'member', [], 0)).toEqual([]);
    await a.forgetBefore(101);
    expect((await rows(0)).map((r) => r.network)).toEqual(['127.0.2.0/24', '127.0.3.0/24']);
  });

  it('keeps a policy per merchant, replaced when set again', async () => {
    const repo = await openCanary();
    expect(await repo.policy('demo')).toBeUndefined();
    await repo.setPolicy('demo', { maxSlowdown: 0.3, minSamples: 20, minAttempts: 30, minNetworks: 5 }, 'ops', '2026-11-29T10:00:00Z');
    await repo.setPolicy('demo', { maxSlowdown: 0.25, minSamples: 20, minAttempts: 30, minNetworks: 6 }, 'ops', '2026-11-29T10:01:00Z');
    expect(await repo.policy('demo')).toEqual({ maxSlowdown: 0.25, minSamples: 20, minAttempts: 30, minNetworks: 6 });
    expect(await repo.policy('demo2')).toBeUndefined();
  });
});
