/** A bulk change's confirmation title and previews, as the fleet view shows them before anything is sent. */
import type { ReleaseSet } from '../../registry/api-types.js';
import { bulkPreview, bulkTitle } from './bulk-change.js';
import { releaseDiff } from './release-diff.js';

const ref = (version: string) => ({ version, entry: `/remotes/member/${version}/mf-manifest.json`, integrity: `sha384-${version}` });
const set = (merchant: string, remotes: ReleaseSet['remotes']): ReleaseSet => ({ merchant, revision: 2, publishedAt: '', host: { version: '1.0.0' }, remotes, overrides: { allowed: false } });

it('names the change, its target version and every merchant', () => {
  const change = { remote: 'member', version: '1.2.0', percent: 25 } as const;
  expect(bulkTitle({ ...change, action: 'canary' }, ['demo', 'demo2'])).toBe('Canary member 1.2.0 at 25% on demo, demo2');
  expect(bulkTitle({ ...change, action: 'pin' }, ['demo'])).toBe('Pin member 1.2.0 on demo');
  expect(bulkTitle({ ...change, action: 'canary-off' }, ['demo', 'demo2'])).toBe('Canary off for member on demo, demo2');
  expect(bulkTitle({ ...change, action: 'host' }, ['demo2'])).toBe('Host version 1.2.0 on demo2');
});

it('previews each merchant as the server would change it, and a merchant without the remote as unchanged', () => {
  const demo = set('demo', { member: { ...ref('1.0.0'), canary: { ...ref('1.1.0'), percent: 5 } } });
  const bare = set('demo2', {});
  const change = { remote: 'member', version: '1.2.0', percent: 25 } as const;
  expect(releaseDiff(demo, bulkPreview(demo, { ...change, action: 'pin' }))).toEqual([{ what: 'member', del: '1.0.0, canary 1.1.0 at 5%', add: '1.2.0, fallback 1.0.0' }]);
  expect(releaseDiff(demo, bulkPreview(demo, { ...change, action: 'canary-off' }))).toEqual([{ what: 'member', del: '1.0.0, canary 1.1.0 at 5%', add: '1.0.0' }]);
  expect(releaseDiff(demo, bulkPreview(demo, { ...change, action: 'host' }))).toEqual([{ what: 'host', del: '1.0.0', add: '1.2.0' }]);
  expect(bulkPreview(bare, { ...change, action: 'canary' })).toBe(bare);
  // The set shown is left as it was.
  expect(demo.remotes.member?.canary?.version).toBe('1.1.0');
});
