import type { ReleaseSet } from '@tessera/shared';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { createReleaseSelection, overrideKey, selectRelease } from './release-selection';

const ref = (version: string) => ({ version, entry: `/remotes/member/${version}/mf-manifest.json`, integrity: `sha384-${version.replace(/\W/g, '')}` });
const SET: ReleaseSet = {
  merchant: 'demo',
  revision: 3,
  publishedAt: '2026-01-01T00:00:00.000Z',
  host: { version: '1.0.0' },
  remotes: { member: ref('1.0.0') },
  overrides: { allowed: true },
};

beforeAll(async () => {
  await initI18n('en');
  await registerHostTranslations();
});

describe('security: overrides — query override', () => {
  it('keeps ?tessera-override= for this tab only: nothing in local storage for later visits', async () => {
    window.history.replaceState(null, '', '/?tessera-override=member@1.1.0');
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ref('1.1.0') }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const chosen = await selectRelease(SET, 'member');
    expect(chosen).toMatchObject({ version: '1.1.0' });
    expect(sessionStorage.getItem(overrideKey('demo'))).toBe(JSON.stringify({ member: '1.1.0' }));
    expect(localStorage.getItem(overrideKey('demo'))).toBeNull();
  });

  it('ignores an override an older host left in local storage: a later visit without the query loads the release set', async () => {
    const store = () => {
      const m = new Map<string, string>();
      return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
    };
    const local = store();
    local.setItem(overrideKey('demo'), JSON.stringify({ member: '1.1.0' }));
    const lookup = jest.fn(async () => ref('1.1.0'));
    const select = createReleaseSelection({ storage: local, overrideStorage: store(), search: '', now: () => Date.now(), lookup, onOverride: () => undefined });
    expect(await select(SET, 'member')).toMatchObject({ version: '1.0.0' });
    expect(lookup).not.toHaveBeenCalled();
  });
});
