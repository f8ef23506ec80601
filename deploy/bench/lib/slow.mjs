/* global window -- the functions passed to page.evaluate run in the browser */
// A phone on a slow connection: how long after the page's first byte the layout's skeleton and home's banner
// are on screen. The skeleton and the first banner come with the HTML (host/src/index.html, the server's boot
// data), so both should stand whatever the JavaScript weighs.
import { launch, PHONE } from './browser.mjs';

/** The connection: 200 KB/s down, 400 ms round trip (a patchy 4G), as the phone figures of the issue were taken. */
export const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 };
/** Pictures of the banner: the boot shell's (painted from HTML) and the app's own slides. */
const BANNER_IMAGES = '.boot-banner__img, .h-banner__img';

/** A fresh context's page at 390 px on SLOW_NETWORK, with `cpu`x CPU throttling. */
async function slowPhonePage(browser, cpu) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(PHONE);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, page };
}

/**
 * One cold load of `url` at 390 px over SLOW_NETWORK (and `cpu`x CPU throttling): ms from the document's first
 * byte to the first paint (the skeleton: header bar, banner box, tile placeholders), and to the banner's
 * picture painted (its largest-contentful-paint entry), or null when no banner picture was painted within 20 s.
 */
async function oneLoad(browser, url, cpu) {
  const { context, page } = await slowPhonePage(browser, cpu);
  try {
    await page.evaluateOnNewDocument((selector) => {
      window.__slow = { banner: null };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (window.__slow.banner === null && e.element?.matches?.(selector)) window.__slow.banner = e.renderTime || e.loadTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, BANNER_IMAGES);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction(() => window.__slow.banner !== null, { timeout: 20_000, polling: 100 }).catch(() => undefined);
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-paint')[0];
      const since = (t) => (t == null ? null : Math.round(t - nav.responseStart));
      return { skeleton: since(paint?.startTime), banner: since(window.__slow.banner) };
    });
  } finally {
    await context.close();
  }
}

/**
 * Home loaded on the slow connection at 390 px and left to settle, then a tap on the header's Log in: ms from the tap
 * to the first answer on screen (the dialog, or the backdrop with a spinner while its code comes) and to the login
 * form ready to type in. What a tap opens loads on first use, so this is the price of not carrying it at start.
 */
async function loginTap(browser, url, cpu) {
  const { context, page } = await slowPhonePage(browser, cpu);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 1500, timeout: 60_000 });
    const start = Date.now();
    await page.tap('[data-testid="header-login-open"]');
    await page.waitForSelector('[data-testid="login-modal"], [data-testid="overlay-wait"]', { visible: true, timeout: 20_000 });
    const answered = Date.now() - start;
    await page.waitForSelector('[data-testid="login-modal"] input[autocomplete="username"]', { visible: true, timeout: 20_000 });
    return { answered, form: Date.now() - start };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return v.length === xs.length ? v[Math.floor(v.length / 2)] : null;
};

/** Median over `runs` cold loads of home at 390 px on the slow connection, and as many taps on Log in, at 1x and 4x CPU. */
export async function slowPhone(site, { runs = 3 } = {}) {
  const browser = await launch();
  try {
    const out = {};
    for (const cpu of [1, 4]) {
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, `${site}/`, cpu));
      const taps = [];
      for (let i = 0; i < runs; i++) taps.push(await loginTap(browser, `${site}/`, cpu).catch(() => ({ answered: null, form: null })));
      out[`cpu${cpu}`] = {
        skeleton: median(loads.map((l) => l.skeleton)),
        banner: median(loads.map((l) => l.banner)),
        loginAnswered: median(taps.map((t) => t.answered)),
        loginForm: median(taps.map((t) => t.form)),
        loads,
        taps,
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}
