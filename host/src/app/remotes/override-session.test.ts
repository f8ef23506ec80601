import type { ReleaseSet } from '@tessera/shared';
import { initI18n } from '@tessera/shared';
import { registerHostTranslations } from '../../i18n';
import { overrideKey, selectRelease } from './release-selection';

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
});
