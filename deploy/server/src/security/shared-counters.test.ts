/**
 * Counters that hold across instances: with the registry on PostgreSQL (and with Redis), two instances share
 * their attempt counters, so two instances do not give a guesser twice the budget; one instance alone counts
 * in memory.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { buildServer } from '../server.js';
import { createTestDatabase, type TestDatabase } from '../test-utils/postgres.js';
import { listen, publishDemo, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { MemoryCounters, PostgresCounters, RedisCounters, type CounterEngine } from './shared-counters.js';
import { OPS_FAILURES_MAX } from '../util/auth.js';

jest.setTimeout(90_000);

/** The Redis every machine of this project runs (TESSERA_TEST_REDIS_URL to use another). */
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL || 'redis://127.0.0.1:6379/0';
const TOKEN = 'shared-counters-ops-token-0123456789';
const PREFIX = randomBytes(6).toString('hex');

type Engine = 'memory' | 'postgres' | 'redis';

describe.each<Engine>(['memory', 'postgres', 'redis'])('security: shared counters — %s engine', (kind) => {
  let db: TestDatabase | undefined;
  const engines: CounterEngine[] = [];
  const open = async (): Promise<CounterEngine> => {
    const e = kind === 'memory' ? new MemoryCounters() : kind === 'postgres' ? await PostgresCounters.open(db!.url) : await RedisCounters.open(REDIS_URL);
    engines.push(e);
    return e;
  };
  beforeAll(async () => {
    if (kind === 'postgres') db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const e of engines) await e.close();
    await db?.drop();
  });

  it('counts up to its limit and no further, however many hits race', async () => {
    const a = await open();
    const b = kind === 'memory' ? a : await open();
    const key = `race:${randomBytes(6).toString('hex')}`;
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit(key, 1, 10, 60_000)));
    expect(hits.filter((h) => h.counted)).toHaveLength(10);
    expect(await a.count(key)).toBe(10);
    expect(await b.count(key)).toBe(10);
    expect(hits.every((h) => h.retryAfterMs > 0 && h.retryAfterMs <= 60_000)).toBe(true);
    await a.reset(key);
    expect(await b.count(key)).toBe(0);
  });

  it('starts a new window once the last one is over', async () => {
    const e = await open();
    const key = `window:${randomBytes(6).toString('hex')}`;
    expect((await e.hit(key, 2, 2, 300)).counted).toBe(true);
    expect((await e.hit(key, 1, 2, 300)).counted).toBe(false);
    await new Promise((r) => setTimeout(r, 450));
    expect(await e.hit(key, 1, 2, 300)).toMatchObject({ counted: true, count: 1 });
  });
});

describe.each<Exclude<Engine, 'memory'>>(['postgres', 'redis'])('security: shared counters — two instances on %s', (kind) => {
  let db: TestDatabase;
  const apps: FastifyInstance[] = [];
  const calls: ((req: TestRequest) => Promise<TestResponse>)[] = [];
  const engines: CounterEngine[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      // PostgreSQL: the registry's own database, as a deployment has it. Redis: one connection per instance, under
      // a prefix of this run's (counters outlive a run there).
      const counters = kind === 'redis' ? await RedisCounters.open(REDIS_URL, `tessera-test:${PREFIX}:`) : undefined;
      if (counters) engines.push(counters);
      // Small telemetry budgets, so a test reaches them quickly (the ops login budget is the default).
      const telemetryLimits = { SERIES_EVENTS: 3, NETWORK_TICKETS: 6, UNTICKETED_ALERT: 10 };
      const app = await buildServer({ dataDir: tempDir(), databaseUrl: db.url, counters, telemetryLimits, opsToken: TOKEN, logger: false });
      apps.push(app);
      calls.push(await listen(app));
    }
    await publishDemo(calls[0]!, TOKEN, ['1.0.0']);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const e of engines) await e.close();
    await db?.drop();
  });

  it('refuses the failed ops logins a network spread over both instances once it has used one budget', async () => {
    // From many loopback addresses (all of loopback is one guesser for the ops guard, as one /24 is).
    const wrong = (i: number) => calls[i % 2]!({ method: 'GET', url: '/ops/credentials', headers: { authorization: `Bearer wrong-${i}` }, localAddress: `127.0.${40 + i}.${i + 1}` });
    const codes: number[] = [];
    for (let i = 0; i < OPS_FAILURES_MAX + 4; i += 1) codes.push((await wrong(i)).statusCode);
    // One budget for the network across both instances, not one each.
    expect(codes.slice(0, OPS_FAILURES_MAX)).toEqual(Array(OPS_FAILURES_MAX).fill(401));
    expect(codes.slice(OPS_FAILURES_MAX)).toEqual([429, 429, 429, 429]);
    // The right token still goes through on either (ops are never locked out).
    for (const call of calls) expect((await call({ method: 'GET', url: '/ops/credentials', headers: { authorization: `Bearer ${TOKEN}` }, localAddress: '127.0.39.9' })).statusCode).toBe(200);
  });

  it('shares the telemetry budgets and alert counts: tickets per network, a network’s share of a series, the unticketed alert', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const net = `${60 + ['postgres', 'redis'].indexOf(kind) * 10}`;
    // Tickets: one network's 6 across both instances, from many of its addresses; another network still gets its own.
    const tickets: (string | undefined)[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await calls[i % 2]!({ method: 'GET', url: '/platform/release/demo.json', localAddress: `127.0.${net}.${i + 1}` });
      tickets.push(res.headers['tessera-telemetry-ticket'] as string | undefined);
    }
    expect(tickets.filter(Boolean)).toHaveLength(6);
    expect(tickets.slice(6)).toEqual([undefined, undefined]);
    // A series: the network's 3 loads across both instances count, the other 3 do not.
    const load = (ticket: string) => ({ merchant: 'demo', remote: 'member', version: '1.0.0', kind: 'load', ms: 100, ticket });
    for (const [i, t] of tickets.slice(0, 6).entries()) expect((await calls[i % 2]!({ method: 'POST', url: '/platform/telemetry', payload: [load(t!)], localAddress: `127.0.${net}.${i + 1}` })).statusCode).toBe(204);
    const rates = (await calls[1]!({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: { version: string; loads: number }[] };
    expect(rates.rates.find((r) => r.version === '1.0.0')).toMatchObject({ loads: 3 });
    // Reports without a ticket: 5 on each instance from many networks make one alert of 10, not two halves of none.
    for (let i = 0; i < 10; i += 1) await calls[i % 2]!({ method: 'POST', url: '/platform/telemetry', payload: [load('forged.mac')], localAddress: `127.${net}.${i}.1` });
    const alerts = (await calls[0]!({ method: 'GET', url: '/ops/alerts', headers: auth })).json() as { kind: string; count: number }[];
    expect(alerts.find((a) => a.kind === 'telemetry-unticketed')).toMatchObject({ count: 10 });
  });
});
