/**
 * Telemetry nobody can forge: only reports with a signed per-load ticket count, once per ticket and kind, a
 * network's share of a series is capped, automatic rollback needs distinct page loads, and a flood without
 * tickets raises an ops alert. Clients are loopback addresses: 127.<a>.<b>.x is network 127.<a>.<b>.0/24.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { canaryBucketId, listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { TelemetryThrottle } from './telemetry.js';
import { issueTicket, reportableVersions, ticketCovers, ticketKey, verifyTicket } from './telemetry-tickets.js';
import type { ReleaseSet } from './types.js';
import { canaryBucket } from '#shared/contracts/release-set';

const TOKEN = 'ticket-test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

type Rate = { version: string; loads: number; errors: number };
const release = async () => (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as { revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> };
const rateOf = async (version: string) => ((await call({ method: 'GET', url: '/ops/telemetry?since=1h&merchant=demo', headers: auth })).json() as { rates: Rate[] }).rates.find((r) => r.version === version);
const report = (from: string, events: object[]) => call({ method: 'POST', url: '/platform/telemetry', payload: events, localAddress: from });
const ev = (version: string, kind: 'load' | 'error', ticket?: string) => ({ merchant: 'demo', remote: 'member', version, kind, ...(kind === 'load' ? { ms: 100 } : { reason: 'load' }), ...(ticket ? { ticket } : {}) });

beforeAll(async () => {
  app = await buildServer({
    dataDir: tempDir(),
    opsToken: TOKEN,
    logger: false,
    canaryPolicy: { windowMs: 600_000, minSample: 8, maxErrorRate: 0.5, minTickets: 5 },
    throttles: { telemetry: new TelemetryThrottle({ SERIES_EVENTS: 3, UNTICKETED_ALERT: 40 }) },
  });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0', '1.2.0', '2.0.0']);
}, 60_000);
afterAll(async () => {
  await app.close();
});

jest.setTimeout(60_000);

describe('telemetry tickets', () => {
  const key = ticketKey('k');
  const set = {
    merchant: 'demo',
    revision: 3,
    publishedAt: '',
    host: { version: '1.0.0' },
    remotes: { member: { version: '1.0.0', entry: '', integrity: '', canary: { version: '1.1.0', entry: '', integrity: '', percent: 10 }, fallback: { version: '0.9.0', entry: '', integrity: '' } } },
    overrides: { allowed: false, active: { games: { version: '2.0.0', entry: '', integrity: '', expiresAt: '' }, lottery: { version: 'dev', entry: 'http://localhost:1/remoteEntry.js', integrity: '', expiresAt: '', dev: true as const } } },
  } as ReleaseSet;

  it('names every version the page load may report, and holds only with its key until it expires', () => {
    const inCanary = canaryBucketId('demo', 'member');
    expect(reportableVersions(set, inCanary)).toEqual({ member: ['1.0.0', '1.1.0', '0.9.0'], games: ['2.0.0'] });
    const now = Date.UTC(2026, 10, 26, 10);
    const ticket = issueTicket(key, set, { network: '10.1.2.0/24', bucketId: inCanary }, now, 60);
    const claims = verifyTicket(key, ticket, now)!;
    expect(claims).toMatchObject({ merchant: 'demo', exp: now / 1000 + 60, network: '10.1.2.0/24' });
    expect(ticketCovers(claims, { merchant: 'demo', remote: 'member', version: '1.1.0' })).toBe(true);
    expect(ticketCovers(claims, { merchant: 'demo', remote: 'member', version: '1.2.0' })).toBe(false);
    expect(ticketCovers(claims, { merchant: 'demo2', remote: 'member', version: '1.0.0' })).toBe(false);
    expect(ticketCovers(claims, { merchant: 'demo', remote: 'lottery', version: 'dev' })).toBe(false);
    expect(verifyTicket(key, ticket, now + 60_000)).toBeUndefined();
    expect(verifyTicket(ticketKey('other'), ticket, now)).toBeUndefined();
    expect(verifyTicket(key, `${ticket}.x`, now)).toBeUndefined();
    expect(verifyTicket(key, 42, now)).toBeUndefined();
    expect(issueTicket(key, set, { network: 'n' }, now)).not.toBe(issueTicket(key, set, { network: 'n' }, now));
  });

  it('names the canary only for a browser whose bucket is in it', () => {
    let outside = 0;
    while (canaryBucket(`o${outside}`, 'demo', 'member') < 10) outside += 1;
    expect(reportableVersions(set, `o${outside}`)).toEqual({ member: ['1.0.0', '0.9.0'], games: ['2.0.0'] });
    // No bucket id sent: no canary.
    expect(reportableVersions(set)).toEqual({ member: ['1.0.0', '0.9.0'], games: ['2.0.0'] });
    const claims = verifyTicket(key, issueTicket(key, set, { network: 'n', bucketId: `o${outside}` }))!;
    expect(ticketCovers(claims, { merchant: 'demo', remote: 'member', version: '1.1.0' })).toBe(false);
  });
});

describe('the telemetry intake with tickets', () => {
  it('does not let anonymous errors from many addresses switch a canary off', async () => {
    const r = await release();
    expect((await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: r.revision, remote: 'member', version: '1.1.0', percent: 10 } })).statusCode).toBe(200);
    // The probe's attack: addresses × 5 anonymous errors. Answered 204 and counted nowhere.
    for (let a = 1; a <= 8; a += 1) expect((await report(`127.1.${a}.1`, Array(5).fill(ev('1.1.0', 'error')))).statusCode).toBe(204);
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    expect(await rateOf('1.1.0')).toBeUndefined();
  });

  it('counts a network’s share of a series only up to its cap, whatever its addresses and tickets', async () => {
    for (let host = 1; host <= 6; host += 1) expect((await report(`127.2.0.${host}`, [ev('1.1.0', 'load', await ticketFor(call, 'demo', { from: `127.2.0.${host}` }))])).statusCode).toBe(204);
    expect(await rateOf('1.1.0')).toMatchObject({ loads: 3 });
    // Another network counts on its own.
    await report('127.2.1.1', [ev('1.1.0', 'load', await ticketFor(call, 'demo', { from: '127.2.1.1' }))]);
    expect(await rateOf('1.1.0')).toMatchObject({ loads: 4 });
  });

  it('needs errors from distinct page loads: one ticket counts once, and too few loads do not act', async () => {
    const one = await ticketFor(call, 'demo', { from: '127.3.0.1' });
    for (let i = 0; i < 10; i += 1) await report(`127.3.${i}.1`, [ev('1.1.0', 'error', one)]);
    expect(await rateOf('1.1.0')).toMatchObject({ loads: 4, errors: 1 });
    // Four more failing page loads (5 errors of 9 attempts, 56%: over the rate and the sample) from four tickets...
    for (let n = 1; n <= 3; n += 1) await report(`127.4.${n}.1`, [ev('1.1.0', 'error', await ticketFor(call, 'demo', { from: `127.4.${n}.1` }))]);
    expect(await rateOf('1.1.0')).toMatchObject({ errors: 4 });
    expect((await release()).remotes.member?.canary?.version).toBe('1.1.0');
    // ...the fifth distinct page load (and fifth failing network) reaches minTickets: off.
    await report('127.4.4.1', [ev('1.1.0', 'error', await ticketFor(call, 'demo', { from: '127.4.4.1' }))]);
    const after = await release();
    expect(after.remotes.member?.canary).toBeUndefined();
    const [audit] = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=auto-rollback', headers: auth })).json() as { note: string }[];
    // 7 networks reported: two healthy (6 and 1 loads), five failing.
    expect(audit?.note).toMatch(/error rate 71% per network, 42% per report \(5 failed page loads in 12 attempts\) over 10 min; 5 of 7 networks failing, above 50%$/);
  });

  it('keeps forged loads from hiding real failures, and does not count a version the ticket was not handed', async () => {
    const r = await release();
    expect((await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: r.revision, remote: 'member', version: '1.2.0', percent: 10 } })).statusCode).toBe(200);
    // 150 forged loads from 30 addresses: no tickets, no count.
    for (let a = 1; a <= 30; a += 1) await report(`127.5.${a}.1`, Array(5).fill(ev('1.2.0', 'load')));
    // A real ticket of this page load does not cover a version it was not handed (2.0.0 is published, not released).
    await report('127.6.0.1', [ev('2.0.0', 'load', await ticketFor(call))]);
    expect(await rateOf('2.0.0')).toBeUndefined();
    // Eight real page loads, all failing: the canary goes, the forged loads notwithstanding.
    for (let n = 1; n <= 8; n += 1) await report(`127.7.${n}.1`, [ev('1.2.0', 'error', await ticketFor(call, 'demo', { from: `127.7.${n}.1` }))]);
    expect((await release()).remotes.member?.canary).toBeUndefined();
    expect(await rateOf('1.2.0')).toMatchObject({ loads: 0, errors: 8 });
  });

  it('raises one ops alert per episode when many reports come without a valid ticket', async () => {
    const all = async () => (await call({ method: 'GET', url: '/ops/alerts', headers: auth })).json() as { merchant: string; kind: string; count: number; message: string }[];
    // (The canary test's four failing networks of six raised one of another kind: canary-evidence.)
    const alerts = async () => (await all()).filter((a) => a.kind === 'telemetry-unticketed');
    // 40 (the canary test) + 150 (the forged loads) + 1 (the version not handed) so far: four crossings of 40
    // (the last at 160 reports), one episode.
    const [alert, ...rest] = await alerts();
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ merchant: 'demo', kind: 'telemetry-unticketed', count: 160 });
    expect(alert!.message).toMatch(/^160 telemetry reports for demo without a valid ticket in 10 min/);
    for (let a = 1; a <= 4; a += 1) await report(`127.8.${a}.1`, Array(5).fill(ev('1.0.0', 'error', 'not.a-ticket')));
    expect((await alerts())[0]).toMatchObject({ count: 200, message: expect.stringMatching(/^201 telemetry reports .* \(the last from 127\.8\.2\.0\/24\)/) });
    expect((await call({ method: 'GET', url: '/ops/alerts' })).statusCode).toBe(401);
  });
});
