/**
 * The host shell in a browser against the sandbox: home with banners, jackpot and notices; the
 * nav's vendor drop-downs; login, register, forgot and forced password change; free play and the trial
 * block; logout; maintenance and region block; language and theme across reloads; every page of the shell
 * at desktop and phone width in both themes, with axe finding nothing serious.
 */
import type { Browser, Page } from 'puppeteer-core';
import { applyThemeLive, clickWhenReady, COLOUR_RULES, fill, launchBrowser, loginInHeader, navigateInApp, newPageAt, type NewPageOptions, ops, scrollToHomeWidget, seriousA11yViolations, settled, shot, siteUrl, type Viewport, VIEWPORTS, waitForText, waitForVersion } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

const fresh = (viewport?: Viewport, options?: NewPageOptions) => newPageAt(browser, viewport, options);

/** The code the sandbox issued last for a mobile number, through its test controls (no SMS leaves it). */
async function lastSmsCode(mobile: string, merchant = 'demo'): Promise<string> {
  const { status, body } = await ops<{ code: string }>('GET', `/sandbox/${merchant}/sms/last?mobile=${mobile}`);
  expect(status).toBe(200);
  return body.code;
}

/** A member registered through the gateway (and logged in there), for tests that change its state. */
async function registerMember(page: Page, username: string, password = 'Secret123', extra: Record<string, string> = {}) {
  const answer = await page.evaluate(
    async (u, p, x) =>
      (
        await fetch('/wps/member/register/unsecure', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
          body: JSON.stringify({ username: u, password: p, confirmPassword: p, login: true, ...x }),
        })
      ).json(),
    username,
    password,
    extra,
  );
  expect(answer.success).toBe(true);
}

const uniq = () => Date.now().toString(36).slice(-5);

/** Every finite animation has ended (a fade, a theme's colour change); endless ones (the ticker) do not count. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

describe('home', () => {
  it('shows the banner carousel (autoplay, pagination, linked), the jackpot counting up and the notice ticker opening the notice modal', async () => {
    const { page, problems } = await fresh(undefined, { motion: true });
    // No request of the page fails or is aborted (telemetry included).
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    await page.goto(siteUrl('/'));
    await page.waitForSelector('[data-testid="banner-carousel"][data-group="w_home"] img');
    expect(await page.$eval('[data-testid="banner-carousel"]', (el) => el.getAttribute('data-count'))).toBe('3');
    // The first banner shows as a plain image; the swiper carousel takes its place a moment later.
    await page.waitForSelector('.swiper-pagination-bullet');
    expect(await page.$$eval('.swiper-pagination-bullet', (b) => b.length)).toBe(3);
    // Real artwork, fully loaded.
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="banner-carousel"] .swiper-slide-active img') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth >= 1200;
    });
    const first = await page.$eval('.swiper-slide-active img', (img) => img.getAttribute('src'));
    await page.waitForFunction((src) => document.querySelector('.swiper-slide-active img')?.getAttribute('src') !== src, { timeout: 9000 }, first);
    expect(await page.$$eval('[data-testid="banner-carousel"] a[href="/promotions"]', (a) => a.length)).toBeGreaterThan(0);

    // The next tick (every 3 s) adds one step.
    const j0 = Number(await page.$eval('[data-testid="jackpot-value"]', (el) => el.textContent));
    const ticked = await page.waitForFunction((v) => {
      const now = Number(document.querySelector('[data-testid="jackpot-value"]')?.textContent);
      return now !== v ? now : false;
    }, { timeout: 9000 }, j0);
    const j1 = (await ticked.jsonValue()) as number;
    expect(j1 - j0).toBeCloseTo(165.11, 1);
    expect(await page.$eval('[data-testid="jackpot-value"]', (el) => el.textContent)).not.toContain(',');

    const titles = await page.$$eval('[data-testid="notice-ticker"] .h-ticker__item', (b) => b.map((x) => x.textContent));
    expect(titles.length).toBeGreaterThan(5);
    const buttons = await page.$$('[data-testid="notice-ticker"] .h-ticker__item');
    await buttons[2]!.click();
    const modal = await waitForText(page, '[data-testid="notice-modal"]', /3 of/);
    expect(modal).toContain(titles[2]!);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="notice-modal"]', { hidden: true });
    expect(await page.$('[data-testid="licence-button"]')).not.toBeNull();
    // Winners board from the gateway, hot games from the games remote.
    expect((await page.$$('[data-testid="winner-board"] tbody tr')).length).toBeGreaterThan(3);
    await scrollToHomeWidget(page, 'hot');
    await page.waitForSelector('#home-hot ~ * img, #home-hot + * img');
    // Home with ?lobbyType= is the lobby.
    await page.goto(siteUrl('/?lobbyType=rng'));
    await waitForVersion(page, 'main [data-testid="remote-version"]', /games v/);
    expect(await page.$('[data-testid="jackpot"]')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('shows the nav categories from the vendor lanes with drop-downs of vendor logos and hot icons', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await page.waitForSelector('.h-nav a[href="/rng"]');
    const cats = await page.$$eval('.h-nav .h-nav__item', (a) => a.map((x) => x.getAttribute('href')));
    expect(cats).toEqual(expect.arrayContaining(['/', '/lottery', '/live', '/sports', '/esports', '/fish', '/rng', '/pvp', '/cockfight', '/ds88', '/promotions']));
    await page.hover('.h-nav a[href="/rng"]');
    await page.waitForSelector('[data-testid="nav-dropdown-rng"]', { visible: true });
    const logos = await page.$$eval('[data-testid="nav-dropdown-rng"] img', (imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(logos.length).toBeGreaterThan(3);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="nav-dropdown-rng"] img')].every((i) => (i as HTMLImageElement).naturalWidth > 0));
    expect(await page.$$('[data-testid="nav-dropdown-rng"] [data-testid="hot-icon"]')).not.toHaveLength(0);
    await shot(page, 'host-nav-dropdown');
    // Every launch checks login first (docs/product.md#game-launch): a visitor gets the login popup and stays.
    await page.click('[data-testid="nav-dropdown-rng"] a[data-vendor="PG"]');
    await page.waitForSelector('[role="dialog"] input[type="password"]', { visible: true });
    expect(await page.evaluate(() => location.pathname)).toBe('/');
  });
});

describe('session flows', () => {
  it('logs in from the header on another page and lands on /, then signs out after a confirmation keeping the merchant keys', async () => {
    const { page, problems } = await fresh();
    await page.goto(siteUrl('/promotions'));
    await loginInHeader(page, 'player01', 'Tessera2026');
    await page.waitForFunction(() => location.pathname === '/');
    await waitForText(page, '[data-testid="header-balance"]', /12,345\.67/);
    await page.click('[data-testid="logout"]');
    await page.waitForSelector('[data-testid="logout-confirm"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn:not(.t-btn--primary)');
    expect(await page.$('[data-testid="account-box"]')).not.toBeNull();
    await page.click('[data-testid="logout"]');
    await clickWhenReady(page, '[data-testid="logout-confirm"] .t-btn--primary');
    await page.waitForSelector('form.h-login--header');
    const keys = await page.evaluate(() => Object.keys(sessionStorage).sort());
    expect(keys).toEqual(expect.arrayContaining(['merchant', 'merchantCode', 'platform']));
    expect(await page.evaluate(() => [sessionStorage.getItem('merchant'), sessionStorage.getItem('merchantCode'), sessionStorage.getItem('platform')])).toEqual([
      expect.any(String),
      'demo',
      expect.any(String),
    ]);
    expect(keys).not.toContain('token');
    expect(keys).not.toContain('account');
    expect(problems).toEqual([]);
  });

  it('logs in by mobile SMS from the header: code with countdown, then the session', async () => {
    // agent01 of demo: seed.ts numbers the seeded members' phones from their ids (1002).
    const mobile = '09171001002';
    const { page, problems } = await fresh();
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, 'form.h-login--header [data-testid="login-tab-sms"]');
    await fill(page, 'form.h-login--header input[type="tel"]', mobile);
    await page.click('[data-testid="sms-send-login"]');
    await waitForText(page, '[data-testid="sms-send-login"]', /\d+s/);
    await fill(page, 'form.h-login--header input[autocomplete="one-time-code"]', await lastSmsCode(mobile));
    await page.click('form.h-login--header button[type="submit"]');
    await page.waitForSelector('[data-testid="account-box"]');
    expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('agent01');
    expect(problems).toEqual([]);
  });

  it('shows the captcha after failed logins without wrapping the header form, and refreshes it', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const name = `nobody${uniq()}`;
    for (let i = 0; i < 3; i += 1) {
      await fill(page, 'form.h-login--header input[autocomplete="username"]', name);
      await fill(page, 'form.h-login--header input[type="password"]', 'wrong-password');
      await page.click('form.h-login--header button[type="submit"]');
      await page.waitForSelector('form.h-login--header [role="alert"]');
      if (await page.$('form.h-login--header img[alt*="Verification"]')) break;
    }
    await page.waitForSelector('form.h-login--header img[alt*="Verification"]');
    const top = await page.$$eval('form.h-login--header .t-input, form.h-login--header button[type="submit"]', (els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(top).size).toBe(1);
    await shot(page, 'host-header-captcha');
    // The refresh (the image is a button with a text alternative) brings a new image.
    const before = await page.$eval('form.h-login--header img[alt*="Verification"]', (img) => img.getAttribute('src'));
    await page.click('form.h-login--header .h-captcha');
    await page.waitForFunction(
      (src) => {
        const now = document.querySelector('form.h-login--header img[alt*="Verification"]')?.getAttribute('src');
        return !!now && now !== src && now.startsWith('data:image/png;base64,');
      },
      {},
      before,
    );
  });

  it('registers by username from the header button (rules from the server, hints, errors tied to their fields) and is logged in', async () => {
    const { page, problems } = await fresh();
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, '[data-testid="header-register"]');
    await page.waitForSelector('[data-testid="register-modal"]');
    await page.waitForSelector('[data-testid="register-modal"] [data-testid="banner-carousel"][data-group="w_reg"] img');
    await page.click('[data-testid="register-submit"]');
    const described = await page.$eval('[data-testid="register-username"]', (el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    });
    expect(described).toContain('This field is required.');
    expect(await seriousA11yViolations(page, '[data-testid="register-modal"]')).toEqual([]);
    await shot(page, 'host-register-errors');
    const username = `reg${uniq()}x`;
    await fill(page, '[data-testid="register-username"]', username);
    await fill(page, '[data-testid="register-password"]', 'Secret123');
    await fill(page, '[data-testid="register-confirmPassword"]', 'Secret123');
    await fill(page, '[data-testid="register-email"]', `${username}@example.com`);
    await page.click('input[name="age"]');
    await page.click('input[name="terms"]');
    await page.click('[data-testid="register-submit"]');
    await waitForText(page, '[data-testid="header-account"]', new RegExp(username));
    await page.waitForSelector('[data-testid="register-modal"]', { hidden: true });
    expect(problems).toEqual([]);
  });

  it('refuses an invalid invitation code with the spec warning', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/register'));
    await fill(page, '[data-testid="register-username"]', `aff${uniq()}x`);
    await fill(page, '[data-testid="register-password"]', 'Secret123');
    await fill(page, '[data-testid="register-confirmPassword"]', 'Secret123');
    await fill(page, '[data-testid="register-affiliateCode"]', 'NOSUCH');
    await page.click('input[name="age"]');
    await page.click('input[name="terms"]');
    await page.click('[data-testid="register-submit"]');
    await waitForText(page, '[data-testid="affiliate-warning"]', /invitation code is not valid/);
  });

  it('registers by mobile with the SMS countdown once mobile registration is switched on', async () => {
    await ops('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: true, CHNGPASSVERIF3: true });
    try {
      const { page } = await fresh();
      await page.goto(siteUrl('/'));
      await clickWhenReady(page, '[data-testid="header-register"]');
      await clickWhenReady(page, '[data-testid="register-tab-mobile"]');
      const mobile = `0918${Date.now().toString().slice(-7)}`;
      await fill(page, '[data-testid="register-mobileNum"]', mobile);
      await page.click('[data-testid="sms-send-register"]');
      await waitForText(page, '[data-testid="sms-send-register"]', /\d+s/);
      expect(await page.$eval('[data-testid="sms-send-register"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await fill(page, '[data-testid="register-verificationCode"]', await lastSmsCode(mobile));
      await fill(page, '[data-testid="register-password"]', 'Secret123');
      await fill(page, '[data-testid="register-confirmPassword"]', 'Secret123');
      await page.click('input[name="age"]');
      await page.click('input[name="terms"]');
      await page.click('[data-testid="register-submit"]');
      await waitForText(page, '[data-testid="header-account"]', new RegExp(`m${mobile}`));
    } finally {
      // Later tests share this sandbox and expect the username form.
      await ops('PUT', '/sandbox/demo/modules', { MOBILENUMREG3: false });
    }
  });

  it('forgot password by e-mail confirms; by phone sets the password and logs in', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `fgt${uniq()}x`;
    const mobile = `0919${Date.now().toString().slice(-7)}`;
    // A member with an e-mail and a mobile number, registered through the gateway.
    const ok = await page.evaluate(
      async (u, m) =>
        (
          await fetch('/wps/member/register/unsecure', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
            body: JSON.stringify({ username: u, password: 'Secret123', confirmPassword: 'Secret123', email: `${u}@example.com`, mobileNum: m, login: true }),
          })
        ).json(),
      username,
      mobile,
    );
    expect(ok.success).toBe(true);
    await clickWhenReady(page, '[data-testid="header-forgot"]');
    await page.waitForSelector('[data-testid="forgot-modal"]');
    await fill(page, '[data-testid="forgot-modal"] input[autocomplete="username"]', username);
    await fill(page, '[data-testid="forgot-modal"] input[type="email"]', `${username}@example.com`);
    await page.click('[data-testid="forgot-modal"] button[type="submit"]');
    await waitForText(page, '[data-testid="forgot-sent"]', /sent an e-mail/);
    await page.click('[data-testid="forgot-sent"] .t-btn--primary');

    await clickWhenReady(page, '[data-testid="header-forgot"]');
    await page.click('[data-testid="forgot-tab-phone"]');
    await fill(page, '[data-testid="forgot-modal"] input[type="tel"]', mobile);
    await page.click('[data-testid="sms-send-forgot"]');
    await waitForText(page, '[data-testid="sms-send-forgot"]', /\d+s/);
    await fill(page, '[data-testid="forgot-modal"] input[autocomplete="one-time-code"]', await lastSmsCode(mobile));
    await fill(page, '[data-testid="forgot-modal"] input[autocomplete="new-password"]', 'Renewed789');
    await page.click('[data-testid="forgot-modal"] button[type="submit"]');
    await waitForText(page, '[data-testid="header-account"]', new RegExp(username));
  });

  it('forces a password change after a login with the weak default password, then goes on', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    const username = `weak${uniq()}x`;
    await page.evaluate(
      (u) =>
        fetch('/wps/member/register/unsecure', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
          body: JSON.stringify({ username: u, password: '123456', confirmPassword: '123456', login: true }),
        }),
      username,
    );
    await loginInHeader(page, username, '123456');
    await page.waitForSelector('[data-testid="change-password-modal"]');
    expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('1');
    // It cannot be dismissed.
    await page.keyboard.press('Escape');
    expect(await page.$('[data-testid="change-password-modal"]')).not.toBeNull();
    await fill(page, '[data-testid="change-password-modal"] input[autocomplete="current-password"]', '123456');
    const fresh2 = await page.$$('[data-testid="change-password-modal"] input[autocomplete="new-password"]');
    await fresh2[0]!.type('Stronger123');
    await fresh2[1]!.type('Stronger123');
    await page.click('[data-testid="change-password-submit"]');
    await page.waitForSelector('[data-testid="change-password-modal"]', { hidden: true });
    expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  });

  it('free play logs in a trial guest, who is blocked from the member centre with the spec warning', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/'));
    await clickWhenReady(page, '[data-testid="header-free-play"]');
    await waitForText(page, '[data-testid="header-account"]', /guest/);
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await page.click('[data-testid="open-member-centre"]');
    await waitForText(page, '[data-testid="warning-dialog"]', /register an account first/i);
  });
});

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
      await fill(page, '[data-testid="register-username"]', username);
      await fill(page, '[data-testid="register-password"]', 'Secret123');
      await fill(page, '[data-testid="register-confirmPassword"]', 'Secret123');
      await fill(page, '[data-testid="register-email"]', `${username}@example.com`);
      await page.click('input[name="age"]');
      await page.click('input[name="terms"]');
      await page.click('[data-testid="register-submit"]');
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

/**
 * A host modal is a real dialog (docs/product.md#modals): the native modal `<dialog>` (page behind inert),
 * focus inside from the start and through 20 Tabs and Shift+Tabs, no serious axe finding in it; Escape closes
 * it and focus goes back to the control that opened it.
 */
/** Clicks the `index`-th match and marks it as the opener the focus must come back to. */
async function openFrom(page: Page, selector: string, index = 0) {
  await page.waitForSelector(selector, { visible: true });
  const handle = (await page.$$(selector))[index]!;
  await handle.click();
  await handle.evaluate((el) => el.setAttribute('data-opener', ''));
}

async function checkModal(page: Page, testId: string, ready: string) {
  const opener = '[data-opener]';
  const sel = `[data-testid="${testId}"]`;
  await page.waitForSelector(`${sel} ${ready}`, { visible: true });
  await animationsSettled(page);
  expect(await page.$eval(sel, (el) => ({ tag: el.tagName, modal: el.matches(':modal') }))).toEqual({ tag: 'DIALOG', modal: true });
  // The page behind takes no clicks: the topmost element at the header's place belongs to the dialog.
  expect(await page.$eval(sel, (el) => el.contains(document.elementFromPoint(5, 5)))).toBe(true);
  const inside = () => page.$eval(sel, (el) => el.contains(document.activeElement));
  expect({ testId, focus: await inside() }).toEqual({ testId, focus: true });
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect({ testId, tab: i, focus: await inside() }).toEqual({ testId, tab: i, focus: true });
  }
  await page.keyboard.down('Shift');
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect({ testId, shiftTab: i, focus: await inside() }).toEqual({ testId, shiftTab: i, focus: true });
  }
  await page.keyboard.up('Shift');
  // Every rule in the dark theme, then the colour rules in the light one (COLOUR_RULES), switched live under the open modal.
  expect({ testId, violations: await seriousA11yViolations(page, sel) }).toEqual({ testId, violations: [] });
  await shot(page, `host-modal-${testId}-dark`);
  await applyThemeLive(page, 'light');
  await animationsSettled(page);
  expect({ testId, theme: 'light', violations: await seriousA11yViolations(page, sel, { rules: COLOUR_RULES }) }).toEqual({ testId, theme: 'light', violations: [] });
  await shot(page, `host-modal-${testId}-light`);
  await applyThemeLive(page, 'dark');
  await page.keyboard.press('Escape');
  await page.waitForSelector(sel, { hidden: true });
  expect({ testId, back: await page.$eval(opener, (el) => el === document.activeElement) }).toEqual({ testId, back: true });
  await page.$eval(opener, (el) => el.removeAttribute('data-opener'));
}

describe('modals', () => {
  it('every host modal traps focus, returns it, and has no serious axe violation in either theme', async () => {
    const { page, problems } = await fresh();
    page.setDefaultTimeout(60_000);
    await page.goto(siteUrl('/'));

    await openFrom(page, '[data-testid="open-help"]');
    await checkModal(page, 'help-modal', '.h-help-modal__content');
    await openFrom(page, '[data-testid="header-register"]');
    await checkModal(page, 'register-modal', '[data-testid="register-submit"]');
    await openFrom(page, '[data-testid="header-forgot"]');
    await checkModal(page, 'forgot-modal', 'button[type="submit"]');
    // The ticker moves (and pauses under the pointer): take a title that is in view now.
    await page.hover('[data-testid="notice-ticker"]');
    const inView = await page.$$eval('[data-testid="notice-ticker"] .h-ticker__item', (items) => {
      const box = items[0]!.closest('.h-ticker__viewport')!.getBoundingClientRect();
      return items.findIndex((i) => {
        const r = i.getBoundingClientRect();
        return r.left >= box.left && r.right <= box.right;
      });
    });
    await openFrom(page, '[data-testid="notice-ticker"] .h-ticker__item', inView);
    await checkModal(page, 'notice-modal', '.h-notice-modal__title');
    // A game needs a session: the login popup.
    await scrollToHomeWidget(page, 'hot');
    await openFrom(page, '[data-testid="hot-game"] button');
    await checkModal(page, 'login-modal', 'button[type="submit"]');

    await loginInHeader(page, 'player01', 'Tessera2026');
    await openFrom(page, '[data-testid="open-change-password"]');
    await checkModal(page, 'change-password-modal', '[data-testid="change-password-submit"]');
    await openFrom(page, '[data-testid="logout"]');
    await checkModal(page, 'logout-confirm', '.t-btn--primary');
    expect(problems).toEqual([]);
  }, 240_000);
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

const PAGES: { path: string; ready: string }[] = [
  { path: '/', ready: '[data-testid="jackpot"]' },
  { path: '/noticePage', ready: '[data-testid="notice-page"] .h-notice-list' },
  { path: '/promotions', ready: '[data-testid="promotion-card"]' },
  { path: '/promoDetail?id=900', ready: '[data-testid="promo-detail"] h1' },
  { path: '/help#terms', ready: '[data-testid="help-page"] #terms' },
  { path: '/helpmc', ready: '[data-testid="help-page"] .h-help__section' },
  { path: '/down', ready: '[data-testid="download-page"] svg' },
  { path: '/join', ready: '[data-testid="join-page"]' },
  { path: '/register', ready: '[data-testid="register-page"] form' },
  { path: '/login', ready: '[data-testid="login-page"] form' },
  { path: '/no-such-page', ready: 'main a[href="/"]' },
];

describe('pages', () => {
  it('lists notices 9 per page and expands one; filters promotions by type; help scrolls to its hash; /helpmc has no header', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/noticePage'));
    await page.waitForSelector('.h-notice-list');
    expect(await page.$$('.h-notice-list__item')).toHaveLength(9);
    await page.click('.h-notice-list__title');
    await page.waitForSelector('.h-notice-list__body');
    expect(await page.$eval('.h-notice-list__title', (b) => b.getAttribute('aria-expanded'))).toBe('true');
    await page.click('.h-pager .t-btn:last-child');
    expect((await page.$$('.h-notice-list__item')).length).toBeGreaterThan(0);

    await page.goto(siteUrl('/promotions'));
    await page.waitForSelector('[data-testid="promotion-card"]');
    const all = (await page.$$('[data-testid="promotion-card"]')).length;
    // The seeded badges, localised, on the cards that have one (not every card has a badge).
    const badges = await page.$$eval('[data-testid="promotion-card"] .h-badge', (b) => b.map((x) => x.textContent));
    expect(badges).toEqual(expect.arrayContaining(['Newbie', 'Daily', 'Limited', 'Special offer']));
    expect(badges.length).toBeLessThan(all);
    const chips = await page.$$('.h-chip');
    await chips[1]!.click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="promotion-card"]').length < n, {}, all);

    await page.goto(siteUrl('/help#licence'));
    await page.waitForSelector('#licence');
    // Scrolled to the section (as far as the page can scroll): it sits inside the viewport.
    await page.waitForFunction(() => {
      const top = document.getElementById('licence')!.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
    });

    await page.goto(siteUrl('/helpmc'));
    await page.waitForSelector('[data-testid="help-page"] .h-help__section');
    expect(await page.$('header.h-header')).toBeNull();
    expect(await page.$('footer')).toBeNull();
  });

  it('sends feedback within the content bounds from the help centre', async () => {
    const { page } = await fresh();
    await page.goto(siteUrl('/help#feedback'));
    await page.waitForSelector('[data-testid="feedback"] textarea');
    await page.select('[data-testid="feedback"] select', 'game');
    await page.type('[data-testid="feedback"] textarea', 'too short');
    await page.click('[data-testid="feedback-submit"]');
    await waitForText(page, '[data-testid="feedback"] [role="alert"]', /10-500/);
    await page.type('[data-testid="feedback"] textarea', ' — the fishing game froze after the bonus round.');
    await page.click('[data-testid="feedback-submit"]');
    await waitForText(page, '[data-testid="feedback"] [role="status"]', /Thank you/);
  });

  for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
    it(`every page has no serious axe violation and no sideways scroll in either theme (${vp})`, async () => {
      const { page, problems } = await fresh(viewport);
      page.setDefaultTimeout(60_000);
      // One page load: the app moves from page to page as a player's links move it, and the theme switches live,
      // as the header's switch does (a reload per page and theme cost more than the audits).
      await page.goto(siteUrl('/'));
      let theme: 'dark' | 'light' = 'dark';
      for (const [i, { path: p, ready }] of PAGES.entries()) {
        if (i > 0) await navigateInApp(page, p);
        await page.waitForSelector(ready);
        expect(await page.evaluate(() => location.pathname + location.search + location.hash)).toBe(p);
        await page.waitForFunction(() => document.fonts.ready.then(() => true));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path: p, overflow: overflow <= 1 }).toEqual({ path: p, overflow: true });
        // Every rule in the theme the page came in, then the colour rules in the other (COLOUR_RULES: the themes
        // differ only in colours). The themes take turns coming first.
        for (const rules of [undefined, COLOUR_RULES]) {
          if (rules) {
            theme = theme === 'dark' ? 'light' : 'dark';
            await applyThemeLive(page, theme);
          }
          // Axe measures contrast as painted: the page's fade or the theme's colour change is over first.
          await animationsSettled(page);
          expect({ path: p, theme, violations: await seriousA11yViolations(page, undefined, { rules }) }).toEqual({ path: p, theme, violations: [] });
          await shot(page, `host-${vp}-${theme}-${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}`);
        }
      }
      expect(problems).toEqual([]);
      // Eleven pages, each with two axe runs: more than the default time on a busy machine.
    }, 360_000);
  }
});
