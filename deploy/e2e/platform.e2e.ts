/**
 * The foundation's end-to-end flows: a player across host and remotes, one copy of react-dom, ops
 * switching a merchant's member version without rebuilding the host, and a remote that cannot load.
 */
import path from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { clickWhenReady, env, launchBrowser, loginInHeader, newPage, ops, siteUrl, waitForText, waitForVersion } from './support';
import { BUILD_TIMEOUT_MS, releaseBuildMember, releasedMemberVersion } from './support-release';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openMemberCentre(page: Page): Promise<void> {
  await page.click('[data-testid="open-member-centre"]');
}

async function memberVersion(page: Page): Promise<string> {
  return waitForVersion(page, '[role="dialog"] [data-testid="remote-version"]', /member v/);
}

describe('a player', () => {
  it('logs in with the encrypted call, sees the balance, opens /rng and the member centre', async () => {
    const { page, problems } = await newPage(browser);
    const logins: HTTPRequest[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/session/login')) logins.push(r);
    });
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');

    // The login call went over the wire in the gateway's format: RSA key header, DES body, no clear password.
    expect(logins).toHaveLength(1);
    const login = logins[0]!;
    expect(login.method()).toBe('POST');
    expect(login.headers()['encryption']).toMatch(/^[0-9a-f]+$/);
    expect(login.headers()['merchant']).toBe('demo');
    const body = JSON.parse(login.postData() ?? '{}') as { value?: string };
    expect(body.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(login.postData()).not.toContain('Tessera2026');

    // Other suites share this server and move player01's money, so the header must show what the gateway holds.
    const balance = await waitForText(page, '[data-testid="header-balance"]', /\d/);
    expect(balance).toContain(await gatewayBalance('player01'));

    await clickWhenReady(page, 'a.h-nav__item[href="/rng"]');
    await waitForVersion(page, 'main [data-testid="remote-version"]', /games v/);
    await page.waitForSelector('main [data-testid="game-tile"]');
    const tiles = await page.$$('main [data-testid="game-tile"]');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(15);

    await openMemberCentre(page);
    await memberVersion(page);
    const panel = await waitForText(page, '[role="dialog"]', /12,345\.67/);
    expect(panel).toContain('player01');
    expect(problems).toEqual([]);
  });
});

describe('shared singletons', () => {
  it('downloads exactly one copy of react-dom across host and all remotes', async () => {
    const { page, problems } = await newPage(browser);
    const bodies: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
    });
    await page.goto(siteUrl('/rng'));
    await waitForVersion(page, 'main [data-testid="remote-version"]', /games v/);
    await clickWhenReady(page, 'a.h-nav__item[href="/lottery"]');
    await waitForVersion(page, 'main [data-testid="remote-version"]', /lottery v/);
    await loginInHeader(page, 'agent01', 'Tessera2026');
    await openMemberCentre(page);
    await memberVersion(page);
    await page.keyboard.press('Escape');
    await page.click('[data-testid="open-agent-centre"]');
    await waitForVersion(page, '[role="dialog"] [data-testid="remote-version"]', /agent v/);

    const scripts = await Promise.all(bodies);
    // `__reactContainer$` is internal to react-dom's client; every copy of react-dom carries it.
    const copies = scripts.filter((s) => s.includes('__reactContainer$'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(copies).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('ops', () => {
  // member built alone as a new version and published (the run's one extra member build, shared with ops.e2e.ts).
  let built = '';
  beforeAll(async () => {
    built = await releaseBuildMember();
  }, BUILD_TIMEOUT_MS);
  type Release = { revision: number; remotes: Record<string, { version: string; fallback?: { version: string } }> };

  it('pins demo to a new member build without rebuilding the host; demo2 keeps the old; CAS and rollback', async () => {
    const oldVersion = env.versions.member!;
    const newVersion = releasedMemberVersion();
    expect(built).toContain(`published member@${newVersion}`);

    const before = await ops<Release>('GET', '/ops/merchants/demo/release');
    expect(before.status).toBe(200);
    const pinned = await ops<Release>('POST', '/ops/merchants/demo/release/pin', {
      expectedRevision: before.body.revision,
      remote: 'member',
      version: newVersion,
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.revision).toBe(before.body.revision + 1);

    // A change based on a stale revision is refused.
    const stale = await ops('POST', '/ops/merchants/demo/release/pin', { expectedRevision: before.body.revision, remote: 'member', version: oldVersion });
    expect(stale.status).toBe(409);

    const demo = await newPage(browser);
    await demo.page.goto(siteUrl('/'));
    await loginInHeader(demo.page, 'player01', 'Tessera2026');
    await openMemberCentre(demo.page);
    expect(await memberVersion(demo.page)).toContain(`member v${newVersion}`);
    expect(await waitForVersion(demo.page, '[data-testid="host-version"]', /host v/)).toContain(`host v${env.versions.host}`);

    const demo2 = await newPage(browser);
    await demo2.page.goto(siteUrl('/', 'demo2'));
    await loginInHeader(demo2.page, 'player01', 'Tessera2026');
    await openMemberCentre(demo2.page);
    expect(await memberVersion(demo2.page)).toContain(`member v${oldVersion}`);

    const rolledBack = await ops<Release>('POST', '/ops/merchants/demo/release/rollback', {
      expectedRevision: pinned.body.revision,
      toRevision: before.body.revision,
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body.revision).toBe(pinned.body.revision + 1);
    expect(rolledBack.body.remotes.member?.version).toBe(oldVersion);

    await demo.page.reload();
    await demo.page.waitForSelector('[data-testid="account-box"]');
    await openMemberCentre(demo.page);
    expect(await memberVersion(demo.page)).toContain(`member v${oldVersion}`);

    const audit = await ops<unknown[]>('GET', '/ops/audit');
    expect(JSON.stringify(audit.body)).toContain(newVersion);
    expect([...demo.problems, ...demo2.problems]).toEqual([]);
  });
});

describe('a remote that cannot load', () => {
  it('shows the member fallback with retry while header, /rng and /lottery work; retry recovers', async () => {
    const { page } = await newPage(browser);
    let blocked = true;
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (blocked && r.url().includes('/remotes/member/')) void r.abort('connectionrefused');
      else void r.continue();
    });
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await openMemberCentre(page);
    await page.waitForSelector('[data-testid="remote-fallback-member"] button', { visible: true });

    // Close the member area: the rest of the site works.
    await page.keyboard.press('Escape');
    // Once it shows an amount: the header may be refreshing it ("Updating balance").
    expect(await waitForText(page, '[data-testid="header-balance"]', /\d/)).toContain(await gatewayBalance('player01'));
    await clickWhenReady(page, 'a.h-nav__item[href="/rng"]');
    await page.waitForSelector('main [data-testid="game-tile"]');
    await clickWhenReady(page, 'a.h-nav__item[href="/lottery"]');
    await waitForVersion(page, 'main [data-testid="remote-version"]', /lottery v/);

    await openMemberCentre(page);
    await page.waitForSelector('[data-testid="remote-fallback-member"] button', { visible: true });
    blocked = false;
    await page.click('[data-testid="remote-fallback-member"] button');
    expect(await memberVersion(page)).toContain('member v');
    expect(await waitForText(page, '[role="dialog"]', /player01/)).toContain('player01');

    const telemetry = await ops<unknown>('GET', '/ops/telemetry');
    expect(JSON.stringify(telemetry.body)).toMatch(/member.*error|error.*member/);
  });
});

/** player01's main balance as the gateway reports it, formatted like the header (12,345.67). */
async function gatewayBalance(username: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Merchant: 'demo' };
  const login = await fetch(`${env.server}/wps/session/login/unsecure`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: 'Tessera2026', type: 'username' }),
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const res = await fetch(`${env.server}/wps/v2/wallets/balance`, { headers: { Merchant: 'demo', Authorization: token } });
  const sum = ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
  return sum.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

describe('integrity', () => {
  it('refuses a remote entry whose bytes differ from what was published; a new visit gets the lottery once they match', async () => {
    const { existsSync, readFileSync, renameSync, writeFileSync } = await import('node:fs');
    const entry = path.join(env.dataDir, 'artifacts/remotes/lottery', env.versions.lottery!, 'remoteEntry.js');
    const original = readFileSync(entry);
    // The precompressed copies written at publish would be served instead of the file: set them aside so
    // the browser gets the tampered bytes, as it would from a tampered CDN.
    const siblings = ['.br', '.gz'].map((ext) => entry + ext).filter((f) => existsSync(f));
    const { page } = await newPage(browser);
    try {
      for (const f of siblings) renameSync(f, `${f}.aside`);
      writeFileSync(entry, Buffer.concat([original, Buffer.from('\n;window.__tampered = true;\n')]));
      await page.goto(siteUrl('/lottery'));
      await page.waitForSelector('[data-testid="remote-fallback-lottery"] button', { visible: true });
      expect(await page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered)).toBeUndefined();
      // The header and the rest of the site still work.
      await clickWhenReady(page, 'a.h-nav__item[href="/rng"]');
      await page.waitForSelector('main [data-testid="game-tile"]');
      await clickWhenReady(page, 'a.h-nav__item[href="/lottery"]');
      await page.waitForSelector('[data-testid="remote-fallback-lottery"] button', { visible: true });
    } finally {
      writeFileSync(entry, original);
      for (const f of siblings) renameSync(`${f}.aside`, f);
    }
    // Versioned files are cached as immutable, so this browser keeps the refused bytes; a new visitor
    // gets the published entry and the lottery again.
    const fresh = await newPage(browser);
    await fresh.page.goto(siteUrl('/lottery'));
    await waitForVersion(fresh.page, 'main [data-testid="remote-version"]', /lottery v/);
  });
});
