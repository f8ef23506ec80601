/** The artifacts repository on both databases: immutable versions, publish order, racing publishers. */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { makeArtifactDir, tarGz, tempDir } from '../../test-utils/helpers.js';
import { DIALECTS, artifact, seedArtifacts, storePerFile } from '../../test-utils/registry-store.js';
import { DirectoryArtifactStore } from '../artifact-store.js';
import { publishArtifact, sri } from '../artifacts.js';
import type { RegistryStore } from '../store.js';

jest.setTimeout(30_000);

describe.each(DIALECTS)('artifacts repository on %s', (dialect) => {
  const db = storePerFile(dialect);
  const { open } = db;
  let store: RegistryStore;
  beforeAll(() => (store = db.store));
  it('records artifacts immutably: a second insert of a version is refused, latest follows publish order', async () => {
    await seedArtifacts(store);
    expect(await store.artifacts.insert(artifact('member', '1.1.0', 'other-bytes'))).toBe(false);
    expect((await store.artifacts.get('member', '1.1.0'))?.contentHash).toBe('hash-member-1.1.0');
    expect((await store.artifacts.latest('member'))?.version).toBe('1.2.0');
    expect((await store.artifacts.list('member')).map((a) => a.version)).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect((await store.artifacts.list()).map((a) => `${a.app}@${a.version}`)).toEqual(['games@1.0.0', 'host@1.0.0', 'member@1.0.0', 'member@1.1.0', 'member@1.2.0']);
    expect((await store.artifacts.get('member', '1.1.0'))?.manifest).toEqual({ name: 'member', metaData: { buildInfo: { buildVersion: '1.1.0' } } });
    expect(await store.artifacts.get('member', '9.9.9')).toBeUndefined();
  });

  it('publishes one version once when two publishers race it: the other answers unchanged, or 409 for other bytes', async () => {
    const files = new DirectoryArtifactStore(tempDir());
    const other = dialect === 'postgres' ? await open() : store;
    const limits = { extractedBytes: 1 << 20, files: 100, depth: 8 };
    const spec = (version: string, remoteEntry: string) => ({ app: 'lottery', version, exposes: ['./LotteryPage', './PopularLottery'], remoteEntry });
    try {
      const same = await tarGz(makeArtifactDir(spec('3.0.0', 'var lottery = "same";')));
      const twice = await Promise.all([publishArtifact(store, files, same, limits), publishArtifact(other, files, same, limits)]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 201]);

      const a = await tarGz(makeArtifactDir(spec('3.0.1', 'var lottery = "a";')));
      const b = await tarGz(makeArtifactDir(spec('3.0.1', 'var lottery = "b";')));
      const raced = await Promise.allSettled([publishArtifact(store, files, a, limits), publishArtifact(other, files, b, limits)]);
      expect(raced.map((r) => (r.status === 'fulfilled' ? r.value.status : (r.reason as { status: number }).status)).sort()).toEqual([201, 409]);
      // The files in place are the ones the record describes.
      const record = await store.artifacts.get('lottery', '3.0.1');
      expect(sri(readFileSync(join(files.publicDir('lottery', '3.0.1'), 'remoteEntry.js')))).toBe(record?.integrity);
    } finally {
      if (other !== store) await other.close();
    }
  });
});
