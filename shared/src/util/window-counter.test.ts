import { WindowCounter } from './window-counter';

describe('security: throttles', () => {
  it('counts per key in its window and refuses at the limit', () => {
    let t = 0;
    const c = new WindowCounter(2, 1_000, 10, () => t);
    expect(c.hit('a')).toBe(true);
    expect(c.hit('a')).toBe(true);
    expect(c.limited('a')).toBe(true);
    expect(c.hit('a')).toBe(false);
    expect(c.count('a')).toBe(2);
    expect(c.retryAfterMs('a')).toBe(1_000);
    t = 1_000;
    expect(c.limited('a')).toBe(false);
    expect(c.hit('a')).toBe(true);
  });

  it('a full key table does not lock out a new client (the operator): the oldest window is forgotten', () => {
    let t = 0;
    const c = new WindowCounter(3, 60_000, 100, () => t);
    // A flood of distinct addresses fills the table; nothing has expired.
    for (let i = 0; i < 100; i += 1) {
      t += 1;
      c.hit(`10.0.${i >> 8}.${i & 255}`);
    }
    expect(c.size).toBe(100);
    expect(c.limited('127.0.0.1')).toBe(false);
    expect(c.hit('127.0.0.1')).toBe(true);
    expect(c.count('127.0.0.1')).toBe(1);
    expect(c.size).toBe(100);
    // The oldest window (the first flooder) made room; the newer ones are kept.
    expect(c.count('10.0.0.0')).toBe(0);
    expect(c.count('10.0.0.1')).toBe(1);
  });

  it('keeps a throttled key that is still being hit over older idle ones, and prefers expired windows', () => {
    let t = 0;
    const c = new WindowCounter(2, 1_000, 3, () => t);
    c.hit('attacker');
    c.hit('attacker');
    t = 10;
    c.hit('b');
    t = 20;
    c.hit('c');
    // 'attacker' is the oldest and would be evicted by a new key while its window is open …
    t = 1_005; // … but now its window has expired, so sweeping frees room before any eviction.
    expect(c.hit('d')).toBe(true);
    expect(c.count('b')).toBe(1);
    expect(c.count('c')).toBe(1);
    expect(c.count('d')).toBe(1);
    expect(c.size).toBe(3);
  });
});
