/* global window, document, location, requestAnimationFrame -- the functions passed to page.evaluate run in the browser */
// How fast the site answers a tap on a phone: at 390 px with 4x CPU, the taps a player makes (open the login
// sheet, the menu, the member centre and its pages, the member centre on deposit, a lobby vendor, a lobby tab, a key in
// the lobby search, a game launch), each measured as INP
// measures an interaction: the longest Event Timing entry of the tap (pointerdown, pointerup, click), from the
// input's time stamp to the next paint after its handlers. The browser reports only entries of 16 ms or more
// (durationThreshold's floor): a tap with none is recorded as 16 with `under: true`.
import { PHONE, memberBytes } from './browser.mjs';
import { TAPS } from './figures.mjs';

const CPU = 4;
/** The browser's smallest durationThreshold: shorter interactions are not reported. */
const FLOOR_MS = 16;

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};
const sum = (files) => (Array.isArray(files) ? files.reduce((n, f) => n + f.br, 0) : undefined);

/** The page between taps: two frames and an idle moment, so one tap's work does not run into the next's. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 3000 })));
      }),
  );

/**
 * One tap: `act` taps, `done` waits for what the tap opens. Answers the interaction's duration (ms) with its
 * parts (input delay, processing, presentation) from its longest entry.
 */
async function interaction(page, act, done) {
  await settle(page);
  const mark = await page.evaluate(() => performance.now());
  await act();
  await done();
  // Entries are queued after the paint that follows the handlers: wait for one, briefly (none: under 16 ms).
  await page.waitForFunction((m) => window.__events.some((e) => e.startTime >= m && e.interactionId), { timeout: 2000, polling: 50 }, mark).catch(() => undefined);
  return page.evaluate(
    (m, floor) => {
      const mine = window.__events.filter((e) => e.startTime >= m && e.interactionId);
      if (!mine.length) return { duration: floor, under: true };
      const e = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
      const r = (x) => Math.round(x);
      return { duration: e.duration, event: e.name, inputDelay: r(e.processingStart - e.startTime), processing: r(e.processingEnd - e.processingStart), presentation: r(e.startTime + e.duration - e.processingEnd) };
    },
    mark,
    FLOOR_MS,
  );
}

/** One run in a fresh context: the taps in an order that reaches each, signed in for the member centre and the launch. */
async function oneRun(browser, site) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    page.setDefaultTimeout(60_000);
    await page.evaluateOnNewDocument(() => {
      window.__events = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId, processingStart: e.processingStart, processingEnd: e.processingEnd });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const out = {};
    const tap = (selector) => () => page.tap(selector);
    const shown = (selector) => () => page.waitForSelector(selector, { visible: true });

    await page.goto(`${site}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="header-login-open"]', { visible: true });
    out.login = await interaction(page, tap('[data-testid="header-login-open"]'), shown('[data-testid="login-modal"] input[autocomplete="username"]'));
    const form = '[data-testid="login-modal"]';
    await page.type(`${form} input[autocomplete="username"]`, 'player01');
    await page.type(`${form} input[type="password"]`, 'Tessera2026');
    await page.tap(`${form} button[type="submit"]`);
    await page.waitForSelector('[data-testid="account-box"]');

    out.menu = await interaction(page, tap('[data-testid="menu-toggle"]'), shown('[data-testid="open-member-centre"]'));
    out.memberCentre = await interaction(page, tap('[data-testid="open-member-centre"]'), shown('.mc-panel nav button'));
    const next = await page.$eval('.mc-panel nav button:not([aria-current])', (b) => b.textContent);
    out.memberPage = await interaction(
      page,
      () => page.$$('.mc-panel nav button:not([aria-current])').then(([b]) => b.tap()),
      () => page.waitForFunction((text) => [...document.querySelectorAll('.mc-panel nav button[aria-current="page"]')].some((b) => b.textContent === text), {}, next),
    );

    // The member centre opened on deposit from the header's account box (behind the menu on a phone), on a page
    // with no centre open.
    await page.goto(`${site}/`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="menu-toggle"]', { visible: true });
    await page.tap('[data-testid="menu-toggle"]');
    await page.waitForSelector('[data-testid="open-deposit"]', { visible: true });
    out.deposit = await interaction(page, tap('[data-testid="open-deposit"]'), shown('[data-testid="dep-submit"]'));

    // The lobby in the same tab (still signed in): a vendor other than the selected one, a list tab, a search, a launch.
    await page.goto(`${site}/rng`, { waitUntil: 'load' });
    await page.waitForSelector('.gm-vendor[aria-pressed="false"]', { visible: true });
    const vendor = await page.$eval('.gm-vendor[aria-pressed="false"]', (b) => b.dataset.vendor);
    out.vendor = await interaction(page, tap(`.gm-vendor[data-vendor="${vendor}"]`), shown(`.gm-vendor[data-vendor="${vendor}"][aria-pressed="true"]`));
    await page.waitForSelector('main [data-testid="game-tile"]', { visible: true });
    const tab = '.gm-tabs__sep ~ .gm-tab';
    out.lobbyTab = await interaction(page, tap(tab), () => page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true', {}, tab));
    await page.tap(tab); // back to the whole list
    await page.waitForSelector('main [data-testid="game-tile"]', { visible: true });
    await page.tap('.gm-search');
    // A key typed into the search (its own interaction; the list follows after the search's debounce).
    out.search = await interaction(page, () => page.keyboard.type('a'), () => page.waitForFunction(() => document.querySelector('.gm-search')?.value === 'a'));
    await page.click('.gm-search', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.waitForSelector('main [data-testid="game-tile"] .gm-tile__play', { visible: true });
    // A launch: what the tap opens (the game's page, a vendor's game list or a notice) is painted.
    out.launch = await interaction(page, tap('main [data-testid="game-tile"] .gm-tile__play'), () =>
      page.waitForFunction(() => location.pathname !== '/rng' || !!document.querySelector('[role="dialog"], .gm-lobby [aria-busy="true"]'), { timeout: 15_000 }),
    );
    return out;
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of the taps, the median of each; and the member centre's JavaScript against the stack floor's
 * (from the bytes section when it ran, else measured here as it measures).
 */
export async function tapToPaint(browser, site, { runs = 3, stackSite, bytes } = {}) {
  const each = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    try {
      each.push(await oneRun(browser, site));
    } catch (e) {
      errors.push(e.message.split('\n')[0]);
    }
  }
  const taps = {};
  for (const key of Object.keys(TAPS)) {
    const list = each.map((r) => r[key]).filter(Boolean);
    taps[key] = { duration: median(list.map((t) => t.duration)), under: list.length > 0 && list.every((t) => t.under), each: list };
  }
  let tessera = sum(bytes?.tessera?.member);
  let stack = sum(bytes?.stack?.member);
  if (tessera === undefined || stack === undefined) {
    tessera = sum(await memberBytes(browser, site, 'tessera').catch(() => undefined));
    stack = stackSite ? sum(await memberBytes(browser, stackSite, 'floor').catch(() => undefined)) : undefined;
  }
  const ratio = tessera && stack ? +(tessera / stack).toFixed(3) : undefined;
  return { runs, cpu: CPU, viewport: PHONE.width, taps, memberJs: { tessera, stack, ratio }, ...(errors.length ? { errors } : {}) };
}
