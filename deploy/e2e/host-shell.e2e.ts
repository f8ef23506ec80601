/**
 * The host shell in a browser against the sandbox: home with banners, jackpot and notices; the nav's vendor
 * drop-downs; every host modal as a real dialog; the notice, promotion and help pages; every page of the shell at
 * desktop and phone width in both themes, with axe finding nothing serious. Sign-in, registration and passwords:
 * host-session.e2e.ts; account details, popups, site status and preferences: host-account.e2e.ts.
 */
import type { Browser, Page } from 'puppeteer-core';
import { applyThemeLive, COLOUR_RULES, loginInHeader, navigateInApp, newPageAt, type NewPageOptions, scrollToHomeWidget, seriousA11yViolations, shot, siteUrl, suiteBrowser, type Viewport, VIEWPORTS, waitForText, waitForVersion } from './support';

let browser: Browser;
suiteBrowser((b) => (browser = b));

const fresh = (viewport?: Viewport, options?: NewPageOptions) => newPageAt(browser, viewport, options);

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
