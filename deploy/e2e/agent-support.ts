// What the agent centre's suites share (agent.e2e.ts, agent-salary.e2e.ts): opening the centre and its menu, money
// and rows as the page shows them, charts and payouts, a signed-in page and a round of the sandbox game.
import type { Browser, Page } from 'puppeteer-core';
import { newPage, openSignedIn, seriousA11yViolations, textOf, VIEWPORTS, waitForVersion } from './support';

export const DIALOG = '[role="dialog"]';

export async function openAgentCentre(page: Page): Promise<void> {
  await page.click('[data-testid="open-agent-centre"]');
  await waitForVersion(page, `${DIALOG} [data-testid="remote-version"]`, /agent v/);
}

export async function menu(page: Page, label: string): Promise<void> {
  const button = await page.waitForSelector(`${DIALOG} nav ::-p-text(${label})`);
  // On a phone the menu is a row that scrolls sideways.
  await button!.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
  await button!.click();
}

/** Money as the page shows it, e.g. "50,000.00" → 50000 and "−P 12.34" (the formatter's minus sign) → -12.34. */
export const money = (text: string) => Number(text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, ''));

export async function rowText(page: Page, username: string): Promise<string> {
  return textOf(page, `${DIALOG} tr[data-username="${username}"]`);
}

export async function balanceOf(page: Page, username: string): Promise<number> {
  const cell = await page.waitForSelector(`${DIALOG} tr[data-username="${username}"] td:nth-of-type(2)`);
  return money(await cell!.evaluate((el) => (el as HTMLElement).innerText));
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page, DIALOG)).toEqual([]);
}

/** The report's chart has loaded and drawn: a labelled canvas with a size. */
export async function expectChart(page: Page, label: RegExp): Promise<void> {
  await page.waitForSelector(`${DIALOG} [data-testid="daily-chart"]:not([aria-busy]) canvas[role="img"]`);
  const chart = await page.$eval(`${DIALOG} [data-testid="daily-chart"] canvas`, (c) => {
    const box = c.getBoundingClientRect();
    return { width: box.width, height: box.height, pixels: (c as HTMLCanvasElement).width * (c as HTMLCanvasElement).height, label: c.getAttribute('aria-label') ?? '' };
  });
  expect(chart.width).toBeGreaterThan(100);
  expect(chart.height).toBeGreaterThan(100);
  expect(chart.pixels).toBeGreaterThan(0);
  expect(chart.label).toMatch(label);
}

/** A signed-in page of `username` (from a session, not the header's form: openSignedIn). */
export async function signedIn(browser: Browser, username: string, password = 'Tessera2026'): Promise<{ page: Page; problems: string[] }> {
  const opened = await newPage(browser);
  await opened.page.setViewport(VIEWPORTS.desktop);
  await openSignedIn(opened.page, username, { password });
  return opened;
}

/** `username` plays one round of the sandbox game for `bet`; answers what it won. */
export async function playRound(browser: Browser, username: string, password: string, bet: number): Promise<number> {
  const { page, problems } = await newPage(browser);
  await page.setViewport(VIEWPORTS.desktop);
  await openSignedIn(page, username, { password, pathname: '/fish' });
  await page.waitForSelector('main [data-testid="game-tile"] .gm-tile__play');
  await page.click('main [data-testid="game-tile"]:first-child .gm-tile__play');
  await page.waitForFunction(() => location.pathname === '/game');
  const frame = await (await page.waitForSelector('iframe.gp-frame__game'))!.contentFrame();
  await frame.waitForSelector('button:not([disabled])');
  await frame.select('select[aria-label="Bet"]', String(bet));
  await frame.click('button');
  await frame.waitForFunction(() => /win/i.test(document.querySelector('[role="status"]')?.textContent ?? ''));
  const result = await frame.$eval('[role="status"]', (e) => (e as HTMLElement).innerText);
  expect(problems).toEqual([]);
  await page.close();
  return /You win/.test(result) ? money(result) : 0;
}

/** The sum of the salary payouts the page lists. */
export async function paidSum(page: Page): Promise<number> {
  await page.waitForSelector(`${DIALOG} [data-testid="payouts-table"]`);
  const cells = await page.$$eval(`${DIALOG} [data-testid="payouts-table"] tbody td:last-child`, (tds) => tds.map((td) => (td as HTMLElement).innerText));
  return cells.map(money).reduce((a, b) => Math.round((a + b) * 100) / 100, 0);
}

/** The cell of the income report's totals row under `column` (1: deposits, 2: bets, 3: revenue). */
export async function incomeTotal(page: Page, column: number): Promise<number> {
  const cell = await page.waitForSelector(`${DIALOG} [data-testid="income-table"] tfoot td:nth-of-type(${column})`);
  return money(await cell!.evaluate((el) => (el as HTMLElement).innerText));
}
