import type { ReleaseSet } from '@tessera/shared';
import { cacheKey, createReleaseSetSource, parseReleaseSet } from './release-set';
import { bucketId } from './release-selection';
import { loadTimeouts, TIMEOUTS_KEY } from './timeouts';

const good: ReleaseSet = {
  merchant: 'demo',
  revision: 2,
  publishedAt: '2026-11-22T10:00:00Z',
  host: { version: '1.0.0' },
  remotes: { games: { version: '1.0.0', entry: '/remotes/games/1.0.0/mf-manifest.json', integrity: `sha384-${'a'.repeat(64)}` } },
  overrides: { allowed: false },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, val: string) => void data.set(k, val), data };
}

const never = (_merchant: string, _signal: AbortSignal) => new Promise<never>(() => undefined);
const noSleep = jest.fn(async (_ms: number) => undefined);

describe('release set source', () => {
  beforeEach(() => noSleep.mockClear());

  it('gives up on a hanging request after its timeout, retries with backoff, then fails (no hang)', async () => {
    const request = jest.fn(never);
    const get = createReleaseSetSource({ merchant: 'demo', request, storage: null, timeoutMs: 20, attempts: 3, backoffMs: 100, sleep: noSleep });
    await expect(get()).rejects.toThrow(/no answer in 20 ms/);
    expect(request).toHaveBeenCalledTimes(3);
    expect(noSleep.mock.calls).toEqual([[100], [200]]);
    // The aborted requests were told to stop.
    expect(request.mock.calls.every(([, signal]) => signal.aborted)).toBe(true);
  });

  it('recovers on a later attempt and keeps the set as the last good one', async () => {
    const storage = memoryStorage();
    const request = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(good);
    const get = createReleaseSetSource({ merchant: 'demo', request, storage, timeoutMs: 50, sleep: noSleep });
    await expect(get()).resolves.toEqual(good);
    expect(JSON.parse(storage.data.get(cacheKey('demo'))!)).toEqual(good);
    // One attempt shared by every caller of the page.
    await get();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks once more for a ticket naming its bucket while a canary runs, when the first answer (the preload) knew none', async () => {
    const withCanary = { ...good, remotes: { games: { ...good.remotes.games!, canary: { ...good.remotes.games!, version: '1.1.0', percent: 10 } } } };
    const ticketOf = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.mac`;
    const answers = [ticketOf({ m: 'demo', n: 'x' }), ticketOf({ m: 'demo', b: { games: 3 }, n: 'x' })];
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
      const ticket = answers.shift()!;
      return { ok: true, status: 200, json: async () => withCanary, headers: { get: (name: string) => (name.toLowerCase() === 'tessera-telemetry-ticket' ? ticket : null) } };
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const set = await createReleaseSetSource({ merchant: 'demo', storage: memoryStorage(), sleep: noSleep })();
      expect(set.telemetryTicket).toBe(ticketOf({ m: 'demo', b: { games: 3 }, n: 'x' }));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls[1]![1]).toMatchObject({ cache: 'no-store' });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('takes the page load\'s telemetry ticket from the answer\'s header, and never keeps it with the copy', async () => {
    const storage = memoryStorage();
    // jsdom has no Response: the few members the source reads.
    const headers = new Map([['tessera-telemetry-ticket', 'p.mac']]);
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => good, headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null } }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const cookies = jest.spyOn(Document.prototype, 'cookie', 'set');
    try {
      await expect(createReleaseSetSource({ merchant: 'demo', storage, sleep: noSleep })()).resolves.toEqual({ ...good, telemetryTicket: 'p.mac' });
      // The request names this browser's canary bucket id (the one selection uses), so the ticket names what it loads.
      expect(fetchMock).toHaveBeenCalledWith('/platform/release/demo.json', expect.objectContaining({ headers: expect.objectContaining({ 'Tessera-Bucket-Id': bucketId(localStorage) }) }));
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(JSON.parse(storage.data.get(cacheKey('demo'))!)).toEqual(good);
    // The bucket id rides a cookie too, for the page's preload (which sends no header).
    expect(cookies).toHaveBeenCalledWith(`tessera-bucket-id=${bucketId(localStorage)}; Path=/platform/release; Max-Age=31536000; SameSite=Lax`);
    cookies.mockRestore();
    // A copy written with a ticket (an older page) is read without it.
    const old = memoryStorage({ [cacheKey('demo')]: JSON.stringify({ ...good, telemetryTicket: 'old.mac' }) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(createReleaseSetSource({ merchant: 'demo', request: never, storage: old, timeoutMs: 5, attempts: 1 })()).resolves.toEqual(good);
    warn.mockRestore();
  });

  it('uses the last good set when the platform cannot answer', async () => {
    const storage = memoryStorage({ [cacheKey('demo')]: JSON.stringify(good) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const get = createReleaseSetSource({ merchant: 'demo', request: never, storage, timeoutMs: 10, attempts: 2, sleep: noSleep });
    await expect(get()).resolves.toEqual(good);
    warn.mockRestore();
  });

  it('treats a malformed answer as a failure and forgets it, so a retry asks again', async () => {
    const request = jest.fn().mockResolvedValueOnce({ remotes: 'nope' }).mockResolvedValueOnce(good);
    const get = createReleaseSetSource({ merchant: 'demo', request, storage: null, attempts: 1, sleep: noSleep });
    await expect(get()).rejects.toThrow(/malformed/);
    await expect(get()).resolves.toEqual(good);
  });

  it('ignores a cached set of another merchant or of the wrong shape', async () => {
    const other = memoryStorage({ [cacheKey('demo')]: JSON.stringify({ ...good, merchant: 'demo2' }) });
    await expect(createReleaseSetSource({ merchant: 'demo', request: never, storage: other, timeoutMs: 5, attempts: 1 })()).rejects.toThrow();
    const broken = memoryStorage({ [cacheKey('demo')]: '{not json' });
    await expect(createReleaseSetSource({ merchant: 'demo', request: never, storage: broken, timeoutMs: 5, attempts: 1 })()).rejects.toThrow();
  });

  it('checks entries and integrity values', () => {
    expect(parseReleaseSet(good)).toEqual(good);
    expect(parseReleaseSet({ ...good, remotes: { games: { ...good.remotes.games, integrity: '' } } })).toBeNull();
    expect(parseReleaseSet({ ...good, remotes: { games: { ...good.remotes.games, entry: 42 } } })).toBeNull();
    expect(parseReleaseSet(null)).toBeNull();
  });
});

describe('security: hang — load timeouts', () => {
  it('defaults for players, shorter when a test asks, never longer than the defaults', () => {
    const defaults = loadTimeouts(null);
    expect(defaults.remoteMs).toBe(20_000);
    expect(loadTimeouts(memoryStorage({ [TIMEOUTS_KEY]: '{"remoteMs":1500,"releaseSetMs":800}' }))).toMatchObject({ remoteMs: 1500, releaseSetMs: 800 });
    expect(loadTimeouts(memoryStorage({ [TIMEOUTS_KEY]: '{"remoteMs":1e12}' })).remoteMs).toBe(20_000);
    expect(loadTimeouts(memoryStorage({ [TIMEOUTS_KEY]: 'garbage' }))).toEqual(defaults);
  });
});
