/**
 * Host login security in a browser against the sandbox: two-factor verification of a login from
 * an unregistered IP (module LOGINIPVERF3), the country dialing-code picker with its flags, errors with
 * their follow-up, the trial-account block and the balance placeholder while it refreshes.
 * Accounts: `secure01` (seeded for this suite only, seed/login-ips.ts) and free-play guests.
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { clickWhenReady, fill, launchBrowser, loginInHeader, newPageAt, ops, seriousA11yViolations, shot, siteUrl, until, type Viewport, VIEWPORTS, waitForText } from './support';

const SECURE = 'secure01';
const SECURE_MOBILE = '09175550101';
const PASSWORD = 'Tessera2026';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const fresh = (viewport?: Viewport) => newPageAt(browser, viewport);

/** Makes the tester's address unknown to secure01: its next login asks for the SMS code. */
async function forgetTesterAddress() {
  const { status } = await ops('PUT', `/sandbox/demo/members/${SECURE}/known-ips`, { ips: ['203.0.113.7'] });
  expect(status).toBe(200);
}

async function lastSmsCode(mobile: string): Promise<string> {
  const { status, body } = await ops<{ code: string; purpose: string }>('GET', `/sandbox/demo/sms/last?mobile=${mobile}`);
  expect(status).toBe(200);
  expect(body.purpose).toBe('loginip');
  return body.code;
}

async function submitHeaderLogin(page: Page, username: string, password: string) {
  await page.waitForSelector('form.h-login--header input[autocomplete="username"]');
  await page.type('form.h-login--header input[autocomplete="username"]', username);
  await page.type('form.h-login--header input[type="password"]', password);
  await page.click('form.h-login--header button[type="submit"]');
}

describe('two-factor verification on an unregistered IP', () => {
  it('asks for the SMS code sent to the masked mobile, refuses a wrong one, logs in with the right one, then knows the address', async () => {
    await forgetTesterAddress();
    const { page, problems } = await fresh();
    await page.goto(siteUrl('/'));
    await submitHeaderLogin(page, SECURE, PASSWORD);
    const dialog = '[data-testid="two-factor-dialog"]';
    await waitForText(page, dialog, /\*{7}0101/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await seriousA11yViolations(page, dialog)).toEqual([]);

    await page.click('[data-testid="sms-send-loginip"]');
    await waitForText(page, '[data-testid="sms-send-loginip"]', /\d+s/);
    const code = await lastSmsCode(SECURE_MOBILE);
    await fill(page, `${dialog} input[name="code"]`, code === '000000' ? '111111' : '000000');
    await page.click('[data-testid="two-factor-submit"]');
    await waitForText(page, '[data-testid="two-factor-error"]', /verification code is not valid/i);
    await shot(page, 'host-auth-two-factor');

    await fill(page, `${dialog} input[name="code"]`, code);
    await page.click('[data-testid="two-factor-submit"]');
    await page.waitForSelector('[data-testid="account-box"]');
    await page.waitForSelector(dialog, { hidden: true });
    expect(new URL(page.url()).pathname).toBe('/');

    // The address is known now: a new browser session logs straight in.
    const second = await fresh();
    await second.page.goto(siteUrl('/'));
    await loginInHeader(second.page, SECURE, PASSWORD);
    expect(await second.page.$(dialog)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('closing the dialog abandons the login; the form takes a new one', async () => {
    await forgetTesterAddress();
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await submitHeaderLogin(page, SECURE, PASSWORD);
    await page.waitForSelector('[data-testid="two-factor-dialog"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="two-factor-dialog"]', { hidden: true });
    expect(await page.$('[data-testid="account-box"]')).toBeNull();
    expect(await page.$eval('form.h-login--header button[type="submit"]', (b) => (b as HTMLButtonElement).disabled)).toBe(false);
  });
});

describe('country dialing-code picker', () => {
  it('picks a country by search and keyboard on the SMS login, each with its flag', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, 'form.h-login--header [data-testid="login-tab-sms"]');
    const picker = 'form.h-login--header [data-testid="dial-code"]';
    await page.waitForSelector(`${picker} [data-testid="dial-code-button"] img`);
    expect(await page.$eval(`${picker} [data-testid="dial-code-button"]`, (b) => b.getAttribute('aria-label'))).toMatch(/Philippines \+63/);
    await page.focus(`${picker} [data-testid="dial-code-button"]`);
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`${picker} [role="listbox"]`);
    // Every flag is a real picture from the CDN.
    await page.waitForFunction(
      (sel) => [...document.querySelectorAll<HTMLImageElement>(`${sel} [role="option"] img`)].slice(0, 6).every((img) => img.complete && img.naturalWidth > 0),
      {},
      picker,
    );
    expect(await seriousA11yViolations(page, picker)).toEqual([]);
    await page.keyboard.type('viet');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${picker} [role="listbox"]`, { hidden: true });
    expect(await page.$eval(`${picker} [data-testid="dial-code-button"]`, (b) => b.getAttribute('aria-label'))).toMatch(/Vietnam \+84/);
    // The focus is back on the button, and the code goes with the SMS request.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('dial-code-button');
  });

  it('fits a 390 px screen in the mobile registration, and its choice goes with the SMS request', async () => {
    await ops('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: true });
    try {
      const { page } = await fresh(VIEWPORTS.phone);
      await page.goto(siteUrl('/'));
      await clickWhenReady(page, '[data-testid="header-register"]');
      await clickWhenReady(page, '[data-testid="register-tab-mobile"]');
      const picker = '[data-testid="register-modal"] [data-testid="dial-code"]';
      await clickWhenReady(page, `${picker} [data-testid="dial-code-button"]`);
      await page.waitForSelector(`${picker} [role="listbox"]`);
      await page.type(`${picker} [data-testid="dial-code-search"]`, 'thai');
      const box = await page.$eval(`${picker} .h-dial-picker__popup`, (el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right };
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, 'host-auth-dial-code-phone');
      await page.click(`${picker} [data-testid="dial-code-option-TH"]`);
      await page.waitForSelector(`${picker} [role="listbox"]`, { hidden: true });

      const sent = new Promise<Record<string, unknown>>((resolve) => {
        page.on('request', (r) => {
          if (r.url().includes('/wps/verification/sms/register')) resolve(JSON.parse(r.postData() ?? '{}'));
        });
      });
      await fill(page, '[data-testid="register-mobileNum"]', `0819${Date.now().toString().slice(-6)}`);
      await page.click('[data-testid="sms-send-register"]');
      expect(await sent).toMatchObject({ countryDialingCode: '66' });
    } finally {
      await ops('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: false });
    }
  });
});

describe('errors with their follow-up', () => {
  it('a login refused because the region was blocked meanwhile says so, with the customer-service button', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await page.waitForSelector('form.h-login--header input[autocomplete="username"]');
    await ops('PUT', '/sandbox/demo/system-status', { status: 2 });
    try {
      await submitHeaderLogin(page, 'player01', PASSWORD);
      await waitForText(page, '[data-testid="login-error"]', /IP or location is blocked/);
      await page.waitForSelector('[data-testid="login-error"] [data-testid="customer-service"]', { visible: true });
    } finally {
      await ops('PUT', '/sandbox/demo/system-status', { status: 0 });
    }
  });
});

describe('account guards and the balance', () => {
  it('blocks a trial account from the member centre with the spec warning', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, '[data-testid="header-free-play"]');
    await page.waitForSelector('[data-testid="account-box"]');
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await page.click('[data-testid="open-member-centre"]');
    await waitForText(page, '[data-testid="warning-dialog"]', /register an account first/i);
  });

  it('shows the placeholder while the balance refreshes, then the amount', async () => {
    // No known address: this login trusts the tester's (a member's first address is trusted).
    await ops('PUT', `/sandbox/demo/members/${SECURE}/known-ips`, { ips: [] });
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await loginInHeader(page, SECURE, PASSWORD);
    const amount = await waitForText(page, '[data-testid="header-balance"]', /\d\.\d\d/);
    // The next balance answer is held back until the refresh has been seen, then let through.
    const held: HTTPRequest[] = [];
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.isInterceptResolutionHandled()) return;
      if (r.url().includes('/wps/v2/wallets/balance')) held.push(r);
      else void r.continue();
    });
    await page.click('[data-testid="balance-refresh"]');
    await page.waitForSelector('[data-testid="balance-placeholder"]');
    expect(await page.$eval('[data-testid="header-balance"]', (el) => el.getAttribute('aria-busy'))).toBe('true');
    await until(() => held.length, (n) => n > 0, 'the balance request');
    for (const r of held.splice(0)) await r.continue();
    await page.waitForSelector('[data-testid="balance-placeholder"]', { hidden: true });
    expect(await page.$eval('[data-testid="header-balance"]', (el) => el.textContent)).toContain(amount.match(/[\d,]+\.\d\d/)?.[0] ?? '');
  });
});
