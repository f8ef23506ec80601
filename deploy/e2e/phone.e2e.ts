/**
 * What a player sees on a phone (390 px): records as cards with each row's amount and status in view, the filters
 * folded behind one button; game frames and the lottery bet frame; unsent input kept over a reload. Screenshots
 * under .e2e-shots/phone-* in both themes. The home page, points mall, lobby and login: phone-site.e2e.ts.
 */
import type { Browser, Page } from 'puppeteer-core';
import { depositCredited } from './member-support';
import { setLook } from './phone-support';
import { clickWhenReady, loginInHeader, newPage, ops, seriousA11yViolations, shot, siteUrl, suiteBrowser, until, VIEWPORTS, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const PANEL = '.mc-panel';
const uniq = () => Date.now().toString(36).slice(-6);

/** A fresh member (this suite's money moves touch no other suite's players), logged in through the header. */
async function freshMember(page: Page): Promise<string> {
  const username = `ph${uniq()}`;
  await page.setViewport(VIEWPORTS.desktop);
  await page.goto(siteUrl('/'));
  const answer = await page.evaluate(
    async (u) =>
      (
        await fetch('/wps/member/register/unsecure', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
          body: JSON.stringify({ username: u, password: 'Secret123', confirmPassword: 'Secret123', login: true }),
        })
      ).json(),
    username,
  );
  expect(answer.success).toBe(true);
  await loginInHeader(page, username, 'Secret123');
  return username;
}

/** Opens the member centre on a page through the bus, as any part of the site does. */
async function openMemberPage(page: Page, which: string): Promise<void> {
  await page.waitForSelector('[data-testid="account-box"]');
  await page.evaluate((p) => {
    const holder = globalThis as unknown as Record<symbol, { emit(name: string, payload: unknown): void }>;
    holder[Symbol.for('tessera.bus')]!.emit('ui:open-member-centre', { page: p });
  }, which);
  await page.waitForSelector(PANEL);
}

/** Each card's box, and whether its amount and status cells are inside the screen's width. */
async function cardsFit(page: Page, table: string): Promise<{ rows: number; outside: string[] }> {
  return page.$$eval(`${table} tbody tr`, (trs) => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const tr of trs) {
      for (const cell of tr.querySelectorAll<HTMLElement>('td, th')) {
        const box = cell.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > width + 0.5) outside.push(`${cell.dataset.label ?? '?'}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
      }
    }
    return { rows: trs.length, outside };
  });
}

describe('a phone, 390 px', () => {
  it('shows the account record and the deposit list as cards: every row’s amount and status without sideways scrolling, the filters folded', async () => {
    const { page, problems } = await newPage(browser);
    const username = await freshMember(page);
    // A deposit credited and one failed: the deposit list has two statuses, the account record a row.
    await page.setViewport(VIEWPORTS.phone);
    await openMemberPage(page, 'depositv2');
    await depositCredited(page, username);
    const deposits = await cardsFit(page, '[data-testid="dep-records"]');
    expect(deposits.rows).toBeGreaterThan(0);
    expect(deposits.outside).toEqual([]);
    await shot(page, 'phone-deposit-records-390-dark-en');

    for (const [lang, theme] of [['en', 'dark'], ['en', 'light'], ['th', 'light'], ['cn', 'dark']] as const) {
      await setLook(page, lang, theme);
      await page.reload();
      await openMemberPage(page, 'transactionHistory');
      await page.waitForSelector('[data-testid="th-table"] tbody tr');
      // The page opens on its records: the filters wait behind one button that says the period.
      expect(await page.$eval('[data-testid="report-filter-toggle"]', (b) => b.getAttribute('aria-expanded'))).toBe('false');
      expect(await page.$eval('[data-testid="th-table"] tbody tr', (tr) => tr.getBoundingClientRect().top)).toBeLessThan(VIEWPORTS.phone.height);
      const records = await cardsFit(page, '[data-testid="th-table"]');
      expect(records.rows).toBeGreaterThan(0);
      expect(records.outside).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await shot(page, `phone-account-record-390-${theme}-${lang}`);
      if (lang === 'en' && theme === 'dark') {
        await page.click('[data-testid="report-filter-toggle"]');
        await page.waitForSelector('[data-testid="th-prev7"]', { visible: true });
        await shot(page, 'phone-account-record-filters-390-dark-en');
        await page.click('[data-testid="report-filter-toggle"]');
      }
      expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    }
    await setLook(page, 'en', 'dark');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('game frames name the wallet they show; the lottery bet frame grows to its page, its bet button and balance in view without scrolling inside it', async () => {
    const { page, problems } = await newPage(browser);
    await freshMember(page);
    await page.setViewport(VIEWPORTS.phone);
    // The frames count the main wallet (each spin and bet is paid from it); the header adds the game wallets.
    const wallet = { en: 'Main wallet', th: 'กระเป๋าหลัก', cn: '中心钱包' } as const;
    for (const [lang, theme] of [['en', 'dark'], ['th', 'light'], ['cn', 'dark']] as const) {
      await setLook(page, lang, theme);
      await page.goto(siteUrl('/rng'));
      await page.waitForSelector('main [data-testid="game-tile"] .gm-tile__play');
      await page.click('main [data-testid="game-tile"]:first-child .gm-tile__play');
      const slot = await (await page.waitForSelector('iframe.gp-frame__game'))!.contentFrame();
      await slot.waitForSelector('[data-testid="sandbox-balance"]');
      expect(await slot.$eval('[data-testid="sandbox-wallet"]', (e) => (e as HTMLElement).innerText)).toMatch(new RegExp(`^${wallet[lang]} P \\d`));
      await shot(page, `phone-slot-frame-390-${theme}-${lang}`);

      await page.goto(siteUrl('/lottery?gameCode=LOTTO1M'));
      await clickWhenReady(page, '[data-testid="lottery-details"] .lt-details__head button');
      const handle = (await page.waitForSelector('[data-testid="lottery-launch"] iframe[data-sized="true"]', { visible: true }))!;
      const frame = await handle.contentFrame();
      await frame.waitForSelector('form button[type="submit"]');
      expect(await frame.$eval('.wallet', (e) => (e as HTMLElement).innerText)).toMatch(new RegExp(`^${wallet[lang]}: P \\d`));
      // No box scrolling inside the page: the frame is as tall as its page, so "Your bets" and the results follow below.
      await until(() => frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), (extra) => extra <= 1, 'the frame as tall as its page');
      // Opened, the frame's top is in view, and in it the balance and the bet button, with nothing scrolled inside.
      const inView = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="lottery-launch"] iframe')!.getBoundingClientRect();
        const doc = (document.querySelector('[data-testid="lottery-launch"] iframe') as HTMLIFrameElement).contentDocument!;
        const seen = (sel: string) => {
          const r = doc.querySelector(sel)!.getBoundingClientRect();
          return r.height > 0 && box.top + r.top >= 0 && box.top + r.bottom <= window.innerHeight && r.right <= box.width;
        };
        return { balance: seen('#balance'), bet: seen('form button[type="submit"]'), scrolled: doc.scrollingElement!.scrollTop };
      });
      expect(inView).toEqual({ balance: true, bet: true, scrolled: 0 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await shot(page, `phone-lottery-bet-frame-390-${theme}-${lang}`);
    }
    await setLook(page, 'en', 'dark');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('keeps a deposit’s and a transfer’s unsent input over a reload in that tab, and after a submission focus is on what happened', async () => {
    const { page, problems } = await newPage(browser);
    const username = await freshMember(page);
    await page.setViewport(VIEWPORTS.phone);
    await openMemberPage(page, 'depositv2');
    await page.waitForSelector('[data-testid="dep-amount"]');
    // Not the first channel (the form's default), so a kept choice is told apart from a fresh form.
    const channel = await page.$$eval('[data-testid^="dep-channel-"]', (els) => (els.at(-1) as HTMLElement).dataset.testid!);
    await page.click(`[data-testid="${channel}"]`);
    await page.type('[data-testid="dep-amount"]', '120');
    await page.reload();
    await openMemberPage(page, 'depositv2');
    await page.waitForSelector('[data-testid="dep-amount"]');
    expect(await page.$eval('[data-testid="dep-amount"]', (e) => (e as HTMLInputElement).value)).toBe('120');
    expect(await page.$eval(`[data-testid="${channel}"] input`, (e) => (e as HTMLInputElement).checked)).toBe(true);
    await shot(page, 'phone-deposit-kept-390-dark-en');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 120\.00 submitted/);
    await until(() => page.evaluate(() => document.activeElement?.closest('[data-testid="dep-notices"]')?.textContent ?? ''), (text) => /P 120\.00 submitted/.test(text), 'focus on the deposit’s notice');
    // The sent amount is not brought back by a reload.
    await page.reload();
    await openMemberPage(page, 'depositv2');
    await page.waitForSelector('[data-testid="dep-amount"]');
    expect(await page.$eval('[data-testid="dep-amount"]', (e) => (e as HTMLInputElement).value)).toBe('');

    expect((await ops('POST', `/sandbox/demo/members/${username}/money/advance`, {})).status).toBe(200);
    await openMemberPage(page, 'transferFund');
    await page.waitForSelector('[data-testid="tf-amount"]');
    await page.type('[data-testid="tf-amount"]', '20');
    await page.reload();
    await openMemberPage(page, 'transferFund');
    await page.waitForSelector('[data-testid="tf-amount"]');
    expect(await page.$eval('[data-testid="tf-amount"]', (e) => (e as HTMLInputElement).value)).toBe('20');
    await waitForText(page, '[data-testid="tf-main"]', /120\.00/);
    await page.click('[data-testid="tf-submit"]');
    await waitForText(page, '[data-testid="tf-result"]', /Moved P 20\.00/);
    await until(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid), (id) => id === 'tf-result', 'focus on the transfer’s result');
    await shot(page, 'phone-transfer-result-focus-390-dark-en');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('keeps the agent centre’s unsent upline transfer over a reload in that tab, and a cancel forgets it', async () => {
    const { page, problems } = await newPage(browser);
    await page.setViewport(VIEWPORTS.desktop);
    await page.goto(siteUrl('/'));
    await loginInHeader(page, 'agent01a1', 'Tessera2026');
    await page.setViewport(VIEWPORTS.phone);
    await setLook(page, 'cn', 'light');
    const upline = '[role="dialog"] [data-testid="upline-transfer"]';
    const form = '[role="dialog"] form.ac-transfer';
    await page.goto(siteUrl('/?ac=agentTeamManagement'));
    await clickWhenReady(page, `${upline} button`);
    await page.waitForSelector(`${form} input`);
    await page.type(`${form} input`, '7.5');
    await page.reload();
    await page.waitForSelector(`${form} input`);
    await until(() => page.$eval(`${form} input`, (e) => (e as HTMLInputElement).value), (v) => v === '7.5', 'the kept amount');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await shot(page, 'phone-upline-transfer-kept-390-light-cn');
    await page.click(`${form} button[type="button"]`);
    await page.reload();
    await page.waitForSelector(`${upline} button`);
    expect(await page.$(form)).toBeNull();
    await setLook(page, 'en', 'dark');
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);
});
