/**
 * The member centre against the sandbox: a player moves money and sees it, edits their account. Every
 * page is looked at (screenshots under .e2e-shots/) at desktop and phone width, in EN and TY, and axe
 * finds nothing serious in the panel.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page, Viewport } from 'puppeteer-core';
import { launchBrowser, loginInHeader, newPage, ops, seriousA11yViolations, shot, siteUrl, textOf, VIEWPORTS, waitForText } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PANEL = '.mc-panel';

async function signedIn(username: string, viewport: Viewport = VIEWPORTS.desktop) {
  const { page, problems } = await newPage(browser);
  // The header's login form is a desktop control: log in there, then look at the requested width.
  await page.setViewport(VIEWPORTS.desktop);
  await page.goto(siteUrl('/'));
  await loginInHeader(page, username, 'Tessera2026');
  await waitForText(page, '[data-testid="header-balance"]', /\d/);
  if (viewport !== VIEWPORTS.desktop) await page.setViewport(viewport);
  return { page, problems };
}

async function openPage(page: Page, label: RegExp): Promise<void> {
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
async function openCentre(page: Page, button = 'open-member-centre'): Promise<void> {
  const selector = `[data-testid="${button}"]`;
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector);
  if (!(await page.waitForSelector(PANEL, { timeout: 10_000 }).catch(() => null))) {
    await page.click(selector);
    await page.waitForSelector(PANEL);
  }
}

async function clickButton(page: Page, label: RegExp): Promise<void> {
  for (const b of await page.$$(`${PANEL} button`)) {
    if (label.test((await b.evaluate((el) => el.textContent ?? '')).trim())) {
      await b.click();
      return;
    }
  }
  throw new Error(`no button ${label}`);
}

// The header's balance once it shows one: a refresh after a transfer shows "Updating balance" meanwhile.
const headerBalance = (page: Page) => waitForText(page, '[data-testid="header-balance"]', /\d/);

/**
 * Plays `rounds` spins of 1.00 in the sandbox game as the signed-in member, the way the game page does
 * (launch, then the game's spin call); answers the game's name.
 */
async function spin(page: Page, rounds: number): Promise<string> {
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

describe('member centre', () => {
  it('transfers into a game wallet and back, returns all; the wallets and the header agree', async () => {
    const { page, problems } = await signedIn('player01');
    const before = await headerBalance(page);
    await openCentre(page);
    await waitForText(page, `${PANEL} [data-testid="mc-vip"]`, /VIP3/);
    await shot(page, 'member-account-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    await openPage(page, /My wallet/);
    await waitForText(page, '[data-testid="tf-total"]', /12,345\.67/);
    await page.type('[data-testid="tf-amount"]', '100');
    await page.click('[data-testid="tf-submit"]');
    await waitForText(page, '[data-testid="tf-result"]', /Moved P 100\.00/);
    expect(await textOf(page, '[data-testid="tf-main"]')).toContain('12,245.67');
    expect(await textOf(page, '[data-testid="tf-wallets"]')).toContain('P 100.00');

    // out again, part of it
    await page.click('input[name="direction"][value="out"]');
    await page.type('[data-testid="tf-amount"]', '40.5');
    await page.click('[data-testid="tf-submit"]');
    await waitForText(page, '[data-testid="tf-result"]', /Moved P 40\.50/);
    expect(await textOf(page, '[data-testid="tf-main"]')).toContain('12,286.17');
    await shot(page, 'member-wallet-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    // more than the game wallet holds is refused before any call
    await page.type('[data-testid="tf-amount"]', '60');
    await page.click('[data-testid="tf-submit"]');
    await waitForText(page, PANEL, /More than the P 59\.50 available/);

    await page.click('[data-testid="tf-return-all"]');
    await waitForText(page, '[data-testid="tf-result"]', /Moved P 59\.50/);
    expect(await textOf(page, '[data-testid="tf-main"]')).toContain('12,345.67');
    // moves between own wallets leave the total, and the header, as they were
    expect(await headerBalance(page)).toBe(before);

    // the account record shows what was done: 3 moves, 2 ledger rows each, in and out alike
    await openPage(page, /Account record/);
    await waitForText(page, '[data-testid="th-totals"]', /6 records/);
    expect(await textOf(page, '[data-testid="th-totals"]')).toMatch(/Money in P 200\.00.*Money out P 200\.00/s);
    const rows = await page.$$eval('[data-testid="th-table"] tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, ' ')));
    expect(rows[0]).toMatch(/Transfer in Main wallet \+P 59\.50/);
    expect(rows.some((r) => /Transfer out Main wallet −P 100\.00/.test(r))).toBe(true);
    await page.select('[data-testid="th-type"]', 'deposit');
    await waitForText(page, '[data-testid="th-totals"]', /0 records/);
    await waitForText(page, PANEL, /No records in this range/);
    await page.click('[data-testid="th-prev7"]');
    await waitForText(page, PANEL, /No records in this range/);
    await shot(page, 'member-records-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('deposits, sees it credited and the header balance change without a reload; a .44 deposit fails', async () => {
    const { page, problems } = await signedIn('agent01m4');
    expect(await headerBalance(page)).toContain('400.00');
    await openCentre(page, 'open-deposit');
    await page.waitForSelector('[data-testid="dep-amount"]');
    await page.click('[data-testid="dep-channel-gcash"]');
    await page.type('[data-testid="dep-amount"]', '20');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, PANEL, /The minimum for this channel is P 50\.00/);
    await page.click('[data-testid="dep-amount"]', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('[data-testid="dep-amount"]', '150');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 150\.00 submitted/);
    await waitForText(page, '[data-testid="dep-records"]', /Waiting for payment/);
    await shot(page, 'member-deposit-pending-desktop-en');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 150\.00 credited/);
    await waitForText(page, '[data-testid="header-balance"]', /550\.00/);

    await page.type('[data-testid="dep-amount"]', '80.44');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 80\.44 failed/);
    expect(await headerBalance(page)).toContain('550.00');
    await shot(page, 'member-deposit-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('withdraws with the payment password, sees it paid out, reports it not received with a proof image', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-proof-'));
    const gif = path.join(dir, 'proof.gif');
    writeFileSync(gif, Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    const png = path.join(dir, 'proof.png');
    writeFileSync(png, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

    const { page, problems } = await signedIn('agent01m2');
    expect(await headerBalance(page)).toContain('200.00');
    await openCentre(page, 'open-withdraw');
    await page.waitForSelector('[data-testid="wd-amount"]');
    await page.type('[data-testid="wd-amount"]', '120');
    await page.type('[data-testid="wd-password"]', 'not-my-password');
    await page.click('[data-testid="wd-submit"]');
    await waitForText(page, PANEL, /The payment password is wrong\./);
    await page.type('[data-testid="wd-amount"]', '120');
    await page.type('[data-testid="wd-password"]', 'Tessera2026');
    await page.click('[data-testid="wd-submit"]');
    await waitForText(page, '[data-testid="wd-notices"]', /Withdrawal of P 120\.00 submitted/);
    await waitForText(page, '[data-testid="header-balance"]', /80\.00/);
    await waitForText(page, '[data-testid="wd-notices"]', /approved and paid out/);
    await waitForText(page, '[data-testid="wd-records"]', /Counts as received at/);
    await shot(page, 'member-withdraw-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    await clickButton(page, /^Not received$/);
    const input = (await page.waitForSelector('[data-testid="wd-proof"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(gif);
    await waitForText(page, '[data-testid="wd-records"]', /Only png or jpg images\./);
    expect(await page.$eval('[data-testid="wd-send-proof"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await input.uploadFile(png);
    await page.waitForFunction(() => !(document.querySelector('[data-testid="wd-send-proof"]') as HTMLButtonElement | null)?.disabled);
    await page.click('[data-testid="wd-send-proof"]');
    await waitForText(page, '[data-testid="wd-records"]', /Reported not received/);
    await waitForText(page, '[data-testid="wd-notices"]', /report for the withdrawal of P 120\.00 was sent/);
    await shot(page, 'member-withdraw-reported-desktop-en');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads a message, sanitised, and sees the unread badge fall', async () => {
    const { page, problems } = await signedIn('agent01m1');
    await openCentre(page);
    await waitForText(page, `${PANEL} [data-testid="menu-badge-messageV2"]`, /4/);
    await openPage(page, /Platform information/);
    await waitForText(page, '[data-testid="msg-unread"]', /4 unread messages/);
    await shot(page, 'member-messages-desktop-en');
    await clickButton(page, /Weekend reload bonus/);
    const bodyId = await page.$$eval(`${PANEL} .mc-msg__head`, (heads) =>
      heads.find((h) => /Weekend reload bonus/.test(h.textContent ?? ''))?.getAttribute('aria-controls'),
    );
    await page.waitForSelector(`#${bodyId} img`);
    // the back office's inline handler was stripped before rendering
    expect(await page.$eval(`#${bodyId} img`, (img) => img.hasAttribute('onerror'))).toBe(false);
    await waitForText(page, `${PANEL} [data-testid="menu-badge-messageV2"]`, /3/);
    await waitForText(page, '[data-testid="msg-unread"]', /3 unread messages/);
    await shot(page, 'member-message-open-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await page.click('[data-testid="msg-all-read"]');
    await page.waitForFunction((sel) => !document.querySelector(sel), {}, `${PANEL} [data-testid="menu-badge-messageV2"]`);
    // Chromium reports (and blocks) the hostile onerror when DOMPurify parses the message in its inert
    // document; nothing else may go wrong.
    expect(problems.filter((p) => !/inline event handler/.test(p))).toEqual([]);
    await page.close();
  });

  it('claims a promotion (the header balance grows), applies with images, a rejected file told in words', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-apply-'));
    const gif = path.join(dir, 'slip.gif');
    writeFileSync(gif, Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    const png = path.join(dir, 'slip.png');
    writeFileSync(png, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

    const { page, problems } = await signedIn('agent01m3');
    expect(await headerBalance(page)).toContain('300.00');
    await openCentre(page);
    await waitForText(page, `${PANEL} [data-testid="menu-badge-rewardCenter"]`, /8/);
    await openPage(page, /Reward centre/);
    await page.waitForSelector('[data-testid="rc-promo-901"] img');
    await shot(page, 'member-rewards-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    await page.click('[data-testid="rc-promo-901"] .t-btn--primary');
    await waitForText(page, '[data-testid="rc-status-901"]', /Claimed/);
    await waitForText(page, '[data-testid="header-balance"]', /312\.34/);
    await waitForText(page, `${PANEL} [data-testid="menu-badge-rewardCenter"]`, /7/);

    // the claimed bonus shows in bonus details; then back to the reward centre
    await openPage(page, /Bonus details/);
    await waitForText(page, '[data-testid="bd-total"]', /Bonuses paid P 12\.34/);
    await waitForText(page, '[data-testid="bd-table"]', /Claimed: Daily rebate 1\.2%\s+P 12\.34/);
    await shot(page, 'member-bonus-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Reward centre/);
    await page.waitForSelector('[data-testid="rc-promo-900"] .t-btn--primary');

    await page.click('[data-testid="rc-promo-900"] .t-btn--primary');
    await page.type('[data-testid="rc-promo-900"] [data-testid="rc-remark"]', 'My first deposit slip');
    const images = (await page.waitForSelector('[data-testid="rc-promo-900"] [data-testid="rc-images"]')) as ElementHandle<HTMLInputElement>;
    await images.uploadFile(png, gif);
    await waitForText(page, '[data-testid="rc-promo-900"]', /png or jpg only\./);
    await images.uploadFile(png, png, png, png);
    await waitForText(page, '[data-testid="rc-promo-900"]', /No more than 3 images\./);
    await images.uploadFile(png, png);
    await page.waitForFunction(() => !(document.querySelector('[data-testid="rc-promo-900"] [data-testid="rc-send"]') as HTMLButtonElement | null)?.disabled);
    await page.click('[data-testid="rc-promo-900"] [data-testid="rc-send"]');
    await waitForText(page, '[data-testid="rc-status-900"]', /Applying/);
    await waitForText(page, '[data-testid="rc-promo-900"]', /with 2 images/);
    await shot(page, 'member-rewards-applied-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    // the page watches the application: once reviewed, the bonus reaches the header without a reload
    await waitForText(page, '[data-testid="rc-status-900"]', /Issued/);
    await waitForText(page, '[data-testid="header-balance"]', /412\.34/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the referral link with its QR code and the invitations count', async () => {
    const { page, problems } = await signedIn('agent01');
    await openCentre(page);
    await openPage(page, /Invite friends/);
    const code = await waitForText(page, '[data-testid="ref-code"]', /^T[0-9A-Z]+$/);
    expect(await page.$eval('[data-testid="ref-link"]', (i) => (i as HTMLInputElement).value)).toBe(siteUrl(`/?referralCode=${code}`));
    expect(Number(await textOf(page, '[data-testid="ref-count"]'))).toBeGreaterThan(0);
    expect(await page.$$eval('[data-testid="ref-qr"] path', (p) => p.length)).toBeGreaterThan(0);
    await shot(page, 'member-referral-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends money to the upline with a note; the header balance falls and the history shows it', async () => {
    const { page, problems } = await signedIn('agent01m1');
    expect(await headerBalance(page)).toContain('100.00');
    await openCentre(page);
    await openPage(page, /Transfer to upline/);
    await waitForText(page, '[data-testid="up-recipient"]', /agent01/);
    await page.type('[data-testid="up-amount"]', '25.5');
    await page.type('[data-testid="up-note"]', 'Thanks for the tips');
    await page.type('[data-testid="up-paymentPassword"]', 'Tessera2026');
    await page.click('[data-testid="up-submit"]');
    await waitForText(page, '[data-testid="up-result"]', /Sent\./);
    await waitForText(page, '[data-testid="up-table"]', /P 25\.50\s+Thanks for the tips/);
    await waitForText(page, '[data-testid="header-balance"]', /74\.50/);
    await shot(page, 'member-upline-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('edits profile fields and changes the password; the new password logs in', async () => {
    const { page, problems } = await signedIn('agent01m5');
    await openCentre(page);
    const nickname = `${PANEL} input[name="nickname"]`;
    await page.waitForSelector(nickname);
    await page.click(nickname, { count: 3 });
    await page.type(nickname, 'Lucky Five');
    await page.type(`${PANEL} input[name="telegram"]`, '@lucky_five');
    await page.type(`${PANEL} input[name="zalo"]`, '12ab');
    await page.click(`${PANEL} input[name="address"]`);
    await waitForText(page, PANEL, /9 to 12 digits/);
    await page.click(`${PANEL} input[name="zalo"]`, { count: 3 });
    await page.keyboard.press('Backspace');
    await page.select(`${PANEL} select[name="sourceOfIncome"]`, 'business');
    await page.click(`${PANEL} form:has(input[name="nickname"]) button[type="submit"]`);
    await waitForText(page, PANEL, /Profile saved\./);
    expect(await textOf(page, `${PANEL} .mc-details`)).toContain('Lucky Five');

    await page.type(`${PANEL} input[name="oldPassword"]`, 'Wrong2026');
    await page.type(`${PANEL} input[name="newPassword"]`, 'Fresh2027');
    await page.type(`${PANEL} input[name="confirmNewPassword"]`, 'Fresh2027');
    await page.click(`${PANEL} form:has(input[name="oldPassword"]) button[type="submit"]`);
    await waitForText(page, PANEL, /The current password is wrong\./);
    await page.click(`${PANEL} input[name="oldPassword"]`, { count: 3 });
    await page.type(`${PANEL} input[name="oldPassword"]`, 'Tessera2026');
    await page.click(`${PANEL} form:has(input[name="oldPassword"]) button[type="submit"]`);
    await waitForText(page, PANEL, /Password changed/);
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();

    const again = await newPage(browser);
    await again.page.goto(siteUrl('/'));
    await loginInHeader(again.page, 'agent01m5', 'Fresh2027');
    await again.page.close();
  });

  it('finds its spins in the betting records, the day in profit and loss with its chart, and the missions they count for', async () => {
    // An account no other suite plays with (agent01m12: P 300.00 and a seeded betting history).
    const { page, problems } = await signedIn('agent01m12');
    const game = await spin(page, 3);
    await openCentre(page);
    // missions still open this period (a deposit, the weekly goals): the menu shows their count
    await waitForText(page, `${PANEL} [data-testid="menu-badge-missionLeaderboard"]`, /\d/);

    await openPage(page, /Betting record/);
    const firstRow = `${PANEL} [data-testid="bh-row"]:first-child`;
    const played = new RegExp(game.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await waitForText(page, firstRow, played);
    expect(await textOf(page, firstRow)).toMatch(/P 1\.00\s+P 1\.00/);
    await waitForText(page, '[data-testid="bh-totals"]', /Valid bet\s*P [\d,]+\.\d\d/);
    const firstHas = (text: string, yes: boolean) =>
      page.waitForFunction((sel, g, y) => (document.querySelector(sel)?.textContent?.includes(g) ?? false) === y, {}, firstRow, text, yes);
    // by game type: another type leaves the spins out, the slots bring them back
    const other = (await page.$$eval('[data-testid="bh-type"] option', (o) => o.map((x) => (x as HTMLOptionElement).value))).find((v) => v && v !== 'RNG');
    if (other) {
      await page.select('[data-testid="bh-type"]', other);
      await firstHas(game, false);
    }
    await page.select('[data-testid="bh-type"]', 'RNG');
    await firstHas(game, true);
    // the 7 days before the range hold none of today's spins; forward again, they are back
    const heading = await textOf(page, `${PANEL} .mc-card__title`);
    await page.click('[data-testid="bh-prev7"]');
    await page.waitForFunction((sel, h) => document.querySelector(sel)?.textContent !== h, {}, `${PANEL} .mc-card__title`, heading);
    await firstHas(game, false);
    await page.click('[data-testid="bh-next7"]');
    await waitForText(page, firstRow, played);
    await shot(page, 'member-bets-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    await openPage(page, /Personal profit and loss/);
    // The day as the kit writes every date of the centres, in the page's language (en-PH).
    const day = await page.evaluate(() => new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium' }).format(new Date()));
    await waitForText(page, '[data-testid="pl-table"] tbody tr:first-child', new RegExp(`^${day.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await page.waitForSelector('[data-testid="pl-chart"]:not([aria-busy]) canvas[role="img"]');
    expect(await page.$eval('[data-testid="pl-chart"] canvas', (c) => c.getAttribute('aria-label'))).toMatch(/^Profit and loss by day, .+ in all\. The same figures are in the table below\.$/);
    // chart.js loaded with the page and drew on the canvas
    const painted = await page.$eval('[data-testid="pl-chart"] canvas', (c) => {
      const canvas = c as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      return Array.prototype.some.call(pixels, (v: number, i: number) => i % 4 === 3 && v > 0);
    });
    expect(painted).toBe(true);
    await waitForText(page, '[data-testid="pl-totals"]', /Bet\s*P [\d,]+\.\d\d/);
    await shot(page, 'member-profit-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);

    await openPage(page, /Mission activity/);
    const rounds = await waitForText(page, '[data-testid="ms-mission-1"]', /of 5 bets/);
    expect(Number(/(\d+) of 5 bets/.exec(rounds)?.[1])).toBeGreaterThanOrEqual(3);
    await waitForText(page, '[data-testid="ms-mine"]', /Your place: #\d+ with P [\d,]+\.\d\d in valid bets\./);
    await waitForText(page, '[data-testid="ms-board"]', /agent01m12 \(you\)|\*\*\*/);
    await shot(page, 'member-missions-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sees a deposit in the account records, confirms one withdrawal received and then all the others', async () => {
    // An account no other suite moves money with (agent01m13: P 325.00); the sandbox's control moves the
    // deposit and the withdrawals on at once instead of after their review delays.
    const { page, problems } = await signedIn('agent01m13');
    expect(await headerBalance(page)).toContain('325.00');
    const advance = async () => expect((await ops('POST', '/sandbox/demo/members/agent01m13/money/advance', {})).status).toBe(200);
    await openCentre(page, 'open-deposit');
    await page.waitForSelector('[data-testid="dep-amount"]');
    await page.click('[data-testid="dep-channel-gcash"]');
    await page.type('[data-testid="dep-amount"]', '100');
    await page.click('[data-testid="dep-submit"]');
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 submitted/);
    await advance();
    await waitForText(page, '[data-testid="dep-notices"]', /Deposit of P 100\.00 credited/);
    await waitForText(page, '[data-testid="header-balance"]', /425\.00/);

    await openPage(page, /Account record/);
    await waitForText(page, '[data-testid="th-table"] tbody tr:first-child', /Deposit\s+.*\+P 100\.00/);

    await openPage(page, /^Withdraw/);
    for (const amount of ['100', '110', '120']) {
      await page.waitForSelector('[data-testid="wd-amount"]');
      await page.type('[data-testid="wd-amount"]', amount);
      await page.type('[data-testid="wd-password"]', 'Tessera2026');
      await page.click('[data-testid="wd-submit"]');
      await waitForText(page, '[data-testid="wd-notices"]', new RegExp(`Withdrawal of P ${amount}\\.00 submitted`));
    }
    await waitForText(page, '[data-testid="header-balance"]', /95\.00/);
    await advance();
    await waitForText(page, '[data-testid="wd-notices"]', /Withdrawal of P 120\.00 approved and paid out/);
    await page.waitForSelector('[data-testid="wd-confirm-all"]');
    // one confirmed on its own row …
    const rows = await page.$$('[data-testid="wd-records"] tbody tr');
    expect(rows).toHaveLength(3);
    const first = await rows[0]!.evaluate((r) => r.getAttribute('data-testid'));
    await page.click(`[data-testid="${first}"] .t-btn--primary`);
    await waitForText(page, `[data-testid="${first}"]`, /Received/);
    await waitForText(page, '[data-testid="wd-notices"]', /Withdrawal of P 120\.00 confirmed as received/);
    // … then the two others at once
    await page.click('[data-testid="wd-confirm-all"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="wd-confirm-all"]'));
    const statuses = await page.$$eval('[data-testid="wd-records"] tbody tr td:nth-child(3)', (cells) => cells.map((c) => c.textContent));
    expect(statuses).toEqual(['Received', 'Received', 'Received']);
    expect(await page.$('[data-testid="wd-records"] .t-btn--primary')).toBeNull();
    await shot(page, 'member-withdraw-confirmed-desktop-en');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(await headerBalance(page)).toContain('95.00');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads well at phone width in TY, each page', async () => {
    // Phone width without the mobile layout viewport: the host page is wider than a phone today, which
    // would widen the viewport and hide how the panel itself fits 390 px.
    const { page, problems } = await signedIn('player01', { ...VIEWPORTS.phone, isMobile: false, hasTouch: false });
    await page.select('[data-testid="language-select"]', 'ty').catch(() => undefined);
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="open-member-centre"]')?.click());
    await waitForText(page, PANEL, /Aking account/);
    await page.waitForSelector(`${PANEL} input[name="nickname"]`);
    await shot(page, 'member-account-phone-ty');
    // the panel fills the phone's width
    expect(await page.$eval(PANEL, (el) => Math.round(el.getBoundingClientRect().width))).toBe(await page.evaluate(() => window.innerWidth));
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Aking wallet/);
    await waitForText(page, '[data-testid="tf-total"]', /\d/);
    await shot(page, 'member-wallet-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Deposito/);
    await page.waitForSelector('[data-testid="dep-amount"]');
    await shot(page, 'member-deposit-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Mag-withdraw/);
    await page.waitForSelector('[data-testid="wd-amount"]');
    await shot(page, 'member-withdraw-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Ilipat sa upline/);
    await waitForText(page, PANEL, /Walang upline ang iyong account/);
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Talaan ng taya/);
    await page.waitForSelector('[data-testid="bh-totals"]');
    await shot(page, 'member-bets-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Talaan ng account/);
    await page.waitForSelector('[data-testid="th-totals"]');
    await shot(page, 'member-records-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Personal na kita at lugi/);
    await page.waitForSelector('[data-testid="pl-totals"]');
    await shot(page, 'member-profit-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Mga detalye ng bonus/);
    await page.waitForSelector('[data-testid="bd-total"]');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Sentro ng gantimpala/);
    await page.waitForSelector('[data-testid="rc-promo-900"] img');
    await shot(page, 'member-rewards-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Mag-imbita ng kaibigan/);
    await page.waitForSelector('[data-testid="ref-qr"]');
    await shot(page, 'member-referral-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Mga misyon/);
    await waitForText(page, '[data-testid="ms-mission-1"]', /sa 5 na taya/);
    await shot(page, 'member-missions-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    await openPage(page, /Impormasyon ng platform/);
    await page.waitForSelector('[data-testid="msg-item"]');
    await shot(page, 'member-messages-phone-ty');
    expect(await seriousA11yViolations(page, PANEL)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
