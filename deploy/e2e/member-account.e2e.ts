/**
 * The member centre against the sandbox, the account: messages, promotions and their applications, the
 * referral link, money sent to the upline, the profile and password, and the betting records, profit and loss and
 * missions a player's spins count for; axe finds nothing serious in the panel. The money pages: member.e2e.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Viewport } from 'puppeteer-core';
import { clickButton, headerBalance, openCentre, openPage, PANEL, signedIn as signedInAs, spin } from './member-support';
import { loginInHeader, newPage, seriousA11yViolations, shot, siteUrl, suiteBrowser, textOf, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const signedIn = (username: string, viewport?: Viewport) => signedInAs(browser, username, viewport);

describe('member centre', () => {
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
});
