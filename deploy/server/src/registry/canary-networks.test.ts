/**
 * Canary decisions count networks, not reports (registry/canary-decision.ts): each page load's ticket names only
 * what that browser was served and the network it was issued to, a network gets a bounded number of tickets, and
 * the automatic rollback needs failures from enough distinct networks, making up enough of those that loaded the
 * version; otherwise a person is alerted. Clients are loopback addresses: 127.<a>.<b>.x is network 127.<a>.<b>.0/24.
 */
import type { FastifyInstance } from 'fastify';
import { canaryBucket } from '#shared/contracts/release-set';
import { buildServer } from '../server.js';
import { canaryBucketId, listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { TelemetryThrottle } from './telemetry.js';

const TOKEN = 'canary-networks-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

type Release = { revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> };
const release = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as Release;
const canaryOf = async () => (await release()).remotes.member?.canary?.version;
const startCanary = async (version: string) => {
  const r = await release();
  const res = await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: r.revision, remote: 'member', version, percent: 50 } });
  expect(res.statusCode).toBe(200);
};
const ev = (version: string, kind: 'load' | 'error', ticket: string) => ({ merchant: 'demo', remote: 'member', version, kind, ticket, ...(kind === 'load' ? { ms: 100 } : { reason: 'load' }) });

/** `loads` and `errors` page loads of `version` on one address (each with its own ticket, fetched there), in one batch. */
async function pageLoads(from: string, version: string, loads: number, errors: number): Promise<void> {
  const events = [];
  for (let i = 0; i < loads + errors; i += 1) events.push(ev(version, i < loads ? 'load' : 'error', await ticketFor(call, 'demo', { from })));
  const res = await call({ method: 'POST', url: '/platform/telemetry', payload: events, localAddress: from });
  expect(res.statusCode).toBe(204);
}

const alerts = async () =>
  ((await call({ method: 'GET', url: '/ops/alerts', headers: auth })).json() as { kind: string; message: string }[]).filter((a) => a.kind === 'canary-evidence');

beforeAll(async () => {
  // The default canary policy; tickets per network capped at 40 so the cap is quick to reach.
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, throttles: { telemetry: new TelemetryThrottle({ NETWORK_TICKETS: 40 }) } });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']);
}, 60_000);
afterAll(async () => {
  await app.close();
});

jest.setTimeout(120_000);

describe('security: telemetry — canary decisions count networks', () => {
  it('one address with 20 tickets cannot switch a canary off: it raises an alert for a person, audited', async () => {
    await startCanary('1.1.0');
    await pageLoads('127.10.0.1', '1.1.0', 0, 20);
    expect(await canaryOf()).toBe('1.1.0');
    const [alert] = await alerts();
    expect(alert?.message).toMatch(/^canary member@1\.1\.0 looks unhealthy in its reports but not across networks \(.*1 of 1 network failing; acting needs 5 networks/);
    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=canary-evidence', headers: auth })).json() as { after: { networks: number; failing: number; failures: number } }[];
    expect(audit[0]?.after).toMatchObject({ networks: 1, failing: 1, failures: 20 });
  });

  it('six /24s posting errors cannot switch it off against 300 real loads from 30 networks', async () => {
    await startCanary('1.2.0');
    for (let n = 1; n <= 30; n += 1) await pageLoads(`127.11.${n}.1`, '1.2.0', 10, 0);
    // 120 errors of 420 reports (29%, over the 25% rate), but 6 failing networks of 36 (17%).
    for (let n = 1; n <= 6; n += 1) await pageLoads(`127.12.${n}.1`, '1.2.0', 0, 20);
    expect(await canaryOf()).toBe('1.2.0');
    expect((await alerts()).some((a) => a.message.startsWith('canary member@1.2.0'))).toBe(true);
  });

  it('160 forged healthy loads from 8 /24s cannot keep a canary with real errors from 10 networks on', async () => {
    await startCanary('1.3.0');
    for (let n = 1; n <= 8; n += 1) await pageLoads(`127.13.${n}.1`, '1.3.0', 20, 0);
    // Real players on 10 networks, half of their page loads failing: 50 errors of 260 reports (19%) per report,
    // but every real network is failing.
    for (let n = 1; n <= 10; n += 1) await pageLoads(`127.14.${n}.1`, '1.3.0', 5, 5);
    expect(await canaryOf()).toBeUndefined();
    const [row] = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=auto-rollback', headers: auth })).json() as { note: string }[];
    expect(row?.note).toMatch(/^canary member@1\.3\.0 switched off: .* of 1[78] networks failing, above 25%$/);
  });

  it('names the canary only in tickets of browsers served it', async () => {
    await startCanary('1.4.0');
    let outside = 0;
    while (canaryBucket(`x${outside}`, 'demo', 'member') < 50) outside += 1;
    // Browsers outside the canary (or naming no bucket) report the canary's version: not counted.
    for (let n = 1; n <= 10; n += 1) {
      const ticket = await ticketFor(call, 'demo', { from: `127.15.${n}.1`, bucketId: n % 2 ? `x${outside}` : null });
      await call({ method: 'POST', url: '/platform/telemetry', payload: [ev('1.4.0', 'error', ticket)], localAddress: `127.15.${n}.1` });
    }
    const rates = (await call({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: { version: string }[] };
    expect(rates.rates.find((r) => r.version === '1.4.0')).toBeUndefined();
    expect(await canaryOf()).toBe('1.4.0');
    // A browser in the canary, naming its bucket by cookie (the page's preload sends no header): counted.
    const inside = await call({ method: 'GET', url: '/platform/release/demo.json', headers: { cookie: `tessera-bucket-id=${canaryBucketId()}` }, localAddress: '127.15.20.1' });
    await call({ method: 'POST', url: '/platform/telemetry', payload: [ev('1.4.0', 'load', String(inside.headers['tessera-telemetry-ticket']))], localAddress: '127.15.20.1' });
    const after = (await call({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: { version: string; loads: number }[] };
    expect(after.rates.find((r) => r.version === '1.4.0')).toMatchObject({ loads: 1 });
  });

  it('hands a network a bounded number of tickets, whatever its addresses; other networks still get theirs', async () => {
    const got = async (from: string) => typeof (await call({ method: 'GET', url: '/platform/release/demo.json', localAddress: from })).headers['tessera-telemetry-ticket'] === 'string';
    const handed = [];
    for (let i = 1; i <= 45; i += 1) handed.push(await got(`127.16.0.${i}`));
    expect(handed.filter(Boolean)).toHaveLength(40);
    expect(handed.slice(40)).toEqual([false, false, false, false, false]);
    expect(await got('127.16.1.1')).toBe(true);
  });
});
