/**
 * A registry store per test file on one of its two databases: SQLite (embedded default) or PostgreSQL (shared
 * by instances). PostgreSQL must be reachable (see postgres.ts); a suite that asks for it fails otherwise.
 */
import { RegistryStore, type ArtifactRecord } from '../registry/store.js';
import type { DialectName } from '../registry/db.js';
import { ReleaseError } from '../registry/releases.js';
import { tempDir } from './helpers.js';
import { createTestDatabase, type TestDatabase } from './postgres.js';

export const DIALECTS: DialectName[] = ['sqlite', 'postgres'];

export const artifact = (app: ArtifactRecord['app'], version: string, contentHash = `hash-${app}-${version}`): ArtifactRecord => ({
  app,
  version,
  federationName: app,
  integrity: `sha384-${app}${version}`,
  entry: app === 'host' ? `/host/${version}/index.html` : `/remotes/${app}/${version}/mf-manifest.json`,
  contentHash,
  manifest: { name: app, metaData: { buildInfo: { buildVersion: version } } },
  publishedAt: new Date().toISOString(),
});

/** host 1.0.0, member 1.0.0 / 1.1.0 / 1.2.0 and games 1.0.0, in that publish order. */
export async function seedArtifacts(store: RegistryStore): Promise<void> {
  for (const a of [artifact('host', '1.0.0'), artifact('member', '1.0.0'), artifact('member', '1.1.0'), artifact('member', '1.2.0'), artifact('games', '1.0.0')]) {
    expect(await store.artifacts.insert(a)).toBe(true);
  }
}

/** A settled promise's outcome: a ReleaseError's status, or 'fulfilled' / 'rejected'. */
export const statusOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' && r.reason instanceof ReleaseError ? r.reason.status : r.status);

/**
 * Opens a store on `dialect` before the file's tests and closes it (dropping the PostgreSQL database) after;
 * `open()` gives another store on the same database, as a second instance would have.
 */
export function storePerFile(dialect: DialectName): { readonly store: RegistryStore; open(): Promise<RegistryStore> } {
  let pgDb: TestDatabase | undefined;
  let dataDir: string;
  let store: RegistryStore | undefined;
  const open = () => RegistryStore.open({ dataDir, databaseUrl: pgDb?.url });
  beforeAll(async () => {
    dataDir = tempDir();
    if (dialect === 'postgres') pgDb = await createTestDatabase();
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
    await pgDb?.drop();
  });
  return {
    get store() {
      if (!store) throw new Error('the store opens in beforeAll');
      return store;
    },
    open,
  };
}
