/**
 * The points mall (/pointMall) against the sandbox: a visitor is asked to log in; `mall01` (seeded with an
 * earning history and P 500.00, used by no other suite) redeems a reward (points fall, the history shows it
 * in process) and converts points (the header balance changes without a reload). Screenshots at desktop and
 * phone width, in EN and TY; axe finds nothing serious.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, loginInHeader, newPage, seriousA11yViolations, shot, siteUrl, textOf, VIEWPORTS, waitForText } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MALL = '[data-testid="points-mall"]';
const num = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const headerBalance = (page: Page) => waitForText(page, '[data-testid="header-balance"]', /\d/).then(num);

async function typeInto(page: Page, selector: string, text: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, text);
}

describe('points mall', () => {
  it('asks a visitor to log in', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/pointMall'));
    await waitForText(page, MALL, /Log in to see your points/);
    expect(await page.$('[data-testid="pm-points"]')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('redeems a reward and converts points; the header balance follows; axe clean; desktop, phone and TY', async () => {
    const { page, problems } = await newPage(browser);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'mall01', 'Tessera2026');
    const mainBefore = await headerBalance(page);
    expect(mainBefore).toBe(500);

    await page.goto(siteUrl('/pointMall'));
    const start = num(await textOf(page, '[data-testid="pm-points"]'));
    expect(start).toBeGreaterThan(600);
    expect(await textOf(page, '[data-testid="pm-ratio"]')).toBe('10 points = P 1.00');
    await page.waitForSelector('[data-testid="pm-reward-1"] img');
    // The reward artwork is drawn by the sandbox CDN.
    await page.waitForFunction(() => (document.querySelector('[data-testid="pm-reward-1"] img') as HTMLImageElement | null)?.naturalWidth === 320);
    await page.waitForSelector('[data-testid="pm-chart"] canvas');

    // Redeem: a wrong password is refused, the right one spends the points.
    await page.click('[data-testid="pm-redeem-1"]');
    await page.waitForSelector('[data-testid="pm-redeem-dialog"]', { visible: true });
    expect(await seriousA11yViolations(page, '[data-testid="pm-redeem-dialog"]')).toEqual([]);
    await typeInto(page, '[data-testid="pm-redeem-password"]', 'Wrong2026');
    await page.click('[data-testid="pm-redeem-submit"]');
    await waitForText(page, '[data-testid="pm-redeem-error"]', /password is wrong/);
    await typeInto(page, '[data-testid="pm-redeem-password"]', 'Tessera2026');
    await page.click('[data-testid="pm-redeem-submit"]');
    await waitForText(page, '[data-testid="pm-redeemed"]', /in process/);
    expect(num(await textOf(page, '[data-testid="pm-points"]'))).toBe(start - 600);
    await page.click('[data-testid="pm-tab-history"]');
    expect(await waitForText(page, '[data-testid="pm-history"] tbody tr', /In process/)).toMatch(/P 50\.00 Free Bet Voucher/);

    // Convert 200 points at VIP3's 10 points = P 1: P 20.00 reaches main, and the header shows it.
    await typeInto(page, '[data-testid="pm-convert-points"]', '200');
    await waitForText(page, MALL, /You get P 20\.00 in your main wallet/);
    await typeInto(page, '[data-testid="pm-convert-password"]', 'Tessera2026');
    await page.click('[data-testid="pm-convert-submit"]');
    await waitForText(page, '[data-testid="pm-convert-result"]', /200 points converted: P 20\.00/);
    await waitForText(page, '[data-testid="header-balance"]', /520\.00/);
    expect(num(await textOf(page, '[data-testid="pm-points"]'))).toBe(start - 800);
    await page.click('[data-testid="pm-tab-details"]');
    await waitForText(page, '[data-testid="pm-details"] tbody tr', /Converted to cash\s+−200/);
    await page.click('[data-testid="pm-tab-rates"]');
    await waitForText(page, '[data-testid="pm-rates"]', /VIP3 and up · your rate/);
    await page.click('[data-testid="pm-tab-rewards"]');

    expect(await seriousA11yViolations(page, MALL)).toEqual([]);
    await shot(page, 'points-mall-desktop');

    await page.setViewport(VIEWPORTS.phone);
    await page.waitForSelector('[data-testid="pm-rewards"]', { visible: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await seriousA11yViolations(page, MALL)).toEqual([]);
    await shot(page, 'points-mall-phone');

    await page.evaluate(() => localStorage.setItem('lang', 'ty'));
    await page.reload();
    await waitForText(page, MALL, /Hindi kailanman mag-e-expire ang iyong points/);
    await page.click('[data-testid="pm-tab-history"]');
    await waitForText(page, '[data-testid="pm-history"] tbody tr', /Pinoproseso/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await seriousA11yViolations(page, MALL)).toEqual([]);
    await shot(page, 'points-mall-phone-ty');
    expect(problems).toEqual([]);
    await page.close();
  });
});
