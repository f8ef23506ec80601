/**
 * Field truth in Chromium (docs/field-truth.md): real page views on both demo merchants measure Web Vitals and flow
 * outcomes once the page is idle, send them when the page is hidden, and the ops API shows them per app version;
 * the same report again (a replay) or one under a forged ticket does not move the numbers; the Prometheus endpoint
 * answers in its format and refuses a credential without the `metrics` scope. Then the canary decides on field
 * data: a member build whose deposit button blocks 400 ms per tap, a canary on demo, is switched off with the
 * evidence in the audit, while a healthy member canary on demo2 beside it is not.
 * Moves money only of demo2's agent01m5 (one deposit), which no other suite reads. Leaves both merchants' release
 * sets and field canary policies as it found them.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { canaryBucket } from '../../shared/src/contracts/release-set';
import { tarGz } from '../server/src/test-utils/helpers';
import { env, launchBrowser, loginInHeader, newPage, ops, pageWithBucket, siteUrl, until, waitForText, VIEWPORTS } from './support';
import { publishedMemberAs } from './support-release';

type MetricSummary = { count: number; p75: number | null };
type VersionSummary = { app: string; version: string; role: string; vitals: Record<string, MetricSummary>; flows: { flow: string; ok: number; fail: number }[] };
type Summary = { versions: VersionSummary[] };

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const summary = async (merchant: string) => (await ops<Summary>('GET', `/ops/field?merchant=${merchant}&since=1h`)).body;
const count = (s: Summary, app: string, metric: string) => s.versions.filter((v) => v.app === app).reduce((n, v) => n + (v.vitals[metric]?.count ?? 0), 0);
const flows = (s: Summary, app: string, flow: string) =>
  s.versions.filter((v) => v.app === app).flatMap((v) => v.flows.filter((f) => f.flow === flow)).reduce((a, f) => ({ ok: a.ok + f.ok, fail: a.fail + f.fail }), { ok: 0, fail: 0 });

/** Opens home, waits until the field code has loaded (after idle), and records the reports the page sends. */
async function measuredPage(merchant: string): Promise<{ page: Page; problems: string[]; beacons: string[] }> {
  const { page, problems } = await newPage(browser);
  await page.setViewport(VIEWPORTS.desktop);
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/platform/field') return;
    // A beacon's Blob body is fetched from the browser, not carried on the event.
    void (async () => beacons.push(r.postData() ?? (await r.fetchPostData()) ?? ''))();
  });
  await page.goto(siteUrl('/', merchant));
  // The collector is its own chunk, asked for only after the page is idle and the merchant's sample took it.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/field\.[0-9a-f]+\.js$/.test(e.name)), { timeout: 20_000 });
  return { page, problems, beacons };
}

/**
 * The page is hidden, as when the player switches apps (headless Chromium never hides a tab by itself): the
 * collector and web-vitals hear the same `visibilitychange` a real hide fires, and the report goes out.
 */
async function hide(page: Page, beacons: string[]): Promise<string> {
  const before = beacons.length;
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await until(() => beacons.length, (n) => n > before, 'a field report when the page is hidden', { timeoutMs: 10_000 });
  return beacons[beacons.length - 1]!;
}

describe('field truth', () => {
  it('real page views on both merchants report vitals and flow outcomes, per app version', async () => {
    const demoBefore = await summary('demo');
    const demo2Before = await summary('demo2');

    // demo: a player logs in.
    const a = await measuredPage('demo');
    await loginInHeader(a.page, 'player01', 'Tessera2026');
    await waitForText(a.page, '[data-testid="header-balance"]', /\d/);
    const sentA = JSON.parse(await hide(a.page, a.beacons)) as { vitals: { metric: string; app: string }[]; flows: { flow: string; ok: boolean; app: string }[] };
    expect(sentA.vitals.map((v) => v.metric)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
    expect(sentA.flows).toEqual(expect.arrayContaining([expect.objectContaining({ flow: 'login', ok: true, app: 'host' })]));

    // demo2: a player logs in and deposits in the member centre (the member remote's flow).
    const b = await measuredPage('demo2');
    await loginInHeader(b.page, 'agent01m5', 'Tessera2026');
    await waitForText(b.page, '[data-testid="header-balance"]', /\d/);
    await b.page.click('[data-testid="open-deposit"]');
    await b.page.waitForSelector('[data-testid="dep-amount"]');
    await b.page.click('[data-testid="dep-channel-gcash"]');
    await b.page.type('[data-testid="dep-amount"]', '150');
    await b.page.click('[data-testid="dep-submit"]');
    await waitForText(b.page, '[data-testid="dep-notices"]', /submitted/);
    const sentB = JSON.parse(await hide(b.page, b.beacons)) as { flows: { flow: string; app: string; version: string }[] };
    const deposit = sentB.flows.find((f) => f.flow === 'deposit')!;
    expect(deposit).toMatchObject({ app: 'member', version: env.versions.member });

    const demo = await until(() => summary('demo'), (s) => count(s, 'host', 'FCP') > count(demoBefore, 'host', 'FCP'), 'demo FCP counted');
    expect(count(demo, 'host', 'TTFB')).toBeGreaterThan(count(demoBefore, 'host', 'TTFB'));
    expect(flows(demo, 'host', 'login').ok).toBe(flows(demoBefore, 'host', 'login').ok + 1);
    const demo2 = await until(() => summary('demo2'), (s) => flows(s, 'member', 'deposit').ok > flows(demo2Before, 'member', 'deposit').ok, 'demo2 deposit counted');
    const member = demo2.versions.find((v) => v.app === 'member' && v.version === env.versions.member)!;
    expect(member.role).toBe('stable');
    expect(flows(demo2, 'host', 'login').ok).toBe(flows(demo2Before, 'host', 'login').ok + 1);
    expect(count(demo2, 'host', 'LCP') + count(demo2, 'games', 'LCP') + count(demo2, 'lottery', 'LCP')).toBeGreaterThan(
      count(demo2Before, 'host', 'LCP') + count(demo2Before, 'games', 'LCP') + count(demo2Before, 'lottery', 'LCP'),
    );

    // The same report again (a replay), and under a forged ticket: nothing moves.
    const report = a.beacons[a.beacons.length - 1]!;
    const post = (body: string) => fetch(`${env.server}/platform/field`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post(report)).status).toBe(204);
    const forged = JSON.parse(report) as { ticket: string };
    forged.ticket = `${forged.ticket.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await post(JSON.stringify(forged))).status).toBe(204);
    const after = await summary('demo');
    expect(count(after, 'host', 'FCP')).toBe(count(demo, 'host', 'FCP'));
    expect(flows(after, 'host', 'login')).toEqual(flows(demo, 'host', 'login'));
    expect([...a.problems, ...b.problems]).toEqual([]);
    await Promise.all([a.page.close(), b.page.close()]);
  });

  it('serves Prometheus its text format for the metrics scope, and refuses other credentials', async () => {
    const make = async (name: string, scopes: string[]) => (await ops<{ token: string }>('POST', '/ops/credentials', { name, scopes })).body.token;
    const suffix = Date.now().toString(36);
    const scrape = (token: string) => fetch(`${env.server}/ops/metrics`, { headers: { authorization: `Bearer ${token}` } });
    const res = await scrape(await make(`field-prom-${suffix}`, ['metrics']));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^tessera_field_vital_seconds\{merchant="demo",app="host",version="[^"]+",role="stable",metric="FCP",quantile="0\.75",window="1h"\} [\d.]+$/m);
    expect(text).toMatch(/^tessera_field_flow_outcomes\{merchant="demo2",app="member",version="[^"]+",flow="deposit",outcome="ok",window="1h"\} \d+$/m);
    expect(text).toMatch(/^tessera_remote_loads_total\{merchant="demo2",remote="member",version="[^"]+"\} \d+$/m);
    expect((await scrape(await make(`field-team-${suffix}`, ['release:demo']))).status).toBe(403);
  });
});

const stableMember = env.versions.member!;
const stamp = Date.now();
const slowVersion = `${stableMember}-slow.${stamp}`;
const healthyVersion = `${stableMember}-healthy.${stamp}`;
type Release = { revision: number; remotes: Record<string, { version: string; canary?: { version: string } }> };
type AuditRow = { actor: string; action: string; note?: string; after: unknown };
const releaseOf = async (merchant: string) => (await ops<Release>('GET', `/ops/merchants/${merchant}/release`)).body;
const auditOf = async (merchant: string, action: string) => (await ops<AuditRow[]>('GET', `/ops/audit?merchant=${merchant}&action=${action}&limit=20`)).body;

/** The published member build as `version`; `slow`: a click on its deposit button is handled for 400 ms. */
async function publishMember(version: string, slow: boolean): Promise<void> {
  const dir = publishedMemberAs(version);
  try {
    if (slow) {
      const entry = path.join(dir, 'remoteEntry.js');
      const block = `;document.addEventListener('click', function (e) { var t = e.target; if (t && t.closest && t.closest('[data-testid="dep-submit"]')) { var end = performance.now() + 400; while (performance.now() < end) {} } }, true);\n`;
      writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n${block}`);
    }
    const res = await fetch(`${env.server}/ops/artifacts`, { method: 'POST', headers: { Authorization: `Bearer ${env.token}`, 'Content-Type': 'application/gzip' }, body: new Uint8Array(await tarGz(dir)) });
    expect(res.status).toBe(201);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A loopback port whose connections reach the server from 127.0.`net`.1: to the server, a network (/24) of its
 * own, as players on different networks are (the browser itself only ever connects from 127.0.0.1).
 */
async function networkProxy(net: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: env.port, localAddress: `127.0.${net}.1` });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.pipe(upstream).pipe(client);
    for (const s of [client, upstream]) s.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A bucket id in (or out of) `merchant`'s 50 % member canary, from the contract's bucket rule. */
function bucketId(merchant: string, inCanary: boolean, tag: string): string {
  for (let i = 0; ; i += 1) if (canaryBucket(`field-${tag}-${i}`, merchant, 'member') < 50 === inCanary) return `field-${tag}-${i}`;
}

/**
 * Players of one bucket (in or out of `merchant`'s member canary) tap the deposit button in `loads` page loads on
 * each network 127.0.`net`.0/24 of `nets` (a port of its own each, so a session of its own per origin: the one
 * login is carried over). The member centre is open on deposit (its URL says so), so each page load's first
 * input is that tap (INP's first input), reported when the page is hidden. Returns the member INPs sent.
 */
async function tapDeposit(browser: Browser, merchant: string, inCanary: boolean, nets: number[], loads: number, proxies: Server[]): Promise<{ version: string; value: number }[]> {
  const { page, problems } = await pageWithBucket(browser, bucketId(merchant, inCanary, `${nets[0]}`));
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/platform/field') return;
    void (async () => beacons.push(r.postData() ?? (await r.fetchPostData()) ?? ''))();
  });
  const sent: { version: string; value: number }[] = [];
  for (const [n, net] of nets.entries()) {
    const proxy = await networkProxy(net);
    proxies.push(proxy);
    // A light page (the notices) under the member centre: a page load costs the machine less than home's.
    const url = `http://${merchant === 'demo' ? 'localhost' : `${merchant}.localhost`}:${(proxy.address() as AddressInfo).port}/noticePage?mc=depositv2`;
    if (n === 0) {
      await page.goto(url.replace('?mc=depositv2', ''));
      await loginInHeader(page, 'player01', 'Tessera2026');
      // The session (session storage, one per origin) is carried to the other networks' origins.
      const session = await page.evaluate(() => Object.entries(sessionStorage));
      await page.evaluateOnNewDocument((entries: [string, string][]) => {
        try {
          for (const [k, v] of entries) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v);
        } catch {
          // about:blank has no storage
        }
      }, session);
    }
    for (let i = 0; i < loads; i++) {
      if (i > 0) await page.reload();
      else await page.goto(url);
      await page.waitForSelector('[data-testid="dep-submit"]');
      // The tap's timing entry exists once the browser has painted after it.
      const tapped = page.evaluate(() => new Promise<void>((resolve) => new PerformanceObserver(() => resolve()).observe({ type: 'first-input', buffered: true })));
      await page.click('[data-testid="dep-submit"]');
      await tapped;
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/field\.[0-9a-f]+\.js$/.test(e.name)), { timeout: 20_000 });
      const report = JSON.parse(await hide(page, beacons)) as { vitals: { metric: string; app: string; version: string; value: number }[] };
      const inp = report.vitals.find((v) => v.metric === 'INP' && v.app === 'member');
      if (inp) sent.push(inp);
    }
  }
  expect(problems).toEqual([]);
  await page.browserContext().close();
  return sent;
}

describe('the canary decides on field data', () => {
  const start: Record<string, number> = {};
  const proxies: Server[] = [];
  const browsers: Browser[] = [];
  beforeAll(async () => {
    for (const m of ['demo', 'demo2']) start[m] = (await releaseOf(m)).revision;
    await publishMember(slowVersion, true);
    await publishMember(healthyVersion, false);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await Promise.all(proxies.map((p) => new Promise((r) => p.close(r))));
    for (const m of ['demo', 'demo2']) {
      expect((await ops('PUT', `/ops/field/${m}/settings`, { canary: { minSamples: 40, minAttempts: 40, minNetworks: 10 } })).status).toBe(200);
      const current = await releaseOf(m);
      if (current.revision !== start[m]) expect((await ops('POST', `/ops/merchants/${m}/release/rollback`, { expectedRevision: current.revision, toRevision: start[m] })).status).toBe(200);
    }
  });

  it('switches off a canary slow to answer a tap, with the evidence in the audit, and leaves a healthy one on', async () => {
    for (const [m, version] of [['demo', slowVersion], ['demo2', healthyVersion]] as const) {
      // Judged from 10 measurements a side and three networks (the defaults ask for 40 and 10).
      expect((await ops('PUT', `/ops/field/${m}/settings`, { canary: { minSamples: 10, minAttempts: 10, minNetworks: 3 } })).status).toBe(200);
      const set = await ops('POST', `/ops/merchants/${m}/release/canary`, { expectedRevision: (await releaseOf(m)).revision, remote: 'member', version, percent: 50 });
      expect(set.status).toBe(200);
    }
    // Three browsers (their own processes, so a blocked tap slows no other page): demo's canary players, demo's
    // stable players, demo2's players. Each player on a network of their own. Each network is one voice in the
    // decision (field-networks.ts): six a side on demo, so a slow canary stands out beyond noise (z ≈ 5 against 4).
    const mine: Browser[] = [];
    for (let i = 0; i < 3; i++) mine.push(await launchBrowser());
    browsers.push(...mine);
    const [slow, stable, demo2] = await Promise.all([
      tapDeposit(mine[0]!, 'demo', true, [61, 62, 63, 72, 73, 74], 4, proxies),
      tapDeposit(mine[1]!, 'demo', false, [64, 65, 66, 75, 76, 77], 4, proxies),
      (async () => [...(await tapDeposit(mine[2]!, 'demo2', true, [67, 68, 69], 4, proxies)), ...(await tapDeposit(mine[2]!, 'demo2', false, [70, 71], 5, proxies))])(),
    ]);
    // What the players' pages measured: the slow build's taps take its 400 ms.
    expect(slow.filter((v) => v.version === slowVersion).every((v) => v.value >= 400)).toBe(true);
    expect(stable.filter((v) => v.version === stableMember).length).toBeGreaterThanOrEqual(15);

    const off = await until(() => releaseOf('demo'), (r) => !r.remotes.member!.canary, 'demo canary switched off', { timeoutMs: 20_000, everyMs: 250 });
    expect(off.remotes.member!.version).toBe(stableMember);
    const [rollback] = await auditOf('demo', 'auto-rollback');
    expect(rollback).toMatchObject({ actor: 'field-canary', note: expect.stringMatching(new RegExp(`^canary member@${slowVersion.replace(/[.+]/g, '\\$&')} switched off by its players' field data: p75 INP \\d+ ms against stable's \\d+ ms .*; from [3-9] networks over 60 min$`)) });
    const [evidence] = await auditOf('demo', 'field-evidence');
    const e = evidence!.after as { version: string; stable: string; networks: number; INP: { canaryP75: number; stableP75: number; canaryCount: number; stableCount: number } };
    expect(e).toMatchObject({ version: slowVersion, stable: stableMember });
    expect(e.networks).toBeGreaterThanOrEqual(3);
    // (A p75 read from the sketch is within 2 % of the true one.)
    expect(e.INP.canaryP75).toBeGreaterThanOrEqual(392);
    expect(e.INP.canaryP75).toBeGreaterThan(1.2 * e.INP.stableP75);
    expect(e.INP.canaryCount).toBeGreaterThanOrEqual(10);

    // demo2's healthy canary was judged (enough measurements from enough networks) and left on.
    expect(demo2.filter((v) => v.version === healthyVersion).length).toBeGreaterThanOrEqual(10);
    expect((await releaseOf('demo2')).remotes.member!.canary?.version).toBe(healthyVersion);
    expect((await auditOf('demo2', 'field-evidence')).filter((r) => (r.after as { version: string }).version === healthyVersion)).toEqual([]);
  }, 240_000);
});
