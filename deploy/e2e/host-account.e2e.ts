/**
 * The account in the host shell: "Remember me", expired passwords under either policy, a change of password of the
 * member's own accord; the announcement popups; maintenance and region block; the loginedToHomePage guard;
 * language and theme across a reload, and the language told to the gateway.
 */
import type { Browser } from 'puppeteer-core';
import { clickWhenReady, fill, loginInHeader, newPageAt, type NewPageOptions, ops, scrollToHomeWidget, seriousA11yViolations, settled, shot, siteUrl, suiteBrowser, type Viewport, waitForText } from './support';
import { registerMember, submitRegistration, uniq } from './host-support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const fresh = (viewport?: Viewport, options?: NewPageOptions) => newPageAt(browser, viewport, options);

describe('session details', () => {
  it('remembers the login name for a day when "Remember me" is ticked in the login popup, and forgets it at sign-out', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `rem${uniq()}x`;
    await registerMember(page, username);
    await scrollToHomeWidget(page, 'hot');
    await clickWhenReady(page, '[data-testid="hot-game"] button');
    await fill(page, '[data-testid="login-modal"] input[autocomplete="username"]', username);
    await fill(page, '[data-testid="login-modal"] input[type="password"]', 'Secret123');
    await page.click('[data-testid="login-modal"] input[name="remember"]');
    await page.click('[data-testid="login-modal"] button[type="submit"]');
    await page.waitForSelector('[data-testid="account-box"]');
    const cookie = (await page.cookies()).find((c) => c.name === 'rememberedUser');
    expect(cookie?.value).toBe(username);
    // One day, give or take the test's own run time.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(120);
    expect((await page.cookies()).map((c) => c.value).join(' ')).not.toContain('Secret123');
    await page.click('[data-testid="logout"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await page.waitForSelector('form.h-login--header');
    // Both remember-me cookies go at sign-out (docs/product.md#login): nothing of the player stays on a shared device.
    expect((await page.cookies()).map((c) => c.name)).not.toContain('rememberedUser');
    expect(await page.$eval('form.h-login--header input[autocomplete="username"]', (i) => (i as HTMLInputElement).value)).toBe('');
  });

  it('forces the change of an expired password (policy on), and a reload does not get round it', async () => {
    // The switch before the page loads: the host reads it from the boot status.
    await ops('PUT', '/sandbox/demo/modules', { PWDEXPFORCECHANGE3: true });
    try {
      const { page } = await fresh();
      await page.goto(siteUrl('/'));
      const username = `exp${uniq()}x`;
      await registerMember(page, username);
      expect((await ops('PUT', `/sandbox/demo/members/${username}/password-expired`, { expired: true })).status).toBe(200);
      await loginInHeader(page, username, 'Secret123');
      await page.waitForSelector('[data-testid="change-password-modal"]');
      expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('1');
      await page.reload();
      await page.waitForSelector('[data-testid="account-box"]');
      await page.waitForSelector('[data-testid="change-password-modal"]');
      // Still not dismissable after the reload.
      expect(await page.$('[data-testid="change-password-modal"] .t-dialog__close')).toBeNull();
      await fill(page, '[data-testid="change-password-modal"] input[autocomplete="current-password"]', 'Secret123');
      const inputs = await page.$$('[data-testid="change-password-modal"] input[autocomplete="new-password"]');
      await inputs[0]!.type('Renewed456');
      await inputs[1]!.type('Renewed456');
      await page.click('[data-testid="change-password-submit"]');
      await page.waitForSelector('[data-testid="change-password-modal"]', { hidden: true });
      expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
      await page.reload();
      await page.waitForSelector('[data-testid="account-box"]');
      await settled(page);
      expect(await page.$('[data-testid="change-password-modal"]')).toBeNull();
    } finally {
      await ops('PUT', '/sandbox/demo/modules', { PWDEXPFORCECHANGE3: false });
    }
  });

  it('does not force a change on an expired password while the policy is off', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `exq${uniq()}x`;
    await registerMember(page, username);
    await ops('PUT', `/sandbox/demo/members/${username}/password-expired`, { expired: true });
    await loginInHeader(page, username, 'Secret123');
    await page.waitForFunction(() => location.pathname === '/');
    await settled(page);
    expect(await page.$('[data-testid="change-password-modal"]')).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  });

  it('changes the password from the header of its own accord', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `chg${uniq()}x`;
    await registerMember(page, username);
    await loginInHeader(page, username, 'Secret123');
    await clickWhenReady(page, '[data-testid="open-change-password"]');
    await fill(page, '[data-testid="change-password-modal"] input[autocomplete="current-password"]', 'Secret123');
    const inputs = await page.$$('[data-testid="change-password-modal"] input[autocomplete="new-password"]');
    await inputs[0]!.type('Changed789');
    await inputs[1]!.type('Changed789');
    await page.click('[data-testid="change-password-submit"]');
    await page.waitForSelector('[data-testid="change-password-modal"]', { hidden: true });
    await page.click('[data-testid="logout"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await loginInHeader(page, username, 'Changed789');
  });
});

describe('announcement popups', () => {
  it('shows the visitor popup once, then after a first login the member and first-login popups, each once', async () => {
    await ops('PUT', '/sandbox/demo2/modules', { ANNOUNCEPOPUP: true });
    try {
      const { page, problems } = await fresh();
      await page.goto(siteUrl('/', 'demo2'));
      const popup = '[data-testid="announcement-popup"]';
      // The title shows at once; the gateway's HTML body once the sanitiser has loaded (its own chunk).
      expect(await waitForText(page, popup, /Register today/)).toContain('Welcome to Tessera');
      // Sanitised gateway HTML: the link is there, as a link.
      expect(await page.$(`${popup} a[href="/promotions"]`)).not.toBeNull();
      expect({ violations: await seriousA11yViolations(page, popup) }).toEqual({ violations: [] });
      await page.click(`${popup} .t-btn--primary`);
      await page.waitForSelector(popup, { hidden: true });
      expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('[700]');
      // After the reload the visitor's popup list is asked for again (the positive event), and shows nothing.
      const visitorList = page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements') && r.url().includes('PU'));
      await page.reload();
      await page.waitForSelector('form.h-login--header');
      await visitorList;
      await settled(page);
      expect(await page.$(popup)).toBeNull();

      // Registering is a member's first login: the member popup, then the first-login one.
      const username = `pop${uniq()}x`;
      await clickWhenReady(page, '[data-testid="header-register"]');
      await submitRegistration(page, { username, password: 'Secret123', confirmPassword: 'Secret123', email: `${username}@example.com` });
      await waitForText(page, '[data-testid="header-account"]', new RegExp(username));
      await waitForText(page, popup, /Weekend reload bonus/);
      await page.click(`${popup} .t-btn--primary`);
      await waitForText(page, popup, /first login/);
      await page.keyboard.press('Escape');
      await page.waitForSelector(popup, { hidden: true });
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))) ?? '[]')).toEqual([701, 702]);
      const memberList = page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements') && r.url().includes('PU'));
      await page.reload();
      await page.waitForSelector('[data-testid="account-box"]');
      await memberList;
      await settled(page);
      expect(await page.$(popup)).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await ops('PUT', '/sandbox/demo2/modules', { ANNOUNCEPOPUP: false });
    }
  });
});

describe('site status', () => {
  it('shows maintenance (title, end time, message, customer service) and asks for nothing else; then region block; maintenance wins', async () => {
    await ops('PUT', '/sandbox/demo2/system-status', { status: 1, maintenance: { title: 'Planned upgrade', endTime: '2026-11-24 04:00', message: 'Back soon.' } });
    try {
      const { page, problems } = await fresh();
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/')) asked.push(new URL(r.url()).pathname);
      });
      page.on('response', (r) => {
        if (r.status() >= 400 && r.url().includes('/wps/')) problems.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(siteUrl('/', 'demo2'));
      const text = await waitForText(page, '[data-testid="maintenance-screen"]', /Planned upgrade/);
      expect(text).toContain('2026-11-24 04:00');
      expect(text).toContain('Back soon.');
      expect(await page.$('[data-testid="maintenance-screen"] [data-testid="customer-service"]')).not.toBeNull();
      expect(asked.filter((p) => p.includes('GCSGAME_newGameVendor'))).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, 'host-maintenance');

      await ops('PUT', '/sandbox/demo2/system-status', { status: 2 });
      await page.reload();
      // The page's boot data paints the block first; the visitor's own IP is never in it (it is never cached), so it
      // shows once the gateway's status answer is in.
      await waitForText(page, '[data-testid="region-block-screen"]', /Access restricted/);
      const block = await waitForText(page, '[data-testid="region-block-screen"]', /\d+\.\d+\.\d+\.\d+|::/);
      expect(block).toMatch(/Access restricted/);
      expect(await page.$('[data-testid="region-block-screen"] [data-testid="customer-service"]')).not.toBeNull();
      expect(problems).toEqual([]);
    } finally {
      // Later tests and suites share this sandbox and use demo2.
      await ops('PUT', '/sandbox/demo2/system-status', { status: 0 });
    }
  });
});

describe('loginedToHomePage guard', () => {
  it('sends a visitor to /login while the switch is on; logging in there goes to /', async () => {
    await ops('PUT', '/sandbox/demo2/modules', { LOGINEDTOHOMEPAGE: true });
    try {
      const { page } = await fresh();
      await page.goto(siteUrl('/promotions', 'demo2'));
      await page.waitForFunction(() => location.pathname === '/login');
      await page.waitForSelector('[data-testid="login-page"] input[autocomplete="username"]');
      await page.type('[data-testid="login-page"] input[autocomplete="username"]', 'player01');
      await page.type('[data-testid="login-page"] input[type="password"]', 'Tessera2026');
      await page.click('[data-testid="login-page"] button[type="submit"]');
      await page.waitForSelector('[data-testid="account-box"]');
      await page.waitForFunction(() => location.pathname === '/');
    } finally {
      await ops('PUT', '/sandbox/demo2/modules', { LOGINEDTOHOMEPAGE: false });
    }
  });
});

describe('preferences', () => {
  it('keeps language (EN to TY) and theme (dark to light) across a reload', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-testid="language-select"]');
    await page.select('[data-testid="language-select"]', 'ty');
    await waitForText(page, '.h-nav', /Pangingisda/);
    await page.click('[data-testid="theme-switch"]');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.reload();
    await waitForText(page, '.h-nav', /Pangingisda/);
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['light', 'ty', 'TY']);
    // Validation messages follow the language. The header's login box shows once the status call's switches are in,
    // which after a reload can be later than the nav.
    await clickWhenReady(page, 'form.h-login--header button[type="submit"]');
    await page.waitForFunction(() => {
      const input = document.querySelector('form.h-login--header input[autocomplete="username"]');
      const ids = (input?.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.some((id) => /Kailangan/.test(document.getElementById(id)?.textContent ?? ''));
    });
  });

  it('tells the gateway the language a member switches to (update-language)', async () => {
    const { page, problems } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `lng${uniq()}x`;
    await registerMember(page, username);
    await loginInHeader(page, username, 'Secret123');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/language' && r.method() === 'PUT');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/language');
    await page.select('[data-testid="language-select"]', 'ty');
    expect(JSON.parse((await sent).postData() ?? '{}')).toEqual({ language: 'TY' });
    expect(await (await answered).json()).toMatchObject({ success: true, value: { language: 'TY' } });
    expect(problems).toEqual([]);
  });
});
