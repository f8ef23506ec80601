/**
 * Attempt counters that hold across instances: failed ops logins per network, telemetry budgets per client and
 * series, tickets issued per network, unticketed reports per merchant (the alert). One instance counts in its
 * own memory; several share one engine, so N instances do not give an attacker N times the budget:
 * - Redis (or Valkey), `TESSERA_REDIS_URL`: one Lua call per hit, keys expire with their window;
 * - else the registry's PostgreSQL (`TESSERA_DATABASE_URL`): one upsert per hit on `tessera_counters`.
 * Fixed windows, like WindowCounter (shared/src/util/window-counter.ts): a key's window starts at its first hit.
 */
import type { Redis as RedisClient } from 'ioredis';
import pg from 'pg';
import { WindowCounter } from '#shared/util/window-counter';

/** What one hit saw: whether it counted (the key was under its limit) and the key's count after it. */
export interface Hit {
  counted: boolean;
  count: number;
  /** Milliseconds until the key's window ends. */
  retryAfterMs: number;
}

/** Where counts live. Keys are namespaced by the counters (`ops:`, `telemetry:client:`, …). */
export interface CounterEngine {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /** Adds `weight` to `key` unless it already holds `max` or more in its window (then nothing is added). */
  hit(key: string, weight: number, max: number, windowMs: number): Promise<Hit>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One instance's counts, in memory (bounded in keys like WindowCounter). */
export class MemoryCounters implements CounterEngine {
  readonly kind = 'memory';
  private readonly windows = new Map<number, WindowCounter>();

  constructor(private readonly now: () => number = Date.now) {}

  private of(windowMs: number): WindowCounter {
    let w = this.windows.get(windowMs);
    if (!w) this.windows.set(windowMs, (w = new WindowCounter(Number.MAX_SAFE_INTEGER, windowMs, 100_000, this.now)));
    return w;
  }

  async hit(key: string, weight: number, max: number, windowMs: number): Promise<Hit> {
    const w = this.of(windowMs);
    const before = w.count(key);
    const counted = before < max;
    if (counted) w.hit(key, weight);
    return { counted, count: counted ? before + weight : before, retryAfterMs: w.retryAfterMs(key) };
  }

  async count(key: string): Promise<number> {
    let n = 0;
    for (const w of this.windows.values()) n += w.count(key);
    return n;
  }

  async reset(key: string): Promise<void> {
    for (const w of this.windows.values()) w.reset(key);
  }

  async close(): Promise<void> {}
}

/** Adds ARGV[1] to KEYS[1] unless it holds ARGV[2] or more; a new key expires after ARGV[3] ms. */
const REDIS_HIT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then return {0, n, redis.call('PTTL', KEYS[1])} end
n = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]); ttl = tonumber(ARGV[3]) end
return {1, n, ttl}
`;

export class RedisCounters implements CounterEngine {
  readonly kind = 'redis';

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'tessera:counter:',
  ) {}

  static async open(url: string, prefix?: string): Promise<RedisCounters> {
    const { Redis } = await import('ioredis');
    // Fails fast instead of queueing hits while Redis is away: a counter that cannot count refuses (see hit).
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5_000 });
    await redis.connect();
    return new RedisCounters(redis, prefix);
  }

  async hit(key: string, weight: number, max: number, windowMs: number): Promise<Hit> {
    const [counted, count, ttl] = (await this.redis.eval(REDIS_HIT, 1, this.prefix + key, weight, max, windowMs)) as [number, number, number];
    return { counted: counted === 1, count, retryAfterMs: Math.max(0, ttl) };
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export class PostgresCounters implements CounterEngine {
  readonly kind = 'postgres';
  private lastSweep = 0;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number,
  ) {}

  static async open(url: string, now: () => number = Date.now): Promise<PostgresCounters> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    // As the registry's pool: an idle client losing its connection (database restart or drop) must not take the
    // process down; the pool reconnects on the next hit.
    pool.on('error', (err) => process.stderr.write(`[tessera] PostgreSQL counters connection lost: ${err.message}\n`));
    // Its own table, beside the registry's (not one of its migrations): it holds nothing worth keeping.
    // Two instances starting together race even on IF NOT EXISTS (the catalog's unique index): the loser's
    // 42P07 / 23505 means the table is there.
    await pool
      .query('CREATE TABLE IF NOT EXISTS tessera_counters (key text PRIMARY KEY, n bigint NOT NULL, reset_at bigint NOT NULL)')
      .catch((e: { code?: string }) => {
        if (e.code !== '42P07' && e.code !== '23505') throw e;
      });
    return new PostgresCounters(pool, now);
  }

  async hit(key: string, weight: number, max: number, windowMs: number): Promise<Hit> {
    const t = this.now();
    // One statement: a new or expired key starts a window, a live one under its limit adds; over it, no row.
    const res = await this.pool.query<{ n: string; reset_at: string }>(
      `INSERT INTO tessera_counters AS c (key, n, reset_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET
         n = CASE WHEN c.reset_at <= $4 THEN EXCLUDED.n ELSE c.n + EXCLUDED.n END,
         reset_at = CASE WHEN c.reset_at <= $4 THEN EXCLUDED.reset_at ELSE c.reset_at END
       WHERE c.reset_at <= $4 OR c.n < $5
       RETURNING n, reset_at`,
      [key, weight, t + windowMs, t, max],
    );
    this.sweepSometimes(t);
    const row = res.rows[0];
    if (row) return { counted: true, count: Number(row.n), retryAfterMs: Math.max(0, Number(row.reset_at) - t) };
    const held = await this.pool.query<{ n: string; reset_at: string }>('SELECT n, reset_at FROM tessera_counters WHERE key = $1', [key]);
    return { counted: false, count: Number(held.rows[0]?.n ?? max), retryAfterMs: Math.max(0, Number(held.rows[0]?.reset_at ?? t) - t) };
  }

  async count(key: string): Promise<number> {
    const res = await this.pool.query<{ n: string }>('SELECT n FROM tessera_counters WHERE key = $1 AND reset_at > $2', [key, this.now()]);
    return Number(res.rows[0]?.n ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM tessera_counters WHERE key = $1', [key]);
  }

  /** Expired windows go once a minute (from whichever instance hits then), so the table stays the live keys. */
  private sweepSometimes(t: number): void {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    this.pool.query('DELETE FROM tessera_counters WHERE reset_at <= $1', [t]).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** The engine for this start: Redis when `redisUrl` is set, else PostgreSQL when the registry is on it, else memory. */
export async function openCounters(opts: { redisUrl?: string; databaseUrl?: string }): Promise<CounterEngine> {
  if (opts.redisUrl) return RedisCounters.open(opts.redisUrl);
  if (opts.databaseUrl) return PostgresCounters.open(opts.databaseUrl);
  return new MemoryCounters();
}

/**
 * A limit of `max` per key in `windowMs` on an engine, under a namespace: the async counterpart of
 * WindowCounter that every instance of a platform shares when the engine is shared.
 */
export class SharedLimit {
  constructor(
    readonly engine: CounterEngine,
    readonly namespace: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private key(k: string): string {
    return `${this.namespace}:${k}`;
  }

  /** Counts `weight` for `key`; false (and nothing counted) when it was already at the limit. */
  async hit(key: string, weight = 1): Promise<boolean> {
    return (await this.engine.hit(this.key(key), weight, this.max, this.windowMs)).counted;
  }

  /** Like hit, with the count after it and the time left in the window. */
  async take(key: string, weight = 1): Promise<Hit> {
    return this.engine.hit(this.key(key), weight, this.max, this.windowMs);
  }

  async count(key: string): Promise<number> {
    return this.engine.count(this.key(key));
  }

  async limited(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.max;
  }

  async reset(key: string): Promise<void> {
    await this.engine.reset(this.key(key));
  }
}
