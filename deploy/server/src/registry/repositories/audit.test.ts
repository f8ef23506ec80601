/** The audit repository on both databases: filters apply before the limit, newest first. */
import { DIALECTS, storePerFile } from '../../test-utils/registry-store.js';
import type { RegistryStore } from '../store.js';

jest.setTimeout(30_000);

describe.each(DIALECTS)('audit repository on %s', (dialect) => {
  const db = storePerFile(dialect);
  let store: RegistryStore;
  beforeAll(() => {
    store = db.store;
  });
  it('filters the audit log by merchant and action before the limit, newest first', async () => {
    await store.audit.add('carol', 'shop', 'rollback', { revision: 2 }, { revision: 3 });
    await store.audit.add('ops', '-', 'publish', null, { app: 'member', version: '1.2.0' });
    await store.audit.add('auto-rollback', 'shop', 'auto-rollback', { a: 1 }, { a: 2 }, 'error rate 60%');
    const all = await store.audit.list(500);
    expect(all[0]).toMatchObject({ actor: 'auto-rollback', merchant: 'shop', action: 'auto-rollback', before: { a: 1 }, after: { a: 2 }, note: 'error rate 60%' });
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));
    const rollbacks = await store.audit.list(1, { action: 'rollback' });
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]).toMatchObject({ action: 'rollback', actor: 'carol', merchant: 'shop' });
    expect((await store.audit.list(500, { merchant: '-' })).map((r) => r.action)).toEqual(['publish']);
    expect(await store.audit.list(500, { merchant: 'shop', action: 'publish' })).toEqual([]);
  });
});
