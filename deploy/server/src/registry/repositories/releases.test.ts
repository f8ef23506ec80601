/** The releases repository on both databases: compare-and-swap revisions, racing writers, history. */
import { DIALECTS, seedArtifacts, statusOf, storePerFile } from '../../test-utils/registry-store.js';
import { pinRemote, rollback, setRelease } from '../releases.js';
import type { RegistryStore } from '../store.js';

jest.setTimeout(30_000);

describe.each(DIALECTS)('releases repository on %s', (dialect) => {
  const db = storePerFile(dialect);
  const { open } = db;
  let store: RegistryStore;
  beforeAll(() => (store = db.store));
  beforeAll(() => seedArtifacts(store));

  it('compare-and-swaps release sets: a stale revision is refused with 409 and changes nothing', async () => {
    const first = await setRelease(store, 'shop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: '1.0.0' } } }, 'alice');
    expect(first.revision).toBe(1);
    await expect(setRelease(store, 'shop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} }, 'bob')).rejects.toMatchObject({ status: 409, extra: { currentRevision: 1 } });
    const pinned = await pinRemote(store, 'shop', { expectedRevision: 1, remote: 'member', version: '1.1.0' }, 'alice');
    expect(pinned.remotes.member).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    await expect(pinRemote(store, 'shop', { expectedRevision: 1, remote: 'member', version: '1.2.0' }, 'bob')).rejects.toMatchObject({ status: 409 });
    expect((await store.releases.get('shop'))?.remotes.member?.version).toBe('1.1.0');
    // The conditional write itself: a revision that moved on is not overwritten.
    expect(await store.releases.put({ ...pinned, revision: 3 }, 1, 'mallory')).toBe(false);
    expect(await store.releases.currentRevision('shop')).toBe(2);
    const back = await rollback(store, 'shop', { expectedRevision: 2, toRevision: 1 }, 'carol');
    expect(back.revision).toBe(3);
    expect(back.remotes.member?.version).toBe('1.0.0');
    expect((await store.releases.history('shop')).map((h) => [h.revision, h.actor, h.release.remotes.member?.version])).toEqual([
      [1, 'alice', '1.0.0'],
      [2, 'alice', '1.1.0'],
      [3, 'carol', '1.0.0'],
    ]);
    expect(await store.releases.getRevision('shop', 2)).toMatchObject({ revision: 2, merchant: 'shop' });
    expect(await store.releases.listMerchants()).toEqual([{ merchant: 'shop', revision: 3, updatedAt: back.publishedAt, host: '1.0.0' }]);
  });

  it('lets exactly one of two racing pins win, and audits it once', async () => {
    // On PostgreSQL the racers are two stores (two connection pools, as two instances would have).
    const other = dialect === 'postgres' ? await open() : store;
    try {
      const base = await store.releases.currentRevision('shop');
      const results = await Promise.allSettled([
        pinRemote(store, 'shop', { expectedRevision: base, remote: 'member', version: '1.2.0' }, 'racer-a'),
        pinRemote(other, 'shop', { expectedRevision: base, remote: 'member', version: '1.1.0' }, 'racer-b'),
      ]);
      expect(results.map(statusOf).sort()).toEqual([409, 'fulfilled']);
      const winner = results.find((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof pinRemote>>> => r.status === 'fulfilled')!.value;
      expect(winner.revision).toBe(base + 1);
      expect(await store.releases.get('shop')).toEqual(winner);
      expect(await other.releases.get('shop')).toEqual(winner);
      const pins = (await store.audit.list(100, { merchant: 'shop', action: 'pin' })).filter((r) => r.actor.startsWith('racer-'));
      expect(pins).toHaveLength(1);
      expect(pins[0]?.after).toEqual(winner);

      // Two racing first releases of a new merchant: the row's insert is the guard.
      const created = await Promise.allSettled([
        setRelease(store, 'newshop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} }, 'racer-a'),
        setRelease(other, 'newshop', { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { games: { version: '1.0.0' } } }, 'racer-b'),
      ]);
      expect(created.map(statusOf).sort()).toEqual([409, 'fulfilled']);
      expect(await store.releases.history('newshop')).toHaveLength(1);
    } finally {
      if (other !== store) await other.close();
    }
  });
});
