/**
 * The phone's first second in a browser: the page carries the server's boot data and preloads home's
 * first banner, painted in the boot shell before any script runs, in the browser's language and in the box the
 * app's banner then takes; under maintenance none of that is in the page and the app shows maintenance at once.
 * A lottery page carries its menu and paints its first cards the same way, and the lottery remote's first render
 * is those cards, not a spinner.
 */
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, newPage, ops, siteUrl, VIEWPORTS } from './support';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(() => browser?.close());

/** A fresh page whose browser asks for `lang` (the header and navigator.languages alike). */
async function pageIn(lang: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS] = VIEWPORTS.desktop): Promise<{ page: Page; problems: string[] }> {
  const { page, problems } = await newPage(browser);
  await page.setViewport(viewport);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: lang });
  return { page, problems };
}

/** The boot data a page's HTML carries (`#tessera-boot`), or null when it carries none. */
function bootDataOf<T>(html: string): T | null {
  return JSON.parse(/<script type="application\/json" id="tessera-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as T | null;
}

/** Puts demo2 under maintenance (`true`) or opens it again. */
const maintenance = (on: boolean) =>
  ops('PUT', '/sandbox/demo2/system-status', on ? { status: 1, maintenance: { title: 'Boot check', endTime: '', message: 'Back soon.' } } : { status: 0 });

const box = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), left: Math.round(r.left), width: Math.round(r.width), height: Math.round(r.height) };
  });

describe('boot data in the page', () => {
  it('paints home’s first banner from the HTML alone, in the browser language, where the app then shows it', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, problems } = await pageIn('ja-JP,ja;q=0.9', viewport);
      try {
        // No scripts at all: what the HTML and one image give.
        await page.setJavaScriptEnabled(false);
        const res = await page.goto(siteUrl('/'), { waitUntil: 'load' });
        const html = (await res?.text()) ?? '';
        expect(html).toMatch(/<script type="application\/json" id="tessera-boot">/);
        const preload = await page.$eval('link[rel="preload"][as="image"]', (l) => ({ href: (l as HTMLLinkElement).href, priority: l.getAttribute('fetchpriority') }));
        expect(preload.priority).toBe('high');
        const painted = await page.$eval('#boot-banner img', (img) => ({ src: (img as HTMLImageElement).src, loaded: (img as HTMLImageElement).naturalWidth > 0 }));
        expect(painted).toEqual({ src: preload.href, loaded: true });
        expect(await page.$eval('html', (h) => h.lang)).toBe('ja');
        const shellBanner = await box(page, '#boot-banner');

        // With scripts: the app starts in Japanese and shows the same banner in the same box.
        await page.setJavaScriptEnabled(true);
        await page.goto(siteUrl('/'));
        await page.waitForSelector('[data-testid="banner-carousel"][data-group="w_home"] img');
        const appBanner = await box(page, '[data-testid="banner-carousel"][data-group="w_home"]');
        expect(await page.$eval('[data-testid="banner-carousel"] img', (img) => (img as HTMLImageElement).src)).toBe(preload.href);
        expect(appBanner).toEqual(shellBanner);
        expect(await page.$eval('#boot-skeleton', (el) => getComputedStyle(el).display)).toBe('none');
        expect(await page.$eval('[data-testid="boot-fallback"]', (el) => getComputedStyle(el).display)).toBe('none');
        expect(problems).toEqual([]);
      } finally {
        await page.browserContext().close();
      }
    }
  });

  it('preloads the host’s translations in the browser language, and the host fetches each of them once', async () => {
    const { page, problems } = await pageIn('ja-JP,ja;q=0.9');
    const fetched = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/host\/[^/]+\/i18n-/.test(url.pathname)) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    try {
      const res = await page.goto(siteUrl('/'));
      const html = (await res?.text()) ?? '';
      const preloads = [...html.matchAll(/<link rel="preload" as="script" href="(\/host\/[^"]+\/i18n-[^"]+)"/g)].map((m) => m[1]!);
      // One chunk holds the language's host, common and validation strings.
      expect(preloads.map((p) => /\/(i18n-[\w-]+-json)\./.exec(p)?.[1])).toEqual(['i18n-ja-json']);
      await page.waitForSelector('[data-testid="banner-carousel"][data-group="w_home"] img');
      for (const p of preloads) expect([p, fetched.get(p)]).toEqual([p, 1]);
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it('has no banners, preload or painted banner under maintenance, and the app shows maintenance without asking for banners', async () => {
    await maintenance(true);
    const { page, problems } = await pageIn('en');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/')) asked.push(new URL(r.url()).pathname);
    });
    try {
      const res = await page.goto(siteUrl('/', 'demo2'));
      const html = (await res?.text()) ?? '';
      const boot = bootDataOf<{ status?: { maintenance?: unknown }; banners?: unknown }>(html);
      expect(boot?.status?.maintenance).toBeTruthy();
      expect(boot?.banners).toBeUndefined();
      expect(html).not.toContain('as="image"');
      expect(html).not.toContain('<img class="boot-banner__img"');
      await page.waitForSelector('[data-testid="maintenance-screen"]');
      expect(asked.filter((p) => p.includes('getListAnnouncements'))).toEqual([]);
      expect(await page.$('[data-testid="banner-carousel"]')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
      await maintenance(false);
    }
  });

  it('preloads a deep link’s remote (entry, exposed chunks, translation) and fetches none of them twice', async () => {
    const { page, problems } = await pageIn('en');
    const fetched = new Map<string, number>();
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/remotes/games/')) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    try {
      const res = await page.goto(siteUrl('/rng'));
      const html = (await res?.text()) ?? '';
      const preloads = [...html.matchAll(/<link rel="preload" as="(?:script|fetch)" href="(\/remotes\/games\/[^"]+)"/g)].map((m) => m[1]!);
      expect(preloads.some((p) => p.endsWith('/remoteEntry.js'))).toBe(true);
      expect(preloads.some((p) => p.endsWith('/mf-manifest.json'))).toBe(true);
      expect(preloads.some((p) => /__federation_expose_Lobby\./.test(p))).toBe(true);
      expect(preloads.some((p) => /i18n-games-en-json\./.test(p))).toBe(true);
      // The lobby's own banner is painted from the HTML too, ahead of the scripts (they are fetched at low priority).
      expect(html).toMatch(/<img class="boot-banner__img" src="[^"]*w_rng-1/);
      expect(html).toMatch(/<link rel="preload" as="image" href="[^"]*w_rng-1[^"]*" fetchpriority="high">/);
      expect(html).toMatch(/remoteEntry\.js" crossorigin="anonymous" integrity="[^"]+" fetchpriority="low">/);
      await page.waitForSelector('[data-testid="game-tile"]');
      for (const p of preloads) expect([p, fetched.get(p)]).toEqual([p, 1]);
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it('paints /lottery’s title and first cards from the HTML alone, where the app then shows them, and the app starts from that menu', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, problems } = await pageIn('en', viewport);
      try {
        await page.setJavaScriptEnabled(false);
        const res = await page.goto(siteUrl('/lottery'), { waitUntil: 'load' });
        const html = (await res?.text()) ?? '';
        const boot = bootDataOf<{
          lottery?: { menu: string; prizeMode: string; groups: Record<string, { gameMenus: { gameName: string }[] }> };
        }>(html);
        expect(boot?.lottery).toMatchObject({ menu: 'vn' });
        const first = Object.values(boot!.lottery!.groups).find((g) => g.gameMenus.length > 0)!.gameMenus;
        const shellNames = await page.$$eval('#boot-page .boot-lt__name', (els) => els.map((e) => e.textContent));
        expect(shellNames).toEqual(first.slice(0, 12).map((g) => g.gameName));
        expect(await page.$eval('#boot-page .boot-lt__art', (img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
        expect(await page.$eval('#boot-banner', (el) => getComputedStyle(el).display)).toBe('none');
        const shellTitle = { text: await page.$eval('#boot-page .boot-lt__title', (e) => e.textContent), box: await box(page, '#boot-page .boot-lt__title') };
        const shellName = await box(page, '#boot-page .boot-lt__name');
        const shellArt = await box(page, '#boot-page .boot-lt__art');

        // With scripts: the lottery page's first render already has the cards (no spinner before them), the
        // same names in the same boxes.
        await page.setJavaScriptEnabled(true);
        await page.evaluateOnNewDocument(() => {
          const w = window as unknown as { ltFirstRender?: boolean; lcp: string[] };
          // The largest paint stays the shell's card name: the app's own cards, the same size, are no larger.
          w.lcp = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) w.lcp.push(e.element?.className ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new MutationObserver((_, observer) => {
            const lt = document.querySelector('.lt-page');
            if (!lt) return;
            w.ltFirstRender = !!lt.querySelector('[data-testid="lottery-card"]');
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(siteUrl('/lottery'));
        await page.waitForSelector('main [data-testid="lottery-card"]');
        expect(await page.evaluate(() => (window as unknown as { ltFirstRender?: boolean }).ltFirstRender)).toBe(true);
        await page.waitForNetworkIdle();
        expect(await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1))).toBe('boot-lt__name');
        const appNames = await page.$$eval('main .lt-card__name', (els) => els.slice(0, 12).map((e) => e.textContent));
        expect(appNames).toEqual(shellNames);
        const appName = await box(page, 'main .lt-card__name');
        const appArt = await box(page, 'main .lt-card .lt-art');
        expect(appName).toEqual(shellName);
        expect({ text: await page.$eval('main .lt-page__title', (e) => e.textContent), box: await box(page, 'main .lt-page__title') }).toEqual(shellTitle);
        expect(appArt).toEqual(shellArt);
        expect(await page.$eval('#boot-skeleton', (el) => getComputedStyle(el).display)).toBe('none');
        expect(problems).toEqual([]);
      } finally {
        await page.browserContext().close();
      }
    }
  });

  it('has no lottery menu or cards in /lottery under maintenance', async () => {
    await maintenance(true);
    const { page, problems } = await pageIn('en');
    try {
      const res = await page.goto(siteUrl('/lottery', 'demo2'));
      const html = (await res?.text()) ?? '';
      const boot = bootDataOf<{ status?: { maintenance?: unknown }; lottery?: unknown }>(html);
      expect(boot?.status?.maintenance).toBeTruthy();
      expect(boot?.lottery).toBeUndefined();
      expect(html).not.toContain('<li class="boot-lt__card"');
      await page.waitForSelector('[data-testid="maintenance-screen"]');
      expect(await page.$('[data-testid="lottery-card"]')).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await page.browserContext().close();
      await maintenance(false);
    }
  });
});
