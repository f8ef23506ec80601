/**
 * The member centre against the sandbox, its money: a player moves money between wallets, deposits, withdraws
 * and confirms withdrawals received, and sees each in the records and the header. Every page is looked at
 * (screenshots under .e2e-shots/) at desktop and phone width, in EN and TY, and axe finds nothing serious in the
 * panel. Messages, promotions, referral, upline, profile and betting records: member-account.e2e.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Viewport } from 'puppeteer-core';
import { clickButton, depositCredited, headerBalance, openCentre, openPage, PANEL, signedIn as signedInAs } from './member-support';
import { ops, seriousA11yViolations, shot, suiteBrowser, textOf, VIEWPORTS, waitForText } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const signedIn = (username: string, viewport?: Viewport) => signedInAs(browser, username, viewport);

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

  it('sees a deposit in the account records, confirms one withdrawal received and then all the others', async () => {
    // An account no other suite moves money with (agent01m13: P 325.00); the sandbox's control moves the
    // deposit and the withdrawals on at once instead of after their review delays.
    const { page, problems } = await signedIn('agent01m13');
    expect(await headerBalance(page)).toContain('325.00');
    const advance = async () => expect((await ops('POST', '/sandbox/demo/members/agent01m13/money/advance', {})).status).toBe(200);
    await openCentre(page, 'open-deposit');
    await depositCredited(page, 'agent01m13');
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
