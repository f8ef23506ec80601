/**
 * The canary decides on field data, through the server: a merchant's field canary policy (validated, audited);
 * a healthy canary is never halted; a slow one seen from too few networks raises an alert for a person and stays
 * on; replayed or unticketed reports move nothing; the same slowdown from enough networks (each 127.x.y.0/24 its
 * own) switches the canary off, with an alert and the evidence in the audit.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { canaryBucketId, listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import type { FieldEvidence } from './field-canary.js';
import type { FieldSummary } from './field-summary.js';
import type { ReleaseSet } from './types.js';

const TOKEN = 'field-canary-test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

jest.setTimeout(60_000);

beforeAll(async () => {
  // Judged at every counted report (in production at most every 5 s per canary, and after a burst's last one).
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, fieldLimits: { CANARY_CHECK_MS: 0 } });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.2.0']);
});
afterAll(async () => {
  await app.close();
});

const release = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as ReleaseSet;
const startCanary = async (version: string) => {
  const res = await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: (await release()).revision, remote: 'member', version, percent: 50 } });
  expect(res.statusCode).toBe(200);
};
const settings = (payload: unknown) => call({ method: 'PUT', url: '/ops/field/demo/settings', headers: auth, payload });
const summary = async () => (await call({ method: 'GET', url: '/ops/field?merchant=demo&app=member&since=1h', headers: auth })).json() as FieldSummary;
const inpCount = (s: FieldSummary, version: string) => s.versions.find((v) => v.version === version)?.vitals.INP.count ?? 0;
const audit = async (action: string) => (await call({ method: 'GET', url: `/ops/audit?merchant=demo&action=${action}`, headers: auth })).json() as { actor: string; note?: string; after: unknown }[];
const alerts = async () => (await call({ method: 'GET', url: '/ops/alerts', headers: auth })).json() as { merchant: string; kind: string; message: string }[];

/** An INP a page load measured, around `median` (a spread like real taps). */
const inp = (i: number, median: number) => Math.round(median * (0.75 + ((i * 37) % 50) / 100));
const reportOf = (ticket: string, version: string, value: number) => ({
  merchant: 'demo',
  host: '1.0.0',
  route: 'account',
  device: 'phone',
  ticket,
  vitals: [{ metric: 'INP', value, app: 'member', version }],
});

/** `count` page loads from network 127.`net`.`sub`.0/24, each with its own ticket; returns the reports sent. */
async function pageLoads(net: number, sub: number, count: number, version: string, median: number): Promise<object[]> {
  const from = `127.${net}.${sub}.9`;
  const sent: object[] = [];
  for (let i = 0; i < count; i++) {
    const ticket = await ticketFor(call, 'demo', { from, bucketId: canaryBucketId() });
    const body = reportOf(ticket, version, inp(i + sub, median));
    expect((await call({ method: 'POST', url: '/platform/field', payload: body, localAddress: from })).statusCode).toBe(204);
    sent.push(body);
  }
  return sent;
}

describe('the field canary policy', () => {
  it('is the defaults until set, changes in part, refuses what would let noise or a few networks decide', async () => {
    const get = async () => (await call({ method: 'GET', url: '/ops/field/demo/settings', headers: auth })).json() as { canary: Record<string, number> };
    expect((await get()).canary).toEqual({ maxSlowdown: 0.2, minSamples: 40, minAttempts: 40, minNetworks: 10 });
    const bad = async (canary: unknown) => (await settings({ canary })).json() as { error: string; message: string };
    expect(await bad({ minNetworks: 1 })).toEqual({ error: 'invalid_field_canary_policy', message: 'canary.minNetworks must be a whole number from 3 to 100000' });
    expect((await bad({ minSamples: 5 })).message).toBe('canary.minSamples must be a whole number from 10 to 1000000');
    expect((await bad({ minSamples: 12.5 })).message).toBe('canary.minSamples must be a whole number from 10 to 1000000');
    expect((await bad({ maxSlowdown: 0 })).message).toBe('canary.maxSlowdown must be a number from 0.05 to 5');
    expect((await settings({})).json().error).toBe('invalid_settings');
    expect((await settings({ canary: { threshold: 0.3 } })).statusCode).toBe(400);
    expect((await call({ method: 'PUT', url: '/ops/field/nobody/settings', headers: auth, payload: { canary: { minSamples: 10 } } })).statusCode).toBe(404);
    // Nothing refused changed anything.
    expect((await get()).canary.minNetworks).toBe(10);

    const set = await settings({ canary: { minSamples: 10, minAttempts: 10, minNetworks: 5 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ merchant: 'demo', sampleRate: 1, canary: { maxSlowdown: 0.2, minSamples: 10, minAttempts: 10, minNetworks: 5 } });
    expect((await audit('field-canary-policy'))[0]?.after).toEqual({ maxSlowdown: 0.2, minSamples: 10, minAttempts: 10, minNetworks: 5 });
  });
});

describe('the canary decides on field data', () => {
  it('never halts a healthy canary, however many networks report it', async () => {
    await startCanary('1.2.0');
    for (let n = 0; n < 6; n++) {
      await pageLoads(10, n, 3, '1.0.0', 100);
      await pageLoads(11, n, 3, '1.2.0', 100);
    }
    const s = await summary();
    expect(inpCount(s, '1.2.0')).toBe(18);
    expect((await release()).remotes.member?.canary?.version).toBe('1.2.0');
    expect(await audit('field-evidence')).toEqual([]);
  });

  it('leaves a slow canary on for a person when its reports come from few networks, however many', async () => {
    await startCanary('1.1.0');
    // Three networks, 15 page loads each, every one 6x stable's INP.
    for (let i = 0; i < 15; i++) for (let n = 0; n < 3; n++) await pageLoads(20, n, 1, '1.1.0', 600);
    expect(inpCount(await summary(), '1.1.0')).toBe(45);
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    const [evidence] = await audit('field-evidence');
    expect(evidence?.actor).toBe('field-canary');
    // Raised once the numbers first looked bad (at the minimum sample), from however few networks then.
    expect(evidence?.note).toMatch(/^canary member@1\.1\.0 looks worse than stable in its players' field data \(p75 INP \d+ ms against stable's \d+ ms \(\+\d+%, 1\d and 18 measurements, z = \d\.\d\); only [1-3] networks \(needs 5\): not acted on\): left on for a person to decide\.$/);
    expect(evidence?.after).toMatchObject({ remote: 'member', version: '1.1.0', stable: '1.0.0', policy: { minNetworks: 5 } });
    expect((evidence?.after as FieldEvidence).networks).toBeLessThanOrEqual(3);
    expect((await alerts()).filter((a) => a.kind === 'field-canary-evidence')).toHaveLength(1);

    // One alert per canary and window: more of the same does not raise another.
    await pageLoads(20, 0, 2, '1.1.0', 600);
    expect((await alerts()).filter((a) => a.kind === 'field-canary-evidence')).toHaveLength(1);
  });

  it('does not move on replayed or unticketed reports', async () => {
    const before = await summary();
    const sent = await pageLoads(30, 0, 1, '1.1.0', 600);
    const counted = inpCount(await summary(), '1.1.0');
    expect(counted).toBe(inpCount(before, '1.1.0') + 1);
    // The same page load's report again, from five other networks; and reports under a forged ticket or none.
    const ticket = (sent[0] as { ticket: string }).ticket;
    for (let n = 1; n <= 5; n++) {
      const from = `127.30.${n}.9`;
      expect((await call({ method: 'POST', url: '/platform/field', payload: sent[0], localAddress: from })).statusCode).toBe(204);
      const forged = reportOf(`${ticket.split('.')[0]}.${'A'.repeat(43)}`, '1.1.0', 900);
      expect((await call({ method: 'POST', url: '/platform/field', payload: forged, localAddress: from })).statusCode).toBe(204);
      expect((await call({ method: 'POST', url: '/platform/field', payload: reportOf('none', '1.1.0', 900), localAddress: from })).statusCode).toBe(204);
    }
    expect(inpCount(await summary(), '1.1.0')).toBe(counted);
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
  });

  it('switches a slow canary off once enough networks report it, with an alert and the evidence in the audit', async () => {
    // Network 127.30.0.0/24 (above) is the fourth; each network is one voice, so a few more page loads from new
    // networks decide (from the fifth on, when the networks' shares leave chance behind).
    let sent = 0;
    while ((await release()).remotes.member?.canary && sent < 8) await pageLoads(40, sent++, 1, '1.1.0', 600);
    expect(sent).toBeLessThan(8);
    const after = await release();
    expect(after.remotes.member?.canary).toBeUndefined();
    expect(after.remotes.member?.version).toBe('1.0.0');
    const [rollback] = await audit('auto-rollback');
    expect(rollback?.actor).toBe('field-canary');
    const measured = String.raw`p75 INP \d+ ms against stable's \d+ ms \(\+\d+%, \d+ and 18 measurements, z = \d+\.\d\)`;
    expect(rollback?.note).toMatch(new RegExp(String.raw`^canary member@1\.1\.0 switched off by its players' field data: ${measured}; from ${4 + sent} networks over 60 min$`));
    const [evidence] = await audit('field-evidence');
    const e = evidence?.after as FieldEvidence;
    expect(e).toMatchObject({ remote: 'member', version: '1.1.0', stable: '1.0.0', networks: 4 + sent, windowMinutes: 60, policy: { minNetworks: 5, minSamples: 10 } });
    expect(e.INP).toMatchObject({ canaryCount: 48 + sent, stableCount: 18, canaryNetworks: 4 + sent, stableNetworks: 6 });
    expect(e.INP.canaryP75!).toBeGreaterThan(4 * e.INP.stableP75!);
    expect(e.reasons).toHaveLength(1);
    expect((await alerts()).find((a) => a.kind === 'field-canary-halt')?.message).toBe(rollback?.note);
  });
});
