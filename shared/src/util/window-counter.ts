/**
 * Counts events per key in a fixed time window, in memory, with a bound on how many keys it holds so
 * that a flood of distinct keys (addresses, usernames) cannot grow it without limit. When it is full and
 * nothing has expired, the key whose window started longest ago is forgotten to make room: refusing
 * every new key instead would let such a flood lock out everyone else, the operator included.
 */
export class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The count of `key` in its current window. */
  count(key: string): number {
    const e = this.entries.get(key);
    return e && e.resetAt > this.now() ? e.count : 0;
  }

  /** Whether `key` has used up its allowance. */
  limited(key: string): boolean {
    return this.count(key) >= this.max;
  }

  /** Counts one event of `key`; returns false (and counts nothing) when it was already at the limit. */
  hit(key: string, weight = 1): boolean {
    if (this.limited(key)) return false;
    const t = this.now();
    const e = this.entries.get(key);
    if (e && e.resetAt > t) {
      e.count += weight;
      return true;
    }
    if (!e && this.entries.size >= this.maxKeys) this.makeRoom();
    // Deleted first so that the Map's order stays the order in which windows started (oldest first).
    this.entries.delete(key);
    this.entries.set(key, { count: weight, resetAt: t + this.windowMs });
    return true;
  }

  /** Drops expired windows, or else the oldest one. */
  private makeRoom(): void {
    this.sweep();
    if (this.entries.size < this.maxKeys) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }

  /** Milliseconds until `key`'s window ends (for Retry-After). */
  retryAfterMs(key: string): number {
    const e = this.entries.get(key);
    return e ? Math.max(0, e.resetAt - this.now()) : 0;
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops expired windows. */
  sweep(): void {
    const t = this.now();
    for (const [k, e] of this.entries) if (e.resetAt <= t) this.entries.delete(k);
  }
}
