/**
 * The field canary repository on both databases: distinct networks per version within a window, whichever instance
 * noted them and however often, forgotten once old; a merchant's policy, absent until set.
 */
import { createTestDatabase, type TestDatabase } from '../../test-utils/postgres.js';
import { tempDir } from '../../test-utils/helpers.js';
import { openRegistryDb, type DialectName, type OpenedDb } from '../db.js';
import { FieldCanaryRepository } from './field-canary.js';

jest.setTimeout(60_000);

describe.each<DialectName>(['sqlite', 'postgres'])('field canary repository on %s', (dialect) => {
  let pgDb: TestDatabase | undefined;
  let dataDir: string;
  const opened: OpenedDb[] = [];
  const open = async () => {
    const o = await openRegistryDb({ dataDir, databaseUrl: pgDb?.url });
    opened.push(o);
    return new FieldCanaryRepository(o);
  };

  beforeAll(async () => {
    dataDir = tempDir();
    if (dialect === 'postgres') pgDb = await createTestDatabase();
  });
  afterAll(async () => {
    for (const o of opened) await o.db.destroy();
    await pgDb?.drop();
  });

  it('counts distinct networks per version in a window, from any instance, and forgets old ones', async () => {
    const [a, b] = [await open(), await open()];
    const canary = { app: 'member', version: '1.1.0' };
    await Promise.all([
      a.noteNetwork('demo', '127.0.1.0/24', [canary, canary, { app: 'host', version: '1.0.0' }], 100),
      b.noteNetwork('demo', '127.0.1.0/24', [canary], 100),
      b.noteNetwork('demo', '127.0.2.0/24', [canary], 101),
    ]);
    await a.noteNetwork('demo', '127.0.3.0/24', [canary], 160);
    await a.noteNetwork('demo2', '127.0.4.0/24', [canary], 160);
    expect(await b.networks('demo', 'member', '1.1.0', 100)).toBe(3);
    expect(await b.networks('demo', 'member', '1.1.0', 101)).toBe(2);
    expect(await b.networks('demo', 'host', '1.0.0', 0)).toBe(1);
    await a.forgetBefore(101);
    expect(await b.networks('demo', 'member', '1.1.0', 0)).toBe(2);
  });

  it('keeps a policy per merchant, replaced when set again', async () => {
    const repo = await open();
    expect(await repo.policy('demo')).toBeUndefined();
    await repo.setPolicy('demo', { maxSlowdown: 0.3, minSamples: 20, minAttempts: 30, minNetworks: 5 }, 'ops', '2026-11-29T10:00:00Z');
    await repo.setPolicy('demo', { maxSlowdown: 0.25, minSamples: 20, minAttempts: 30, minNetworks: 6 }, 'ops', '2026-11-29T10:01:00Z');
    expect(await repo.policy('demo')).toEqual({ maxSlowdown: 0.25, minSamples: 20, minAttempts: 30, minNetworks: 6 });
    expect(await repo.policy('demo2')).toBeUndefined();
  });
});
