/**
 * The field canary repository on both databases: each network's measurements per version within a window, added up
 * whichever instance noted them, forgotten once old; a merchant's policy, absent until set.
 */
import { createTestDatabase, type TestDatabase } from '../../test-utils/postgres.js';
import { tempDir } from '../../test-utils/helpers.js';
import { openRegistryDb, type DialectName, type OpenedDb } from '../db.js';
import { FLOW_METRIC, FieldCanaryRepository } from './field-canary.js';

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

  it("adds each network's measurements per version in a window, from any instance, and forgets old ones", async () => {
    const [a, b] = [await open(), await open()];
    const inp = (bin: number, version = '1.1.0') => ({ app: 'member', version, metric: 'INP', bin });
    await Promise.all([
      a.note('demo', '127.0.1.0/24', [inp(300), inp(300), { app: 'member', version: '1.1.0', metric: FLOW_METRIC, bin: 1 }], 100),
      b.note('demo', '127.0.1.0/24', [inp(300)], 100),
      b.note('demo', '127.0.2.0/24', [inp(310), inp(200, '1.0.0')], 101),
    ]);
    await a.note('demo', '127.0.3.0/24', [inp(320)], 160);
    await a.note('demo2', '127.0.4.0/24', [inp(330)], 160);
    await a.note('demo', '127.0.5.0/24', [{ app: 'host', version: '1.1.0', metric: 'INP', bin: 1 }], 160);
    const rows = (since: number, versions = ['1.1.0']) => b.bins('demo', 'member', versions, since).then((r) => r.sort((x, y) => `${x.network}${x.metric}`.localeCompare(`${y.network}${y.metric}`)));
    expect(await rows(100)).toEqual([
      { app: 'member', version: '1.1.0', network: '127.0.1.0/24', metric: FLOW_METRIC, bin: 1, count: 1 },
      { app: 'member', version: '1.1.0', network: '127.0.1.0/24', metric: 'INP', bin: 300, count: 3 },
      { app: 'member', version: '1.1.0', network: '127.0.2.0/24', metric: 'INP', bin: 310, count: 1 },
      { app: 'member', version: '1.1.0', network: '127.0.3.0/24', metric: 'INP', bin: 320, count: 1 },
    ]);
    expect((await rows(101)).map((r) => r.network)).toEqual(['127.0.2.0/24', '127.0.3.0/24']);
    expect((await rows(0, ['1.0.0', '1.1.0'])).filter((r) => r.version === '1.0.0')).toHaveLength(1);
    expect(await b.bins('demo', 'member', [], 0)).toEqual([]);
    await a.forgetBefore(101);
    expect((await rows(0)).map((r) => r.network)).toEqual(['127.0.2.0/24', '127.0.3.0/24']);
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
