/**
 * What a player meets when the platform fails them, in Chromium against the sandbox: the server not answering
 * (its calls and chunks refused, as a server that is down) and the network gone (puppeteer's offline mode);
 * and a call the gateway does not offer (the sandbox's switch for it), which degrades that one feature.
 *
 * Accounts: `player01` of demo2 (read only: its balance is looked at, never moved).
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { launchBrowser, loginInHeader, newPage, ops, scrollToHomeWidget, seriousA11yViolations, shot, siteUrl, until, VIEWPORTS } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the platform server answers besides the page and the host's own files: the gateway, the remotes, the CDN, the release set. */
const SERVER_CALLS = /^\/(wps|lgw|lotto|remotes|cdn|platform)(\/|$)/;

/** Refuses every call of the server while `down()` says so, as a server that is down would (connection refused). */
async function serverSwitch(page: Page, down: () => boolean): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (req: HTTPRequest) => {
    if (req.isInterceptResolutionHandled()) return;
    if (down() && SERVER_CALLS.test(new URL(req.url()).pathname)) void req.abort('connectionrefused');
    else void req.continue();
  });
}

const visibleDialogs = (page: Page) => page.$$eval('[role="dialog"], [role="alertdialog"], dialog[open]', (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

describe('when the platform or the network fails', () => {
  it('server down: says the server is not answering (not "could not be loaded"), draws the banner, and Try again brings the page back once it answers', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.phone);
    let down = true;
    await serverSwitch(page, () => down);
    await page.goto(siteUrl('/', 'demo2'));

    const notice = await page.waitForSelector('[data-testid="connection-notice"][data-status="unreachable"]', { visible: true });
    expect(await notice!.evaluate((e) => e.textContent)).toMatch(/The server is not answering\./);
    // The home banner could not be loaded: a drawn one keeps the page's shape.
    await page.waitForSelector('[data-testid="banner-drawn"]', { visible: true });
    // A remote that could not load says why, in the player's terms.
    await scrollToHomeWidget(page, 'hot');
    const fallback = await page.waitForSelector('[data-testid="remote-fallback-games"]', { visible: true });
    const said = await fallback!.evaluate((e) => e.textContent ?? '');
    expect(said).toMatch(/The server is not answering\./);
    expect(said).not.toMatch(/could not be loaded/);
    expect(await visibleDialogs(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'player-finish-server-down-390');
    expect(await seriousA11yViolations(page, '[data-testid="connection-notice"]')).toEqual([]);

    // Still down: the retry checks and says so again.
    await page.click('[data-testid="connection-retry"]');
    await page.waitForSelector('[data-testid="connection-retry"]:not([disabled])');
    expect(await page.$('[data-testid="connection-notice"]')).not.toBeNull();

    down = false;
    await page.click('[data-testid="connection-retry"]');
    await page.waitForSelector('[data-testid="connection-notice"]', { hidden: true });
    // What failed meanwhile loads again: the real banner, and the remote in place of its fallback.
    await page.waitForSelector('[data-testid="banner-carousel"] img', { visible: true });
    expect(await page.$('[data-testid="banner-drawn"]')).toBeNull();
    // The vendor lanes asked for while it was down are there now.
    await until(() => page.$$eval('.h-muted', (els) => els.map((e) => e.textContent ?? '').join('|')), (t) => /[1-9]\d* providers/.test(t), 'vendor counts', { timeoutMs: 10_000 });
    await scrollToHomeWidget(page, 'hot');
    await page.waitForSelector('[data-testid="remote-fallback-games"]', { hidden: true, timeout: 30_000 });
    await shot(page, 'player-finish-server-back-390');
    expect(problems).toEqual([]);
  });

  it('network gone: says the player is offline, keeps the balance but marks it out of date, and is current again once back online', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/', 'demo2'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await page.setViewport(VIEWPORTS.phone);
    const balance = await until(() => page.$eval('[data-testid="header-balance"]', (e) => e.textContent ?? '').catch(() => ''), (t) => /P\s?[\d,]+\.\d\d/.test(t), 'a balance');

    await page.setOfflineMode(true);
    const notice = await page.waitForSelector('[data-testid="connection-notice"][data-status="offline"]', { visible: true });
    expect(await notice!.evaluate((e) => e.textContent)).toMatch(/You are offline\./);
    await page.waitForSelector('[data-testid="balance-stale"]', { visible: true });
    // The last known amount stays up, said to be out of date; a refresh while offline does not hide it.
    await page.click('[data-testid="balance-refresh"]');
    expect(await page.$eval('[data-testid="header-balance"]', (e) => e.textContent)).toContain(balance.match(/[\d,]+\.\d\d/)![0]);
    expect(await page.$eval('[data-testid="header-balance"]', (e) => e.textContent)).toMatch(/Not up to date/);
    expect(await visibleDialogs(page)).toBe(0);
    await shot(page, 'player-finish-offline-390');

    await page.setOfflineMode(false);
    await page.waitForSelector('[data-testid="connection-notice"]', { hidden: true });
    await page.waitForSelector('[data-testid="balance-stale"]', { hidden: true });
    expect(problems).toEqual([]);
  });
});

describe('a call the gateway does not offer', () => {
  it('degrades that one feature with a clear state, never an error dialog at boot', async () => {
    const switched = ['winnerBoard', 'helpCenter'];
    for (const name of switched) expect((await ops('PUT', `/sandbox/demo2/calls/${name}`, { offered: false })).status).toBe(200);
    try {
      const { page, problems } = await newPage(browser);
      await page.setViewport(VIEWPORTS.phone);
      await page.goto(siteUrl('/', 'demo2'));
      const board = await page.waitForSelector('[data-testid="not-offered"]', { visible: true });
      expect(await board!.evaluate((e) => e.textContent)).toMatch(/Not available on this site/);
      // The rest of the page is there, and nothing pops up or claims the connection is gone.
      await page.waitForSelector('[data-testid="banner-carousel"]');
      expect(await visibleDialogs(page)).toBe(0);
      expect(await page.$('[data-testid="connection-notice"]')).toBeNull();
      await board!.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await shot(page, 'player-finish-not-offered-390');
      expect(problems).toEqual([]);
    } finally {
      for (const name of switched) await ops('PUT', `/sandbox/demo2/calls/${name}`, { offered: true });
    }
  });
});
