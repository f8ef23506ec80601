/**
 * The field intake and its reads through the server: ticketed reports count once, forged, replayed or uncovered
 * ones do not move the numbers, flow failures carry a message key only, and the Prometheus endpoint answers in its
 * format for the `metrics` scope and refuses a credential without it.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server.js';
import { listen, publishDemo, tempDir, ticketFor, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import type { FieldSummary } from './field-summary.js';

const TOKEN = 'field-test-ops-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let app: FastifyInstance;
let call: (req: TestRequest) => Promise<TestResponse>;

jest.setTimeout(60_000);

beforeAll(async () => {
  app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
  call = await listen(app);
  await publishDemo(call, TOKEN, ['1.0.0', '1.1.0']);
  const release = (await call({ method: 'GET', url: '/ops/merchants/demo/release', headers: auth })).json() as { revision: number };
  const canary = await call({ method: 'POST', url: '/ops/merchants/demo/release/canary', headers: auth, payload: { expectedRevision: release.revision, remote: 'member', version: '1.1.0', percent: 50 } });
  expect(canary.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const report = (ticket: string, over: Record<string, unknown> = {}) => ({
  merchant: 'demo',
  host: '1.0.0',
  route: 'home',
  device: 'phone',
  ticket,
  vitals: [
    { metric: 'LCP', value: 1800, app: 'host', version: '1.0.0' },
    { metric: 'INP', value: 120, app: 'member', version: '1.0.0' },
    { metric: 'CLS', value: 0.02, app: 'host', version: '1.0.0' },
  ],
  flows: [
    { flow: 'deposit', ok: true, app: 'member', version: '1.0.0', seq: 0 },
    { flow: 'deposit', ok: false, error: 'wallet.errors.declined', app: 'member', version: '1.0.0', seq: 1 },
  ],
  ...over,
});
const post = (payload: unknown, client = 1) => call({ method: 'POST', url: '/platform/field', payload, localAddress: `127.0.${client}.9` });
const summary = async (): Promise<FieldSummary> => (await call({ method: 'GET', url: '/ops/field?merchant=demo&since=1h', headers: auth })).json() as FieldSummary;
const of = (s: FieldSummary, app: string, version: string) => s.versions.find((v) => v.app === app && v.version === version);

describe('field intake', () => {
  it('counts a ticketed report once per page load, per owning app and version', async () => {
    const ticket = await ticketFor(call);
    expect((await post(report(ticket))).statusCode).toBe(204);
    // The same page load again (a replay, or a second hide of the page): nothing more counts.
    expect((await post(report(ticket))).statusCode).toBe(204);
    expect((await post(report(ticket), 2)).statusCode).toBe(204);
    const s = await summary();
    const host = of(s, 'host', '1.0.0')!;
    expect(host.role).toBe('stable');
    expect(host.vitals.LCP.count).toBe(1);
    expect(Math.abs(host.vitals.LCP.p75! - 1800)).toBeLessThanOrEqual(36);
    expect(host.vitals.LCP.rating).toBe('good');
    expect(host.vitals.CLS.count).toBe(1);
    const member = of(s, 'member', '1.0.0')!;
    expect(member.vitals.INP.count).toBe(1);
    expect(member.flows).toEqual([{ flow: 'deposit', ok: 1, fail: 1, successRate: 0.5, errors: [{ key: 'wallet.errors.declined', count: 1 }] }]);
  });

  it('does not count reports without a valid ticket, or about versions the ticket does not name', async () => {
    const before = of(await summary(), 'member', '1.0.0')!.vitals.INP.count;
    const ticket = await ticketFor(call);
    const forged = `${ticket.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await post(report(forged), 3)).statusCode).toBe(204);
    expect((await post(report('not-a-ticket'), 3)).statusCode).toBe(204);
    const other = await ticketFor(call);
    expect((await post(report(other, { vitals: [{ metric: 'INP', value: 900, app: 'member', version: '9.9.9' }], flows: [] }), 4)).statusCode).toBe(204);
    // Another merchant's name under demo's ticket.
    expect((await post(report(other, { merchant: 'demo2' }), 4)).statusCode).toBe(204);
    const after = await summary();
    expect(of(after, 'member', '1.0.0')!.vitals.INP.count).toBe(before);
    expect(of(after, 'member', '9.9.9')).toBeUndefined();
  });

  it('puts a canary beside stable with its comparison', async () => {
    for (let i = 0; i < 3; i++) {
      const ticket = await ticketFor(call);
      expect((await post(report(ticket, { vitals: [{ metric: 'INP', value: 480, app: 'member', version: '1.1.0' }], flows: [] }), 10 + i)).statusCode).toBe(204);
    }
    const canary = of(await summary(), 'member', '1.1.0')!;
    expect(canary.role).toBe('canary');
    expect(canary.vitals.INP.count).toBe(3);
    expect(canary.vitals.INP.rating).toBe('needs-improvement');
    expect(canary.vsStable?.INP.ratio).toBeGreaterThan(3);
    expect(canary.vsStable?.INP.canaryCount).toBe(3);
  });

  it('refuses free text where an error key belongs, and malformed reports, saying why', async () => {
    const ticket = await ticketFor(call);
    const bad = await post(report(ticket, { flows: [{ flow: 'deposit', ok: false, error: 'declined for alice 13812345678', app: 'member', version: '1.0.0', seq: 0 }] }), 5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_field_report', message: 'flow 0: error must be a message key' });
    expect((await post(report(ticket, { route: 'anything' }), 5)).json().message).toBe('route is invalid');
    expect((await post(report(ticket, { vitals: [{ metric: 'LCP', value: -1, app: 'host', version: '1.0.0' }] }), 5)).statusCode).toBe(400);
    expect((await post({ merchant: 'demo' }, 5)).statusCode).toBe(400);
  });

  it('serves the sample rate ops set, defaulting to every page load of a demo merchant', async () => {
    expect((await call({ method: 'GET', url: '/platform/field/settings/demo.json' })).json()).toEqual({ sampleRate: 1 });
    const set = await call({ method: 'PUT', url: '/ops/field/demo/settings', headers: auth, payload: { sampleRate: 0.25 } });
    expect(set.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/platform/field/settings/demo.json' })).json()).toEqual({ sampleRate: 0.25 });
    expect((await call({ method: 'PUT', url: '/ops/field/demo/settings', headers: auth, payload: { sampleRate: 2 } })).statusCode).toBe(400);
    const audit = (await call({ method: 'GET', url: '/ops/audit?merchant=demo&action=field-sample-rate', headers: auth })).json() as { after: unknown }[];
    expect(audit[0]?.after).toEqual({ sampleRate: 0.25 });
    await call({ method: 'PUT', url: '/ops/field/demo/settings', headers: auth, payload: { sampleRate: 1 } });
  });

  it('answers Prometheus scrapes in its text format, for the metrics scope only', async () => {
    const make = async (name: string, scopes: string[]) => (await call({ method: 'POST', url: '/ops/credentials', headers: auth, payload: { name, scopes } })).json().token as string;
    const scraper = await make('grafana', ['metrics']);
    const team = await make('member-team', ['remote:member', 'release:demo']);
    const res = await call({ method: 'GET', url: '/ops/metrics', headers: { authorization: `Bearer ${scraper}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^# HELP tessera_field_vital_seconds /m);
    expect(res.body).toMatch(/^tessera_field_vital_seconds\{merchant="demo",app="host",version="1\.0\.0",role="stable",metric="LCP",quantile="0\.75",window="1h"\} 1\.\d+$/m);
    expect(res.body).toMatch(/^tessera_field_flow_outcomes\{merchant="demo",app="member",version="1\.0\.0",flow="deposit",outcome="fail",window="1h"\} 1$/m);
    expect(res.body).toMatch(/^tessera_field_reports_total\{result="replayed"\} \d+$/m);
    const refused = await call({ method: 'GET', url: '/ops/metrics', headers: { authorization: `Bearer ${team}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('metrics');
    expect((await call({ method: 'GET', url: '/ops/metrics' })).statusCode).toBe(401);
  });
});
