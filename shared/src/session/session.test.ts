import { session } from './session';

/**
 * A Storage whose `key(i)` order changes after every removal, as Chromium's does (its keys live in a hash
 * map; observed: after removing keys while indexing backwards, `token` and `cpw` were still there).
 */
class ReorderingStorage implements Storage {
  private entries = new Map<string, string>();
  private order: string[] = [];
  get length(): number {
    return this.order.length;
  }
  key(index: number): string | null {
    return this.order[index] ?? null;
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (!this.entries.has(key)) this.order.push(key);
    this.entries.set(key, String(value));
  }
  removeItem(key: string): void {
    if (!this.entries.delete(key)) return;
    // Rotate what is left: the index of every remaining key moves.
    const rest = this.order.filter((k) => k !== key);
    this.order = [...rest.slice(1), ...rest.slice(0, 1)];
  }
  clear(): void {
    this.entries.clear();
    this.order = [];
  }
}

const KEYS = ['merchant', 'merchantCode', 'platform', 'token', 'cpw', 'nickname', 'account', 'username', 'customerId', 'isAgent', 'toUpline', 'memberLabel', 'gameVendor', 'settings', 'validate'];

describe('security: session — session.clear', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
  afterEach(() => Object.defineProperty(window, 'sessionStorage', original));

  it('removes every key but the merchant keys, even when the storage reorders keys on removal', () => {
    const storage = new ReorderingStorage();
    Object.defineProperty(window, 'sessionStorage', { configurable: true, value: storage });
    for (const k of KEYS) storage.setItem(k, 'v');

    session.clear();

    const left = Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();
    expect(left).toEqual(['merchant', 'merchantCode', 'platform']);
    expect(session.token()).toBeNull();
  });

  it('keeps the merchant values', () => {
    sessionStorage.clear();
    session.set('merchant', 'demo2');
    session.set('token', 't');
    session.clear();
    expect(session.get('merchant')).toBe('demo2');
    expect(session.token()).toBeNull();
  });
});
