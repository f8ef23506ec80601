// What a case does on a page and reads from it: the texts and build markers it waits for, the header's login, the
// home widgets, in-app navigation, the live theme, fields and buttons, the viewports and screenshots. support.ts
// exports these too.
import path from 'node:path';
import type { Page } from 'puppeteer-core';

/**
 * Waits for an app's build marker (`VersionMarker`: hidden from players, label in `data-version`) under
 * `selector` to match, and returns the label, e.g. `member v1.0.0`.
 */
export async function waitForVersion(page: Page, selector: string, pattern: RegExp): Promise<string> {
  // The label comes back from the same check that matched: the marker may be gone a moment later (a page change).
  const found = await page.waitForFunction(
    (sel, src, flags) => {
      const label = document.querySelector(sel)?.getAttribute('data-version') ?? '';
      return new RegExp(src, flags).test(label) ? label : false;
    },
    {},
    selector,
    pattern.source,
    pattern.flags,
  );
  return (await found.jsonValue()) as string;
}

export async function textOf(page: Page, selector: string): Promise<string> {
  await page.waitForSelector(selector, { visible: true });
  return page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
}

export async function waitForText(page: Page, selector: string, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (sel, src, flags) => {
      const el = document.querySelector(sel) as HTMLElement | null;
      return !!el && new RegExp(src, flags).test(el.innerText);
    },
    {},
    selector,
    pattern.source,
    pattern.flags,
  );
  return textOf(page, selector);
}

/** Logs in through the header form. */
export async function loginInHeader(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('form.h-login--header input[autocomplete="username"]');
  await page.type('form.h-login--header input[autocomplete="username"]', username);
  await page.type('form.h-login--header input[type="password"]', password);
  await page.click('form.h-login--header button[type="submit"]');
  await page.waitForSelector('[data-testid="account-box"]');
}

/**
 * Scrolls home down to one of its remote widgets (hot games, popular lottery): they load only when the
 * visitor comes near them (host/src/app/remotes/near-viewport.tsx), as a person scrolling would.
 */
export async function scrollToHomeWidget(page: Page, which: 'hot' | 'lottery'): Promise<void> {
  const selector = which === 'hot' ? '#home-hot' : '[data-testid="home-popular-lottery"]';
  await page.waitForSelector(selector);
  await page.$eval(selector, (e) => e.scrollIntoView({ block: 'center' }));
}

/**
 * Moves the single-page app to `path` as a link click does, without a page load: history.pushState, then the
 * popstate its router listens to. Waits for nothing: the caller waits for what the page shows.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/** Switches the theme as the header's switch does (shared/src/theme/theme.ts applyTheme), without a reload. */
export async function applyThemeLive(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
    localStorage.setItem('theme', t);
  }, theme);
}

/** Types into a field after selecting what it holds (a triple click), once the field is shown. */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

/** Clicks once the element is shown (header buttons wait for the status call's module switches). */
export async function clickWhenReady(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector);
}

/** Phone and desktop viewports the screens are checked at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { width: 1366, height: 900 },
} as const;

/** A screenshot for a person to look at (written under <repo>/.e2e-shots/, which git ignores). */
export async function shot(page: Page, name: string): Promise<string> {
  const dir = path.resolve(__dirname, '..', '..', '.e2e-shots');
  const { mkdirSync } = await import('node:fs');
  const file = path.join(dir, `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  // Still lossless; a lighter compression halves what the browser spends on it (about 0.1 CPU-s a shot).
  await page.screenshot({ path: file as `${string}.png`, optimizeForSpeed: true });
  return file;
}
