/**
 * A player's finish in Chromium against the sandbox: free play plays (a guest spins a game and
 * bets in the lottery with its trial balance, and is still kept out of what needs a real account); phone
 * numbers as people type them (+63 9171001001 logs in by SMS); every centre a URL (reload keeps it, a link
 * opens it, Back closes it); the lobby's state in the URL; a localised title per route.
 */
import type { Browser, Frame, Page } from 'puppeteer-core';
import { clickWhenReady, fill, launchBrowser, loginInHeader, newPage, ops, seriousA11yViolations, shot, siteUrl, VIEWPORTS, waitForText } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const TILE = 'main [data-testid="game-tile"]';
const MC = '.mc-panel';

/** The header balance as a number (`P 1,999.00` → 1999). */
async function headerBalance(page: Page): Promise<number> {
  const text = await waitForText(page, '[data-testid="header-balance"]', /\d/);
  return Number(text.replace(/[^\d.]/g, ''));
}

/** Waits until the lobby's list has settled (no loading cover, tiles or a state shown). */
async function lobbySettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-cover"]') && !!document.querySelector('main [data-testid="game-tile"], main .gm-lobby .t-state:not([role="status"])'));
}

const param = async (page: Page, name: string) => page.evaluate((n) => new URLSearchParams(location.search).get(n), name);

describe('free play plays', () => {
  it('lets a guest spin a game and bet in the lottery with its trial balance, and keeps it out of what needs a real account', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, '[data-testid="header-free-play"]');
    await waitForText(page, '[data-testid="header-account"]', /guest/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    expect(await headerBalance(page)).toBe(2000);

    // A game: the launch opens the sandbox game, a spin moves the trial balance, the header follows.
    await page.goto(siteUrl('/fish'));
    await page.waitForSelector(TILE);
    await lobbySettled(page);
    await page.click(`${TILE}:first-child .gm-tile__play`);
    await page.waitForFunction(() => location.pathname === '/game');
    const frameEl = await page.waitForSelector('iframe.gp-frame__game');
    const game = await frameEl!.contentFrame();
    await game.waitForSelector('button:not([disabled])');
    await game.click('button');
    await game.waitForFunction(() => /win/i.test(document.querySelector('[role="status"]')?.textContent ?? ''));
    const afterSpin = Number((await game.$eval('[data-testid="sandbox-balance"]', (e) => (e as HTMLElement).innerText)).replace(/[^\d.]/g, ''));
    expect(afterSpin).not.toBe(2000);
    await page.waitForFunction(
      (want) => Number(((document.querySelector('[data-testid="header-balance"]') as HTMLElement | null)?.innerText ?? '').replace(/[^\d.]/g, '')) === want,
      { timeout: 20_000 },
      afterSpin,
    );
    await shot(page, 'player-free-play-spin');

    // The lottery: the betting view opens (no warning), a bet's stake leaves the trial balance.
    await page.goto(siteUrl('/lottery?gameCode=LOTTO1M'));
    await clickWhenReady(page, '[data-testid="lottery-details"] .lt-details__head button');
    const handle = await page.waitForSelector('[data-testid="lottery-launch"] iframe', { visible: true });
    const lottery: Frame = (await handle!.contentFrame())!;
    await lottery.waitForSelector('input[name="pick"]');
    expect(await page.$('[data-testid="lottery-trial-warning"]')).toBeNull();
    await lottery.type('input[name="pick"]', '42');
    await Promise.all([lottery.waitForNavigation(), lottery.click('form button[type="submit"]')]);
    await lottery.waitForSelector('.msg[role="status"]');
    await lottery.waitForFunction(() => /\d/.test(document.getElementById('balance')?.textContent ?? ''));
    const afterBet = Number(((await lottery.$eval('#balance', (e) => e.textContent)) ?? '').replace(/[^\d.]/g, ''));
    expect(afterBet).toBeLessThan(afterSpin);
    // One balance while betting: the header follows the bet with the frame still open.
    await page.waitForFunction(
      (before) => Number(((document.querySelector('[data-testid="header-balance"]') as HTMLElement | null)?.innerText ?? '').replace(/[^\d.]/g, '')) < before,
      { timeout: 20_000 },
      afterSpin,
    );
    expect(await lottery.$eval('#balance', (e) => e.textContent)).toMatch(/^P \d{1,3}(,\d{3})*\.\d\d$/);
    await shot(page, 'player-free-play-lottery');
    await page.click('[data-testid="lottery-launch"] .lt-launch__bar button');

    // Still a real account's: favourites in a lobby and the member centre.
    await page.goto(siteUrl('/fish'));
    await page.waitForSelector(TILE);
    await lobbySettled(page);
    await page.click('.gm-tabs button:nth-of-type(3)'); // Favourites
    await waitForText(page, '[data-testid="trial-warning"]', /register an account first/i);
    await page.click('[data-testid="trial-warning"] .t-btn--primary');
    await page.waitForSelector('[data-testid="trial-warning"]', { hidden: true });
    await page.click('[data-testid="open-member-centre"]');
    await waitForText(page, '[data-testid="warning-dialog"]', /register an account first/i);
    expect(await seriousA11yViolations(page, '[data-testid="warning-dialog"]')).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('phone numbers as people type them', () => {
  it('logs player01 in by SMS with +63 and 9171001001 (stored as 09171001001)', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, 'form.h-login--header [data-testid="login-tab-sms"]');
    // The SMS tab swaps in the login form's own module first (host/src/app/shell/header-login.tsx): the field comes with it.
    await fill(page, 'form.h-login--header input[type="tel"]', '917 100 1001');
    await page.click('[data-testid="sms-send-login"]');
    await waitForText(page, '[data-testid="sms-send-login"]', /\d+s/);
    const { status, body } = await ops<{ code: string; mobile: string }>('GET', '/sandbox/demo/sms/last?mobile=9171001001');
    expect(status).toBe(200);
    expect(body.mobile).toBe('09171001001');
    await page.type('form.h-login--header input[autocomplete="one-time-code"]', body.code);
    await page.click('form.h-login--header button[type="submit"]');
    await page.waitForSelector('[data-testid="account-box"]');
    expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('player01');
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('every screen a URL', () => {
  it('opens the member centre as ?mc=<page>: a reload keeps it, Back closes it and leaves the page behind as it was', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await page.goto(siteUrl('/rng?page=JL'));
    await page.waitForSelector(TILE);
    await lobbySettled(page);
    await page.click('[data-testid="open-member-centre"]');
    await page.waitForSelector(`${MC} nav button`);
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mc') === 'securityCenter');
    expect(await param(page, 'page')).toBe('JL');

    // A page picked in the centre's menu replaces the entry.
    const buttons = await page.$$(`${MC} nav button`);
    for (const b of buttons) if (/Withdraw/.test(await b.evaluate((e) => e.textContent ?? ''))) await b.click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mc') === 'withdraw');

    // A reload opens it again on that page.
    await page.reload();
    await page.waitForSelector(`${MC} nav button[aria-current="page"]`);
    expect(await page.$eval(`${MC} nav button[aria-current="page"]`, (e) => e.textContent)).toMatch(/Withdraw/);
    await shot(page, 'player-centre-url-reload');

    // Back closes it, and the lobby behind is the same vendor.
    await page.goBack();
    await page.waitForSelector(MC, { hidden: true });
    expect(await param(page, 'mc')).toBeNull();
    expect(await page.evaluate(() => location.pathname)).toBe('/rng');
    expect(await param(page, 'page')).toBe('JL');

    // A link opens it; the close button takes the entry away again.
    await page.goto(siteUrl('/?mc=depositv2'));
    await page.waitForSelector(`${MC} nav button[aria-current="page"]`);
    expect(await page.$eval(`${MC} nav button[aria-current="page"]`, (e) => e.textContent)).toMatch(/Deposit/);
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('opens the agent centre from a link (?ac=) for an agent', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01', 'Tessera2026');
    await page.goto(siteUrl('/live?ac=agentTeamOverview'));
    await page.waitForSelector('.ac-modal .ac-body');
    await page.goBack();
    await page.waitForSelector('.ac-modal', { hidden: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);

  it('keeps the lobby state in the URL: vendor, search and page survive a reload, Back restores the earlier state', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/rng'));
    await page.waitForSelector(TILE);
    await lobbySettled(page);
    // The first vendor completes the plain URL (no extra history entry).
    await page.waitForFunction(() => !!new URLSearchParams(location.search).get('page'));
    const vendor = await param(page, 'page');

    // Page 2 of the pager.
    await page.click('nav[aria-label="Pages"] button[aria-label="Page 2"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('pageNo') === '2');
    await lobbySettled(page);
    const page2 = await page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => (e as HTMLElement).innerText));

    // A search, after the debounce.
    await page.type('main input[type="search"]', 'dragon');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'dragon');
    await lobbySettled(page);
    expect(await param(page, 'pageNo')).toBeNull();

    await page.reload();
    await page.waitForSelector(TILE);
    await lobbySettled(page);
    expect(await page.$eval('main input[type="search"]', (e) => (e as HTMLInputElement).value)).toBe('dragon');
    const names = await page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => (e as HTMLElement).innerText.toLowerCase()));
    expect(names.every((n) => n.includes('dragon'))).toBe(true);

    // Back: page 2 of the vendor's list again.
    await page.goBack();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('pageNo') === '2');
    await page.waitForFunction(() => (document.querySelector('main input[type="search"]') as HTMLInputElement | null)?.value === '');
    await lobbySettled(page);
    expect(await param(page, 'page')).toBe(vendor);
    expect(await page.$$eval(`${TILE} .gm-tile__name`, (els) => els.map((e) => (e as HTMLElement).innerText))).toEqual(page2);
    expect(await page.$eval('nav[aria-label="Pages"] [aria-current="page"]', (e) => e.textContent)).toBe('2');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('gives every route its own localised title, and the skip link goes to the main content', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.phone);
    await page.goto(siteUrl('/rng'));
    await page.waitForFunction(() => document.title === 'Slots · Lucky Crown');
    await page.goto(siteUrl('/help'));
    await page.waitForFunction(() => document.title === 'Help centre · Lucky Crown');
    await page.evaluate(() => localStorage.setItem('lang', 'th'));
    await page.goto(siteUrl('/promotions'));
    await page.waitForFunction(() => document.title === 'โปรโมชั่น · Lucky Crown');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(siteUrl('/'));
    await page.waitForSelector('.h-skip');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('h-skip');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('login as the spec says', () => {
  it('remember-me keeps the login for a day across tabs; logout ends it', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/login'));
    // A member of this test's own (registered through the gateway), so no other suite's login is touched.
    const username = `rmb${Date.now().toString(36).slice(-6)}`;
    const registered = await page.evaluate(
      async (u) =>
        (
          await fetch('/wps/member/register/unsecure', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
            body: JSON.stringify({ username: u, password: 'Tessera2026', confirmPassword: 'Tessera2026', login: true }),
          })
        ).json(),
      username,
    );
    expect(registered.success).toBe(true);
    await page.waitForSelector('main form.h-login input[autocomplete="username"]');
    await page.type('main form.h-login input[autocomplete="username"]', username);
    await page.type('main form.h-login input[type="password"]', 'Tessera2026');
    await page.click('main form.h-login input[name="remember"]');
    await page.click('main form.h-login button[type="submit"]');
    await page.waitForSelector('[data-testid="account-box"]');

    // A new tab of the same browser: no session storage of its own, logged in from the remembered session.
    const tab = await page.browserContext().newPage();
    await tab.setViewport({ width: 1366, height: 900 });
    await tab.goto(siteUrl('/'));
    await tab.waitForSelector('[data-testid="account-box"]');
    expect(await tab.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
    await tab.close();

    // Logout ends it: the next new tab starts logged out.
    await page.click('[data-testid="logout"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await page.waitForSelector('form.h-login--header');
    const after = await page.browserContext().newPage();
    // Desktop, as the tab above: the bar's own login form exists only there (narrower, the box has the sheet's opener).
    await after.setViewport({ width: 1366, height: 900 });
    await after.goto(siteUrl('/'));
    await after.waitForSelector('form.h-login--header');
    expect(await after.$('[data-testid="account-box"]')).toBeNull();
    await after.close();
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
