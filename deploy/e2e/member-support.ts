// What the member centre's suites share (member.e2e.ts, member-account.e2e.ts, and phone.e2e.ts's deposit): a
// signed-in page, the centre's menu and buttons, the header's balance, a deposit credited, spins of the sandbox game.
import type { Browser, Page, Viewport } from 'puppeteer-core';
import { newPage, openSignedIn, ops, VIEWPORTS, waitForText } from './support';

export const PANEL = '.mc-panel';

/** A page of `browser` signed in as `username` (from a session, not the header's form: openSignedIn), at `viewport`. */
export async function signedIn(browser: Browser, username: string, viewport: Viewport = VIEWPORTS.desktop) {
  const { page, problems } = await newPage(browser);
  await page.setViewport(viewport);
  await openSignedIn(page, username);
  await waitForText(page, '[data-testid="header-balance"]', /\d/);
  return { page, problems };
}

export async function openPage(page: Page, label: RegExp): Promise<void> {
  await page.waitForSelector(`${PANEL} nav button`);
  const buttons = await page.$$(`${PANEL} nav button`);
  for (const b of buttons) {
    const text = await b.evaluate((el) => el.textContent ?? '');
    if (label.test(text)) {
      await b.click();
      return;
    }
  }
  throw new Error(`no menu item ${label}`);
}

/** Opens the member centre from a header button; a click while the header still settles is tried once more. */
export async function openCentre(page: Page, button = 'open-member-centre'): Promise<void> {
  const selector = `[data-testid="${button}"]`;
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector);
  if (!(await page.waitForSelector(PANEL, { timeout: 10_000 }).catch(() => null))) {
    await page.click(selector);
    await page.waitForSelector(PANEL);
  }
}

export async function clickButton(page: Page, label: RegExp): Promise<void> {
  for (const b of await page.$$(`${PANEL} button`)) {
    if (label.test((await b.evaluate((el) => el.textContent ?? '')).trim())) {
      await b.click();
      return;
    }
  }
  throw new Error(`no button ${label}`);
}

// The header's balance once it shows one: a refresh after a transfer shows "Updating balance" meanwhile.
export const headerBalance = (page: Page) => waitForText(page, '[data-testid="header-balance"]', /\d/);

/**
 * Plays `rounds` spins of 1.00 in the sandbox game as the signed-in member, the way the game page does
 * (launch, then the game's spin call); answers the game's name.
 */
export async function spin(page: Page, rounds: number): Promise<string> {
  return page.evaluate(async (n) => {
    const headers = { Merchant: 'demo', Authorization: sessionStorage.getItem('token') ?? '' };
    const launch = await fetch('/wps/game/launchGame?nodeId=5&vassalage=FC&gameType=RNG&launchMode=GLS&accountType=1&platform=html5&clientType=3', { headers });
    const ticket = String((await launch.json()).value.content.game_url).split('/').pop() ?? '';
    const state = await (await fetch(`/sandbox-games/api/state?ticket=${encodeURIComponent(ticket)}`)).json();
    for (let i = 0; i < n; i += 1) {
      const res = await fetch('/sandbox-games/api/spin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ticket, bet: 1 }) });
      if (!res.ok) throw new Error(`spin ${res.status}`);
    }
    return state.game.gameName as string;
  }, rounds);
}

/**
 * On the member centre's deposit page: deposits 100.00 by GCash, sees it submitted, has the sandbox move
 * `username`'s money on, and sees it credited.
 */
export async function depositCredited(page: Page, username: string): Promise<void> {
  await page.waitForSelector('[data-testid="dep-amount"]');
  await page.click('[data-testid="dep-channel-gcash"]');
  await page.type('[data-testid="dep-amount"]', '100');
  await page.click('[data-testid="dep-submit"]');
  await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 submitted/);
  expect((await ops('POST', `/sandbox/demo/members/${username}/money/advance`, {})).status).toBe(200);
  await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 credited/);
}
