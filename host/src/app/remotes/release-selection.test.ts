import { initI18n, setLanguage, type ReleaseSet } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { BUCKET_ID_KEY, bucketOf, createReleaseSelection, overrideKey, showOverrideBanner, type ActiveOverrideInfo, type SelectionEnv } from './release-selection';

const ref = (version: string) => ({ version, entry: `/remotes/member/${version}/mf-manifest.json`, integrity: `sha384-${version.replace(/\W/g, '')}` });

function set(over: Partial<ReleaseSet> = {}, canaryPercent?: number): ReleaseSet {
  return {
    merchant: 'demo',
    revision: 3,
    publishedAt: '2026-01-01T00:00:00.000Z',
    host: { version: '1.0.0' },
    remotes: { member: { ...ref('1.0.0'), ...(canaryPercent !== undefined ? { canary: { ...ref('1.1.0'), percent: canaryPercent } } : {}) } },
    overrides: { allowed: false },
    ...over,
  };
}

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

function env(over: Partial<SelectionEnv> = {}) {
  const seen: ActiveOverrideInfo[] = [];
  const lookup = jest.fn(async (_m: string, _r: string, version: string) => ref(version));
  const e: SelectionEnv = { storage: memoryStorage(), search: '', now: () => Date.parse('2026-06-01T00:00:00Z'), lookup, onOverride: (o) => seen.push(o), ...over };
  return { e, seen, lookup };
}

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

describe('release selection', () => {
  it('gives every browser the canary at 100% and none at 0%, the pinned version as its fallback', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { e } = env({ storage: memoryStorage({ [BUCKET_ID_KEY]: `id-${i}` }) });
      const select = createReleaseSelection(e);
      expect((await select(set({}, 100), 'member'))?.version).toBe('1.1.0');
      expect((await select(set({}, 100), 'member'))?.fallback?.version).toBe('1.0.0');
      expect((await select(set({}, 0), 'member'))?.version).toBe('1.0.0');
    }
  });

  it('keeps a browser in one bucket across page loads and splits browsers near the percentage', async () => {
    const storage = memoryStorage();
    const first = await createReleaseSelection(env({ storage }).e)(set({}, 50), 'member');
    for (let i = 0; i < 5; i += 1) expect((await createReleaseSelection(env({ storage }).e)(set({}, 50), 'member'))?.version).toBe(first?.version);
    let canary = 0;
    for (let i = 0; i < 1000; i += 1) if (bucketOf(`browser-${i}`, 'demo', 'member') < 50) canary += 1;
    expect(canary).toBeGreaterThan(430);
    expect(canary).toBeLessThan(570);
  });

  it('prefers an unexpired signed override and reports it; an expired one is ignored', async () => {
    const { e, seen } = env();
    const select = createReleaseSelection(e);
    const active = { member: { ...ref('1.5.0-rc.1'), expiresAt: '2026-06-01T01:00:00Z' } };
    const chosen = await select(set({ overrides: { allowed: false, active } }, 100), 'member');
    expect(chosen?.version).toBe('1.5.0-rc.1');
    expect(chosen?.fallback?.version).toBe('1.0.0');
    expect(seen).toEqual([{ remote: 'member', version: '1.5.0-rc.1', source: 'link', expiresAt: '2026-06-01T01:00:00Z' }]);
    const expired = { member: { ...ref('1.5.0-rc.1'), expiresAt: '2026-05-31T23:59:00Z' } };
    expect((await select(set({ overrides: { allowed: false, active: expired } }), 'member'))?.version).toBe('1.0.0');
  });

  it('loads a dev override from its dev server, unchecked, with the release set version as fallback', async () => {
    const { e, seen } = env();
    const select = createReleaseSelection(e);
    const active = { member: { version: 'dev', entry: 'http://localhost:3102/remoteEntry.js', integrity: '', dev: true as const, expiresAt: '2026-06-01T01:00:00Z' } };
    const chosen = await select(set({ overrides: { allowed: false, active } }, 100), 'member');
    expect(chosen).toEqual({ version: 'dev', entry: 'http://localhost:3102/remoteEntry.js', integrity: '', dev: true, fallback: ref('1.0.0') });
    expect(seen).toEqual([{ remote: 'member', version: 'dev', source: 'dev', origin: 'http://localhost:3102', expiresAt: '2026-06-01T01:00:00Z' }]);
    // Expired, or not an absolute http(s) entry: the release set's choice (here the 100% canary).
    const expired = { member: { ...active.member, expiresAt: '2026-05-31T23:59:00Z' } };
    expect((await select(set({ overrides: { allowed: false, active: expired } }, 100), 'member'))?.version).toBe('1.1.0');
    const relative = { member: { ...active.member, entry: '/remotes/member/dev/remoteEntry.js' } };
    expect((await select(set({ overrides: { allowed: false, active: relative } }), 'member'))?.version).toBe('1.0.0');
  });

  it('keeps ?tessera-override= only when the merchant allows overrides', async () => {
    const storage = memoryStorage();
    const denied = env({ storage, search: '?tessera-override=member@1.5.0-rc.1' });
    expect((await createReleaseSelection(denied.e)(set(), 'member'))?.version).toBe('1.0.0');
    expect(storage.data.has(overrideKey('demo'))).toBe(false);

    const allowed = env({ storage, search: '?tessera-override=member@1.5.0-rc.1' });
    expect((await createReleaseSelection(allowed.e)(set({ overrides: { allowed: true } }), 'member'))?.version).toBe('1.5.0-rc.1');
    expect(allowed.lookup).toHaveBeenCalledWith('demo', 'member', '1.5.0-rc.1');
    // Kept for later pages without the query.
    const later = env({ storage });
    expect((await createReleaseSelection(later.e)(set({ overrides: { allowed: true } }), 'member'))?.version).toBe('1.5.0-rc.1');
    expect(later.seen).toEqual([{ remote: 'member', version: '1.5.0-rc.1', source: 'query' }]);
  });

  it('loads the release set version when the override lookup fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ [overrideKey('demo')]: JSON.stringify({ member: '9.9.9' }) });
    const { e, seen } = env({ storage, lookup: jest.fn().mockRejectedValue(new Error('404')) });
    expect((await createReleaseSelection(e)(set({ overrides: { allowed: true } }), 'member'))?.version).toBe('1.0.0');
    expect(seen).toEqual([]);
    warn.mockRestore();
  });

  it('shows one banner listing each override, with a clear button', () => {
    showOverrideBanner({ remote: 'member', version: '1.5.0-rc.1', source: 'query' }, 'demo');
    showOverrideBanner({ remote: 'games', version: '2.0.0', source: 'query' }, 'demo');
    const banners = document.querySelectorAll('[data-testid="override-banner"]');
    expect(banners).toHaveLength(1);
    expect(banners[0]?.textContent).toContain('member 1.5.0-rc.1, games 2.0.0');
    expect(banners[0]?.querySelector('button')?.textContent).toBe('Clear override');
  });

  it('names a dev override by its server, in the page language', async () => {
    showOverrideBanner({ remote: 'member', version: 'dev', source: 'dev', origin: 'http://localhost:3102' }, 'demo');
    const banner = document.querySelector('[data-testid="override-banner"]');
    expect(banner?.textContent).toContain('Override on in this browser: member from http://localhost:3102, games 2.0.0');
    await setLanguage('ty');
    document.body.innerHTML = '';
    showOverrideBanner({ remote: 'member', version: 'dev', source: 'dev', origin: 'http://localhost:3102' }, 'demo');
    expect(document.querySelector('[data-testid="override-banner"]')?.textContent).toBe('May override sa browser na ito: member mula sa http://localhost:3102Alisin ang override');
    await setLanguage('en');
  });
});
